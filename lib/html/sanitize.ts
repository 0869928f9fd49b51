import DOMPurify from 'dompurify';
import { expected, reported } from '@/lib/diagnostics/report';
import { frameDocument, type Sanitized, type SanitizeOptions, STAND_IN_CSS } from './frame';

export * from './frame';

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

/**
 * `sanitized` parsed into an inert document (nothing runs or loads there), every handler
 * attribute removed: parsing clean HTML again can build a different tree (mutation XSS), and no
 * handler, of whatever origin, may reach the live document its nodes move into to be measured.
 */
export function inertWithoutHandlers(sanitized: string): HTMLElement {
  const parsed = new DOMParser().parseFromString(sanitized, 'text/html').body;
  for (const element of parsed.querySelectorAll('*')) {
    for (const { name } of [...element.attributes]) if (/^on/i.test(name)) element.removeAttribute(name);
  }
  return parsed;
}

/** Images wait at most this long to be measured (a remote one may hang). */
const IMAGE_WAIT_MS = 1_000;

/**
 * How tall the frame document of `sanitized` (what `sanitizeHtml` returned) is at `width`: laid
 * out with the frame's styles in a hidden shadow root of this page, then removed. The frame
 * itself can neither run nor be read, and neither can a frame of the sandbox page (it inherits
 * the sandbox's opaque origin, whatever its own `sandbox` says).
 */
async function measureSanitized(sanitized: string, width: number): Promise<number> {
  const host = document.createElement('div');
  host.style.cssText = `position:absolute;left:-10000px;top:0;width:${width}px;visibility:hidden`;
  const root = host.attachShadow({ mode: 'closed' });
  const style = document.createElement('style');
  style.textContent = STAND_IN_CSS;
  const doc = document.createElement('div');
  doc.className = 'doc';
  const body = document.createElement('div');
  body.className = 'body';
  body.append(...inertWithoutHandlers(sanitized).childNodes);
  doc.append(body);
  root.append(style, doc);
  document.body.append(host);
  try {
    const images = [...body.querySelectorAll('img')].map((img) =>
      img.decode().catch(expected('content-broken')),
    );
    await Promise.race([Promise.all(images), new Promise((done) => setTimeout(done, IMAGE_WAIT_MS))]);
    return Math.ceil(doc.getBoundingClientRect().height);
  } finally {
    host.remove();
  }
}

/** Sanitizes, and measures the result when the frame's `width` is given. */
export async function sanitizeAndMeasure(dirty: string, options: SanitizeOptions = {}): Promise<Sanitized> {
  const result = sanitizeHtml(dirty, options);
  const { width } = options;
  if (typeof width !== 'number' || width <= 0 || width >= 10_000) return result;
  const height = await measureSanitized(result.html, width).catch(reported('sanitize/measure', 0));
  return height ? { ...result, height } : result;
}

/** Sanitizes and wraps in one step, where parsing is harmless (the sandbox page, tests). */
export function sanitizedSrcdoc(
  dirty: string,
  options: SanitizeOptions = {},
): { srcdoc: string; blockedImages: number } {
  const { html, blockedImages } = sanitizeHtml(dirty, options);
  return { srcdoc: frameDocument(html, options.remoteImages === true), blockedImages };
}
