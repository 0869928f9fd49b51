import { useEffect, useState } from 'preact/hooks';

// The reply box and Send are pinned below the reading area, so whatever grows in the composer
// (the agent's first key unfolds it, an outcome opens, the divider is dragged) takes its room
// from the reading area. On a short panel that left a line of the customer's message under the
// lookup field and the ticket's header (18 px at 320x600). Whenever the area or the message
// changes size while the message starts in view, the area scrolls just enough for the message's
// first lines: the field and the header above go first. A message the agent scrolled into is
// left where they put it.

/**
 * The customer's message in the reading area: the box of its sanitized frame (there from the
 * start, while the frame itself comes once the text is sanitized), or the plain text.
 */
const MESSAGE = '.sp-ticket .sp-frame, .sp-ticket .sp-plain';
/** The first lines kept in view, in lines of the page's text (the message may be shorter). */
const LINES = 5;

/** Scrolls `area` so the message's first lines show, if it starts in view and they do not. */
function revealMessage(area: HTMLElement) {
  const message = area.querySelector(MESSAGE);
  if (!message) return;
  const room = area.getBoundingClientRect();
  const box = message.getBoundingClientRect();
  if (box.top < room.top || box.top >= room.bottom) return; // scrolled by the agent, or out of sight
  const style = getComputedStyle(area);
  const line = Number.parseFloat(style.lineHeight) || 1.4 * Number.parseFloat(style.fontSize);
  const wanted = Math.min(box.height, LINES * line);
  const shown = Math.min(box.bottom, room.bottom) - box.top;
  if (shown >= wanted) return;
  area.scrollTop += Math.min(wanted - shown, box.top - room.top);
}

/**
 * A ref for the reading area that keeps the message's first lines in view as the area changes
 * size (the composer below grows), as a message is drawn in it and as the message changes size
 * (its frame takes the height of its text once drawn).
 *
 * The message's element is followed, not the copy: on some routes it is replaced while the same
 * copy shows (the language help mounts around it once loaded, a fresh copy redraws it). Observing
 * only the element there when the copy changed left the new one unobserved: the composer's resize
 * was then measured before the new frame had its height, and its growth after went unseen.
 */
export function useMessageInView() {
  const [area, setArea] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!area) return;
    const follow = new ResizeObserver(() => revealMessage(area));
    follow.observe(area);
    let message: Element | null = null;
    // Whatever is the message now is observed (its first size is reported too, and revealed).
    const track = () => {
      const now = area.querySelector(MESSAGE);
      if (now === message) return;
      if (message) follow.unobserve(message);
      message = now;
      if (message) follow.observe(message);
    };
    const redrawn = new MutationObserver(track);
    redrawn.observe(area, { childList: true, subtree: true });
    track();
    return () => {
      follow.disconnect();
      redrawn.disconnect();
    };
  }, [area]);
  return setArea;
}
