import { sanitizeAndMeasure } from '@/lib/html/sanitize';
import { isSanitizeRequest, reportToParent, type SanitizeResponse } from '@/lib/html/sanitizer-frame';

// A sandboxed extension page (manifest `sandbox.pages`): the only place hostile HTML is parsed.
// It has an opaque origin, no extension APIs, and the sandbox CSP, under which parsing an event
// handler attribute into an inert document is not reported as a violation (see sanitize.ts).

/** The sandbox page's side: answers each request of the page that embeds it. */
function serveSanitizer(win: Window = window): void {
  win.addEventListener('message', (event) => {
    if (event.source !== win.parent || !isSanitizeRequest(event.data)) return;
    const { id, html, remoteImages, width } = event.data;
    // The sandbox has an opaque origin and cannot name ours; the answer is clean HTML, not a secret.
    const answer = (result: Omit<SanitizeResponse, 'id'>) => win.parent.postMessage({ id, ...result }, '*');
    void sanitizeAndMeasure(html, { remoteImages, ...(typeof width === 'number' ? { width } : {}) }).then(
      answer,
    );
  });
}

reportToParent(); // its problems reach the worker through the page that embeds it
serveSanitizer();
