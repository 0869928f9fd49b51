// The pages' own shortcuts, read the same way everywhere. A shortcut never fires while the agent
// types (in a field a key is a character, Ctrl+Z undoes the typing, Escape closes a suggestion
// list), and none is one of the browser's own: no Ctrl/⌘ chord but ⌘Z/Ctrl+Z outside a field,
// where the browser does nothing with it.

const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'submit',
  'reset',
  'image',
]);

/** Whether keys pressed in `target` are typing: a text field, a select, an editable region. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** `?`: the list of shortcuts (Shift is how `?` is typed on most layouts; no other modifier). */
export function isHelpKey(event: KeyboardEvent): boolean {
  return (
    event.key === '?' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.defaultPrevented &&
    !isTyping(event.target)
  );
}

/** Escape, or Ctrl+Z (⌘Z on a Mac), outside a field: take back what was just done. */
export function isUndoKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || isTyping(event.target) || event.altKey || event.shiftKey) return false;
  if (event.key === 'Escape') return !event.ctrlKey && !event.metaKey;
  return event.key.toLowerCase() === 'z' && event.ctrlKey !== event.metaKey;
}

/** The platform's name of the undo chord, as the hints show it. */
export const undoChord = (): string =>
  /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '') ? '⌘Z' : 'Ctrl+Z';

/** A ticket's verbs that have keys in the side panel. */
type TicketVerb = 'watch' | 'snooze';

/**
 * The key of a ticket's verb in the side panel: outside a field, the popup rows' own letters (the
 * language's watch key, Z); anywhere, from the reply box too, Alt+W and Alt+Z, chords that type
 * nothing and that the browser leaves free (Alt+F, the Norwegian watch letter, is its menu).
 */
export function ticketVerb(event: KeyboardEvent, watchKey: string): TicketVerb | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.target instanceof Element && event.target.closest('dialog')) return null;
  if (event.altKey) {
    // By the key's place, not its character: on a Mac, Alt with a letter types a sign (∑, Ω).
    if (event.code === 'KeyW') return 'watch';
    return event.code === 'KeyZ' ? 'snooze' : null;
  }
  if (isTyping(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === watchKey.toLowerCase()) return 'watch';
  return key === 'z' ? 'snooze' : null;
}
