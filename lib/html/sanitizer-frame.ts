import type { Problem } from '@/lib/diagnostics/problem';
import { passOn, setProblemSink } from '@/lib/diagnostics/report';
import type { Sanitized, SanitizeOptions } from './frame';

// The page side of sanitizing: hostile HTML is parsed only in the sandboxed extension page
// (entrypoints/sanitizer.sandbox, which answers by postMessage). No DOMPurify in the pages.

/** The messages between a page and the sandbox page. */
interface SanitizeRequest {
  id: number;
  html: string;
  remoteImages: boolean;
  /** The width the message frame has: the answer then says how tall its document is. */
  width?: number;
}
export interface SanitizeResponse extends Sanitized {
  id: number;
}

/** A problem the sandbox page met (it has no extension APIs): its page passes it on to the worker. */
interface ProblemMessage {
  problem: Problem;
}

function isProblemMessage(data: unknown): data is ProblemMessage {
  const p = (data as Partial<ProblemMessage> | null)?.problem;
  return !!p && typeof p.at === 'number' && typeof p.area === 'string' && typeof p.code === 'string';
}

/** The sandbox page's problems go to the page that embeds it, which passes them on. */
export function reportToParent(win: Window = window): void {
  setProblemSink((problem) => win.parent.postMessage({ problem } satisfies ProblemMessage, '*'));
}

export function isSanitizeRequest(data: unknown): data is SanitizeRequest {
  const d = data as Partial<SanitizeRequest> | null;
  return !!d && typeof d.id === 'number' && typeof d.html === 'string' && typeof d.remoteImages === 'boolean';
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
        if (isProblemMessage(event.data)) {
          passOn(event.data.problem);
          return;
        }
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
