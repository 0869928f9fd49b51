import { frameDocument } from '@/lib/html/frame';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { isSanitizeRequest, type SanitizeResponse } from '@/lib/html/sanitizer-frame';

// A sandboxed extension page (manifest `sandbox.pages`): the only place hostile HTML is parsed.
// It has an opaque origin, no extension APIs, and the sandbox CSP, under which parsing an event
// handler attribute into an inert document is not reported as a violation (see sanitize.ts).

/**
 * How tall the frame document of `html` is at `width`: laid out in a frame of this sandbox page
 * (same opaque origin, no scripts), since the message frame itself can neither run nor be read.
 */
function measure(html: string, remoteImages: boolean, width: number): Promise<number> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-same-origin');
    frame.style.cssText = `position:absolute;left:0;top:0;border:0;height:10px;width:${width}px`;
    frame.addEventListener('load', () => {
      const root = frame.contentDocument?.documentElement;
      const height = root ? Math.max(root.scrollHeight, frame.contentDocument?.body?.scrollHeight ?? 0) : 0;
      frame.remove();
      resolve(height);
    });
    frame.srcdoc = frameDocument(html, remoteImages);
    document.body.append(frame);
  });
}

/** The sandbox page's side: answers each request of the page that embeds it. */
function serveSanitizer(win: Window = window): void {
  win.addEventListener('message', (event) => {
    if (event.source !== win.parent || !isSanitizeRequest(event.data)) return;
    const { id, html, remoteImages, width } = event.data;
    const response: SanitizeResponse = { id, ...sanitizeHtml(html, { remoteImages }) };
    // The sandbox has an opaque origin and cannot name ours; the answer is clean HTML, not a secret.
    const answer = (height?: number) =>
      win.parent.postMessage(height ? { ...response, height } : response, '*');
    if (typeof width === 'number' && width > 0 && width < 10_000)
      void measure(response.html, remoteImages, width).then(answer, () => answer());
    else answer();
  });
}

serveSanitizer();
