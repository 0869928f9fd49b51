// The frame that shows sanitized HTML (see sanitize.ts for the layers), and the shapes both sides
// share. No DOMPurify here: pages import this, and only the sandbox page (and Firefox, lazily)
// loads the sanitizer itself.

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

/**
 * The frame document's root and body, and what its content needs. Always light, as the sender
 * wrote it (their colours assume a light page); the panel dims the frame in its dark theme.
 */
const ROOT_STYLE =
  'color-scheme:light;background:#fff;color:#1d2330;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif';
const BODY_STYLE = 'margin:8px;overflow-wrap:anywhere';
const CONTENT_CSS = [
  'img{max-width:100%;height:auto}',
  'pre{white-space:pre-wrap}',
  'table{border-collapse:collapse;max-width:100%}',
  'blockquote{margin:0 0 0 8px;padding-left:8px;border-left:3px solid #8886}',
].join('');
const FRAME_CSS = `:root{${ROOT_STYLE}}body{${BODY_STYLE}}${CONTENT_CSS}`;

/**
 * The frame's styles for a stand-in of its document in a shadow root (`.doc` > `.body`), laid
 * out to measure its height (sanitize.ts): the same rules, nothing inherited from the page.
 */
export const STAND_IN_CSS = `:host{all:initial}.doc{display:flow-root;${ROOT_STYLE}}.body{${BODY_STYLE}}${CONTENT_CSS}`;

/** The frame's own policy: nothing loads but inline style and `data:` (or, if asked, https) images. */
function frameCsp(remoteImages: boolean): string {
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
