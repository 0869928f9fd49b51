import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';

// The line between the ticket and the composer: the agent drags it (or moves it with the arrow
// keys) to give the reading or the writing more room. The share is the panel's own layout hint,
// kept in its localStorage (read by no other context, lost with no harm).

const KEY = 'sidepanel.composer-share';
/** The composer never gets less than this (the box and Send) nor more than this share of the panel. */
const MIN_PX = 110;
const MAX_SHARE = 0.85;
const STEP = 0.05;

function readShare(): number | null {
  try {
    const share = Number(localStorage.getItem(KEY));
    return share > 0 && share <= MAX_SHARE ? share : null;
  } catch {
    return null;
  }
}

function saveShare(share: number) {
  try {
    localStorage.setItem(KEY, String(share));
  } catch {
    // No localStorage (a locked-down profile): the share lasts as long as the panel.
  }
}

/** The composer's share of the panel height, kept within bounds. */
const clampShare = (share: number) =>
  Math.min(MAX_SHARE, Math.max(MIN_PX / Math.max(window.innerHeight, 1), share));

/**
 * A separator that sets the composer's height (`--sp-composer-height` on the panel); until the
 * agent moves it the composer takes what it needs, at most 60% of the panel.
 */
export function PanelDivider() {
  const ref = useRef<HTMLDivElement>(null);
  const [share, setShare] = useState<number | null>(readShare);
  const dragging = useRef(false);
  useEffect(() => {
    const panel = ref.current?.parentElement;
    if (!panel) return;
    if (share === null) panel.style.removeProperty('--sp-composer-height');
    else panel.style.setProperty('--sp-composer-height', `${(share * 100).toFixed(2)}vh`);
  }, [share]);
  const move = (next: number) => {
    const clamped = clampShare(next);
    setShare(clamped);
    return clamped;
  };
  const current = () =>
    share ??
    (ref.current?.parentElement?.querySelector('.sp-composer')?.getBoundingClientRect().height ?? 0) /
      window.innerHeight;
  const ticketPercent = Math.round((1 - (share ?? 0.5)) * 100);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable, movable separator has no HTML element (<hr> cannot be moved)
    <div
      ref={ref}
      class="sp-divider"
      role="separator"
      aria-orientation="horizontal"
      aria-label={t('panel.divider')}
      title={t('panel.divider')}
      aria-valuemin={Math.round((1 - MAX_SHARE) * 100)}
      aria-valuemax={100}
      aria-valuenow={ticketPercent}
      tabIndex={0}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        event.preventDefault();
      }}
      onPointerMove={(event) => {
        if (dragging.current) move((window.innerHeight - event.clientY) / window.innerHeight);
      }}
      // A cancelled pointer (alt-tab mid-drag) ends the drag too: the divider never sticks to the mouse.
      onLostPointerCapture={() => {
        dragging.current = false;
      }}
      onPointerUp={(event) => {
        if (!dragging.current) return;
        dragging.current = false;
        saveShare(move((window.innerHeight - event.clientY) / window.innerHeight));
      }}
      onKeyDown={(event) => {
        const by = { ArrowUp: STEP, ArrowDown: -STEP }[event.key];
        if (by === undefined) return;
        event.preventDefault();
        saveShare(move(current() + by));
      }}
    />
  );
}
