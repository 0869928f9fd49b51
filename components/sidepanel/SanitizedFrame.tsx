import { useEffect, useMemo, useState } from 'preact/hooks';
import { FRAME_SANDBOX, frameDocument, type Sanitized } from '@/lib/html/frame';
import { sanitizer } from './sanitizer';

/**
 * HTML from outside, sanitized (in the sandbox page), in a frame that runs nothing and loads
 * nothing unasked. Remote images stay off (they tell the sender when the message was read) until
 * the agent asks. If the sanitizer fails, `fallback` shows as plain text instead.
 */
export function SanitizedFrame({ html, title, fallback }: { html: string; title: string; fallback: string }) {
  const [remoteImages, setRemoteImages] = useState(false);
  const [result, setResult] = useState<Sanitized | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    sanitizer()
      .sanitize(html, { remoteImages })
      .then(
        (sanitized) => {
          if (!current) return;
          setResult(sanitized);
          setFailed(false);
        },
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [html, remoteImages]);
  const srcdoc = useMemo(
    () => (result ? frameDocument(result.html, remoteImages) : ''),
    [result, remoteImages],
  );
  if (failed) {
    return (
      <div class="sp-frame">
        <p class="muted">The formatted version could not be shown safely; this is the plain text.</p>
        <p class="sp-plain">{fallback}</p>
      </div>
    );
  }
  const blocked = result?.blockedImages ?? 0;
  return (
    <div class="sp-frame">
      {result ? (
        // A new frame per document: changing `srcdoc` in place would navigate the frame, adding
        // entries to the panel's history.
        <iframe
          key={srcdoc}
          title={title}
          sandbox={FRAME_SANDBOX}
          srcdoc={srcdoc}
          referrerpolicy="no-referrer"
        />
      ) : (
        <p role="status">Preparing the formatted text…</p>
      )}
      {blocked > 0 && !remoteImages && (
        <p class="muted">
          {blocked === 1 ? '1 remote image was' : `${blocked} remote images were`} not loaded, so the sender
          cannot tell when you read this.{' '}
          <button type="button" onClick={() => setRemoteImages(true)}>
            Load remote images
          </button>
        </p>
      )}
    </div>
  );
}
