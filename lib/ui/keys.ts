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
