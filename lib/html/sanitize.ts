import DOMPurify from 'dompurify';

// THE one place where HTML from outside (a customer's `htmlMessage`, the agent's HTML preview)
// becomes markup. Everything else in Sidedesk renders API strings as text.
//
// Layers, each enough on its own for scripts:
// 1. DOMPurify, HTML-only profile, no style/form/input/base/meta/link/media/embedded content, no
//    style or data attributes, links limited to https: and mailto:.
// 2. The result is shown in an `<iframe sandbox>` without `allow-scripts` and without
//    `allow-same-origin` (an opaque origin that can run nothing and reach nothing of ours).
//    `allow-popups` + `allow-popups-to-escape-sandbox` only let a click on a link open it in a
//    normal new tab (with rel="noopener noreferrer").
// 3. The frame document carries its own CSP: `default-src 'none'` (no fetch, font, frame, media).
//
// Where it runs: Chromium reports a CSP violation (script-src-attr, base-uri) for every event
// handler attribute or <base> it merely PARSES in a page whose policy forbids them, even into an
// inert DOMParser document. So hostile HTML is never parsed in our pages: `sanitizeHtml` runs in
// the extension's sandbox page (entrypoints/sanitizer.sandbox, its own CSP, no extension APIs),
// and pages ask it through `createSanitizerClient` (sanitizer-frame.ts). Pages only build the
// frame document from the already-clean result.
//
// Remote images: decided OFF by default. A remote image is a tracking pixel that tells the sender
// when, and from where, the agent read the message. Unless the agent asks ("Load remote images"),
// `https:` image sources are dropped by the sanitizer and the CSP allows `data:` images only; the
// count of dropped images is returned so the UI can offer the choice.

export interface SanitizeOptions {
  /** Keep `https:` image sources (and let the frame's CSP load them). Default false. */
  remoteImages?: boolean;
  /** The width of the frame that will show it: the answer then carries the document's height. */
  width?: number;
}

export interface Sanitized {
  html: string;
  /** `https:` images removed because remote images are off. */
  blockedImages: number;
  /** The frame document's height at the asked width, when it could be measured. */
  height?: number;
}

/** The iframe's sandbox: no allow-scripts, no allow-same-origin, ever. */
export const FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

const SAFE_LINK = /^(?:https:|mailto:)/i;
const SAFE_IMAGE = /^data:image\//i;
const REMOTE_IMAGE = /^https:/i;

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'base',
    'meta',
    'link',
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'svg',
    'math',
    'audio',
    'video',
    'source',
    'track',
    'picture',
    'button',
    'select',
    'option',
    'textarea',
    'template',
  ],
  // `style` could load images through CSS url(); the others are URLs fetched without a click.
  FORBID_ATTR: [
    'style',
    'srcset',
    'background',
    'ping',
    'action',
    'formaction',
    'poster',
    'lowsrc',
    'dynsrc',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOMPurify's own default, with the schemes cut down to https: and mailto:. The tail keeps
  // values that are not URLs (width="100", dir="rtl"); relative links are dropped by the hook.
  ALLOWED_URI_REGEXP: /^(?:(?:https|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;
let current: { remoteImages: boolean; blockedImages: number } = { remoteImages: false, blockedImages: 0 };

function getPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (element) => {
    if (element.nodeType !== 1) return;
    const node = element as Element;
    const tag = node.tagName;
    if (tag === 'A' || tag === 'AREA') {
      const href = node.getAttribute('href')?.trim();
      if (href && !SAFE_LINK.test(href)) node.removeAttribute('href');
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (tag === 'IMG') {
      const src = node.getAttribute('src')?.trim() ?? '';
      const remote = REMOTE_IMAGE.test(src);
      if (!(SAFE_IMAGE.test(src) || (remote && current.remoteImages))) {
        if (remote) current.blockedImages += 1;
        node.removeAttribute('src');
      }
    }
  });
  purifier = instance;
  return instance;
}

/** Customer or agent HTML, made safe to show inside the sandboxed frame. Pages only (needs a DOM). */
export function sanitizeHtml(dirty: string, options: SanitizeOptions = {}): Sanitized {
  current = { remoteImages: options.remoteImages === true, blockedImages: 0 };
  const html = getPurifier().sanitize(dirty, CONFIG);
  return { html, blockedImages: current.blockedImages };
}

const FRAME_CSS = [
  ':root{color-scheme:light dark;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}',
  'body{margin:8px;overflow-wrap:anywhere}',
  'img{max-width:100%;height:auto}',
  'pre{white-space:pre-wrap}',
  'table{border-collapse:collapse;max-width:100%}',
  'blockquote{margin:0 0 0 8px;padding-left:8px;border-left:3px solid #8886}',
].join('');

/** The frame's own policy: nothing loads but inline style and `data:` (or, if asked, https) images. */
export function frameCsp(remoteImages: boolean): string {
  const images = remoteImages ? 'https: data:' : 'data:';
  return `default-src 'none'; img-src ${images}; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'`;
}

/**
 * A complete document for `<iframe sandbox={FRAME_SANDBOX} srcdoc=…>` around HTML that
 * `sanitizeHtml` returned (and nothing else: the body is inserted as it is).
 */
export function frameDocument(sanitized: Sanitized['html'], remoteImages = false): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${frameCsp(remoteImages)}">` +
    '<meta name="referrer" content="no-referrer">' +
    `<style>${FRAME_CSS}</style></head><body>${sanitized}</body></html>`
  );
}

/** Sanitizes and wraps in one step, where parsing is harmless (the sandbox page, tests). */
export function sanitizedSrcdoc(
  dirty: string,
  options: SanitizeOptions = {},
): { srcdoc: string; blockedImages: number } {
  const { html, blockedImages } = sanitizeHtml(dirty, options);
  return { srcdoc: frameDocument(html, options.remoteImages === true), blockedImages };
}
