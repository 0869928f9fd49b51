import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import { FRAME_SANDBOX, frameDocument, type Sanitized } from './frame';
import { REPLY_PROFILE, sanitizer } from './sanitizer';
import './frame.css';

/**
 * HTML from outside, sanitized (in the sandbox page), in a frame that runs nothing and loads
 * nothing unasked. Remote images stay off (they tell the sender when the message was read) until
 * the agent asks. If the sanitizer fails, `fallback` shows as plain text instead. `reply`: the
 * preview of a reply, in the profile of what is sent (REPLY_PROFILE), so never with remote images.
 */
export function SanitizedFrame({
  html,
  title,
  fallback,
  reply = false,
}: {
  html: string;
  title: string;
  fallback: string;
  reply?: boolean;
}) {
  const [asked, setRemoteImages] = useState(false);
  const remoteImages = reply ? REPLY_PROFILE.remoteImages : asked;
  const [result, setResult] = useState<Sanitized | null>(null);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    // The document's height depends on the width: measured again when the panel is resized.
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(Math.round(element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    let current = true;
    sanitizer()
      .sanitize(html, { remoteImages, ...(width > 2 ? { width: width - 2 } : {}) })
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
  }, [html, remoteImages, width]);
  const srcdoc = useMemo(
    () => (result ? frameDocument(result.html, remoteImages) : ''),
    [result, remoteImages],
  );
  if (failed) {
    return (
      <div class="sp-frame" ref={box}>
        <p class="muted">{t('frame.plain-fallback')}</p>
        <p class="sp-plain">{fallback}</p>
      </div>
    );
  }
  const blocked = result?.blockedImages ?? 0;
  return (
    <div class="sp-frame" ref={box}>
      {result ? (
        // A new frame per document: changing `srcdoc` in place would navigate the frame, adding
        // entries to the panel's history.
        <iframe
          key={srcdoc}
          title={title}
          sandbox={FRAME_SANDBOX}
          srcdoc={srcdoc}
          referrerpolicy="no-referrer"
          // Sized to its document: the message flows with the page, no box scrolling inside it.
          style={result.height ? { height: `${result.height + 2}px` } : undefined}
        />
      ) : (
        <p role="status">{t('frame.preparing')}</p>
      )}
      {blocked > 0 && reply && <p class="muted">{t('frame.images-left-out', { count: blocked })}</p>}
      {blocked > 0 && !remoteImages && !reply && (
        <p class="muted">
          {t('frame.images-blocked', { count: blocked })}{' '}
          <button type="button" onClick={() => setRemoteImages(true)}>
            {t('frame.load-images')}
          </button>
        </p>
      )}
    </div>
  );
}
