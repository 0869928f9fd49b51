import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SavedRepliesBinding } from '@/lib/saved-replies/composer/composer-binding';
import type { ComposerModel } from './composer-model';

// On a short panel the idle composer folds to its message box and Send, so that the customer's
// message above gets the room (sending.css says how short). It unfolds as soon as the agent turns
// to it (focus or a click inside it) and stays unfolded while it holds anything: text (typed, a
// quote from the context menu, a saved reply), an attachment, a chosen option, a send under way or
// an outcome that needs the agent. Folding never hides what the agent put there.

/** The outcomes that wait on the agent (the text is back in the box, or a decision is open). */
const NEEDS_AGENT = new Set(['failed', 'held', 'unknown']);

/** The reply holds nothing but its defaults, and nothing in the composer waits on the agent. */
export function isIdle(model: ComposerModel, replies?: SavedRepliesBinding): boolean {
  const outcome = model.outcome.value;
  return (
    model.untyped.value &&
    model.attachments.value.length === 0 &&
    !model.attachmentUrl.value &&
    !model.attachmentName.value &&
    model.parentChoice.value === '' &&
    !model.complete.value &&
    !model.suppressAutoupdate.value &&
    !model.isDraft.value &&
    !model.inFlight.value &&
    !(outcome && !outcome.acknowledged && NEEDS_AGENT.has(outcome.state)) &&
    !model.formError.value &&
    !model.draftError.value &&
    !(
      replies &&
      (replies.picker.open.value ||
        replies.unresolved.value.length > 0 ||
        replies.unfilled.value.length > 0 ||
        replies.asking.value)
    )
  );
}

/** While true, a focus is the page's own (a ticket opening), not the agent turning to the composer. */
let placing = false;

/**
 * Focus in the reply box as a ticket opens, the caret after what it holds: the agent's next key
 * goes there. The focus alone does not unfold the composer (the customer's message keeps the room
 * until the agent types); the first key does, and the reading area then shows the message's first
 * lines above the box (TicketPane.tsx).
 */
export function placeFocus(box: HTMLTextAreaElement) {
  placing = true;
  try {
    box.focus({ preventScroll: true });
  } finally {
    placing = false;
  }
  box.setSelectionRange(box.value.length, box.value.length);
}

/**
 * Whether the agent is working in `section`: focus, a press or typing inside it makes it so, focus
 * or a press elsewhere in the page ends it (typing: the box a ticket opened with had focus already,
 * so the agent's first key is their turning to it). Leaving the window (to copy from a web page) does not. A
 * press, not only focus: a click on a label or on padding moves focus to the body first, and the
 * composer must not fold under the pointer. `ignore` (the unfold button, the divider, the offer of
 * the next ticket just above the composer) decides by its click, or moves nothing.
 */
export function useEngaged(section: RefObject<HTMLElement | null>, ignore: string) {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    const follow = (event: Event) => {
      if (placing) return;
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (target instanceof Element && target.closest(ignore)) return;
      setEngaged(!!section.current?.contains(target));
    };
    document.addEventListener('focusin', follow);
    document.addEventListener('pointerdown', follow, true);
    document.addEventListener('input', follow);
    return () => {
      document.removeEventListener('focusin', follow);
      document.removeEventListener('pointerdown', follow, true);
      document.removeEventListener('input', follow);
    };
  }, [section, ignore]);
  return [engaged, setEngaged] as const;
}
