import { frameDocument, type Sanitized, type SanitizeOptions, sanitizeHtml } from './sanitize';

// The page side and the sandbox-page side of sanitizing: hostile HTML is parsed only in the
// sandboxed extension page (entrypoints/sanitizer.sandbox), which answers by postMessage.

/** The messages between a page and the sandbox page. */
export interface SanitizeRequest {
  id: number;
  html: string;
  remoteImages: boolean;
  /** The width the message frame has: the answer then says how tall its document is. */
  width?: number;
}
export interface SanitizeResponse extends Sanitized {
  id: number;
}

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

export function isSanitizeRequest(data: unknown): data is SanitizeRequest {
  const d = data as Partial<SanitizeRequest> | null;
  return !!d && typeof d.id === 'number' && typeof d.html === 'string' && typeof d.remoteImages === 'boolean';
}

/** The sandbox page's side: answers each request of the page that embeds it. */
export function serveSanitizer(win: Window = window): void {
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

/**
 * The page's side: a hidden frame of the sandbox page at `url`, created on first use. Rejects
 * when the sandbox does not answer within `timeoutMs` (the caller then shows plain text).
 */
export function createSanitizerClient(url: string, timeoutMs = 5_000) {
  let frame: Promise<Window> | undefined;
  let next = 0;
  const waiting = new Map<number, (result: Sanitized) => void>();

  function open(): Promise<Window> {
    frame ??= new Promise<Window>((resolve, reject) => {
      const iframe = document.createElement('iframe');
      // Laid out (not display:none) so that the sandbox page can measure documents; never seen.
      iframe.setAttribute('aria-hidden', 'true');
      iframe.tabIndex = -1;
      iframe.style.cssText =
        'position:fixed;left:-10000px;top:0;width:2400px;height:10px;border:0;visibility:hidden';
      iframe.title = 'Sidedesk sanitizer';
      iframe.src = url;
      iframe.addEventListener(
        'load',
        () => (iframe.contentWindow ? resolve(iframe.contentWindow) : reject()),
        { once: true },
      );
      window.addEventListener('message', (event) => {
        if (event.source !== iframe.contentWindow) return;
        const data = event.data as Partial<SanitizeResponse> | null;
        if (typeof data?.id !== 'number' || typeof data.html !== 'string') return;
        const height = Number((data as { height?: unknown }).height) || undefined;
        waiting.get(data.id)?.({
          html: data.html,
          blockedImages: Number(data.blockedImages) || 0,
          ...(height ? { height } : {}),
        });
        waiting.delete(data.id);
      });
      document.body.append(iframe);
    });
    return frame;
  }

  return {
    async sanitize(dirty: string, options: SanitizeOptions = {}): Promise<Sanitized> {
      const target = await open();
      const id = ++next;
      return new Promise<Sanitized>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error('The HTML sanitizer did not answer.'));
        }, timeoutMs);
        waiting.set(id, (result) => {
          clearTimeout(timer);
          resolve(result);
        });
        const request: SanitizeRequest = {
          id,
          html: dirty,
          remoteImages: options.remoteImages === true,
          ...(options.width ? { width: options.width } : {}),
        };
        target.postMessage(request, '*');
      });
    },
  };
}
