// The first paint takes input (runs in the popup's classic script, like paint.ts). What the agent
// does on the drawn snapshot before the app has taken over is not lost: typing goes into the
// drawn field itself, and a click or a key pressed anywhere else waits in a queue. When the app
// takes over, the field's text, the caret and the focus move to the app's own elements and the
// queue is carried out on them. The app's DOM is the snapshot's (keep.ts wrote it from the
// same markup), so an element is found again by its place under the root; one that shows
// something else there (the rows changed since the snapshot was kept) is never acted on, and
// what was queued after it is dropped too: a press is carried out on the ticket it was aimed at,
// or not at all.

/** Marks the root while it holds the drawn snapshot (the app's root, a copy, drops it). */
export const PAINTED = 'data-painted';

declare global {
  interface Window {
    /**
     * Set by popup-paint.js when it drew a snapshot: gives the page to the app (takeover.ts), and
     * says whether the agent had typed or pressed anything on the snapshot.
     */
    sidedeskHandOver?: (appRoot: HTMLElement) => boolean;
  }
}

interface Pressed {
  /** The element's place under the root: its child index at each level. */
  path: number[];
  /** What the element, or the row or control it is part of, showed when pressed (said below). */
  said: string;
  /** A click, or the key pressed. */
  key?: KeyboardEventInit;
}

const pathOf = (element: Element, root: Element): number[] => {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement)
    path.unshift([...node.parentElement.children].indexOf(node));
  return path;
};

const at = (root: Element, path: number[]): Element | undefined =>
  path.reduce<Element | undefined>((node, index) => node?.children[index], root);

/** An element's tag and text, a relative time by its `datetime` (its words move on with the clock). */
const said = (node: Node): string =>
  node instanceof Element
    ? node.localName === 'time'
      ? `<time ${node.getAttribute('datetime')}>`
      : `<${node.localName}>${[...node.childNodes].map(said).join('')}`
    : (node.nodeValue ?? '');

const isTextField = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(element.type);

/** What a press was aimed at: a field, else the row or control around the element pressed. */
const aim = (element: Element): string =>
  said(isTextField(element) ? element : (element.closest('li, button, a, [role]') ?? element));

/**
 * Starts taking input on the drawn `root`; returns the hand-over, which puts the app's root in
 * its place, gives it what the agent did meanwhile, and says whether they did anything.
 */
export function takeInput(root: HTMLElement): (appRoot: HTMLElement) => boolean {
  const queue: Pressed[] = [];
  const press = (event: Event) => {
    const target = event.target as Element;
    if (event instanceof KeyboardEvent) {
      // Typing and moving between the drawn elements stay the browser's own.
      if (event.key === 'Tab' || (isTextField(target) && event.key !== 'Enter')) return;
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      const pressed = { key, code, shiftKey, ctrlKey, altKey, metaKey };
      queue.push({ path: pathOf(target, root), said: aim(target), key: pressed });
    } else queue.push({ path: pathOf(target, root), said: aim(target) });
    // Nothing drawn acts by itself (a form would submit, a key would click): the app will.
    event.preventDefault();
  };
  root.addEventListener('click', press, true);
  root.addEventListener('keydown', press, true);
  root.addEventListener('submit', (event) => event.preventDefault(), true);

  return (appRoot) => {
    const focused = document.activeElement;
    const focusPath = focused && root.contains(focused) ? pathOf(focused, root) : null;
    const fields = [...root.querySelectorAll('input')];
    const typed = fields.some((field) => isTextField(field) && field.value);
    root.replaceWith(appRoot);
    const appFields = appRoot.querySelectorAll('input');
    fields.forEach((field, index) => {
      const appField = appFields[index];
      if (!isTextField(field) || !field.value || !appField || !isTextField(appField)) return;
      appField.value = field.value;
      appField.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const toFocus = focusPath && at(appRoot, focusPath);
    if (toFocus instanceof HTMLElement) {
      toFocus.focus();
      if (focused instanceof HTMLInputElement && isTextField(focused) && toFocus instanceof HTMLInputElement)
        toFocus.setSelectionRange(focused.selectionStart, focused.selectionEnd);
    }
    const acted = typed || queue.length > 0;
    for (const { path, said: shown, key } of queue) {
      const element = at(appRoot, path);
      if (!(element instanceof HTMLElement) || aim(element) !== shown) return acted;
      if (!key) element.click();
      else if (
        element.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }))
      ) {
        // What the key does by itself: Enter in a field submits its form; Enter or Space presses a button.
        if (isTextField(element)) {
          if (key.key === 'Enter') element.form?.requestSubmit();
        } else if (element instanceof HTMLButtonElement && (key.key === 'Enter' || key.key === ' '))
          element.click();
      }
    }
    return acted;
  };
}
