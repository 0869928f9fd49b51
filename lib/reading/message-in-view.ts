import { useEffect, useRef, useState } from 'preact/hooks';

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
 * size (the composer below grows), as a ticket is shown in it (`shown`: its copy on screen) and
 * as the message changes size (its frame takes the height of its text once drawn).
 */
export function useMessageInView(shown: unknown) {
  const [area, setArea] = useState<HTMLElement | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => {
    if (!area) return;
    const follow = new ResizeObserver(() => revealMessage(area));
    follow.observe(area);
    observer.current = follow;
    // The first key unfolds the composer; a resize seen before the message's frame settled is
    // not enough on every route, so each key looks again once the page is laid out.
    const typed = () => requestAnimationFrame(() => revealMessage(area));
    document.addEventListener('input', typed);
    return () => {
      follow.disconnect();
      document.removeEventListener('input', typed);
      observer.current = null;
    };
  }, [area]);
  useEffect(() => {
    if (!area) return;
    // A message drawn anew (another ticket, a fresh copy) is followed too; its first size counts.
    const message = area.querySelector(MESSAGE);
    if (message) observer.current?.observe(message);
    revealMessage(area);
  }, [area, shown]);
  return setArea;
}
