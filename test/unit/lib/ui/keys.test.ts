// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { isHelpKey, isTyping, isUndoKey } from '@/lib/ui/keys';

// The pages' shortcuts never fire while the agent types: a key in a field is the field's.

/** The event as the browser delivers it from `target` (the listener reads `event.target`). */
function pressed(target: Element, init: KeyboardEventInit) {
  let seen: KeyboardEvent | null = null;
  const listen = (event: Event) => {
    seen = event as KeyboardEvent;
  };
  document.addEventListener('keydown', listen);
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  document.removeEventListener('keydown', listen);
  return seen as unknown as KeyboardEvent;
}

function make(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html; // test markup only
  document.body.append(holder);
  return holder.firstElementChild as Element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('typing', () => {
  it('is a text field, a select or an editable region; not a button, a checkbox or the page', () => {
    for (const html of ['<textarea></textarea>', '<input>', '<input type="search">', '<select></select>'])
      expect(isTyping(make(html)), html).toBe(true);
    const region = make('<div contenteditable="true"><p>x</p></div>');
    expect(isTyping(region.querySelector('p'))).toBe(true);
    for (const html of ['<button>Undo</button>', '<input type="checkbox">', '<div tabindex="-1"></div>'])
      expect(isTyping(make(html)), html).toBe(false);
    expect(isTyping(document.body)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});

describe('the undo keys', () => {
  it('Escape, Ctrl+Z and ⌘Z undo from a button or the page', () => {
    const undo = make('<button>Undo</button>');
    expect(isUndoKey(pressed(undo, { key: 'Escape' }))).toBe(true);
    expect(isUndoKey(pressed(undo, { key: 'z', ctrlKey: true }))).toBe(true);
    expect(isUndoKey(pressed(document.body, { key: 'z', metaKey: true }))).toBe(true);
    expect(isUndoKey(pressed(document.body, { key: 'Z', ctrlKey: true }))).toBe(true); // Caps Lock
  });

  it('never while typing: Ctrl+Z in the box undoes the typing, Escape closes its suggestions', () => {
    const box = make('<textarea></textarea>');
    expect(isUndoKey(pressed(box, { key: 'Escape' }))).toBe(false);
    expect(isUndoKey(pressed(box, { key: 'z', ctrlKey: true }))).toBe(false);
    expect(isUndoKey(pressed(make('<input>'), { key: 'z', metaKey: true }))).toBe(false);
  });

  it('not a plain z, a redo (Shift), another chord, or a key a menu already took', () => {
    const undo = make('<button>Undo</button>');
    expect(isUndoKey(pressed(undo, { key: 'z' }))).toBe(false);
    expect(isUndoKey(pressed(undo, { key: 'z', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isUndoKey(pressed(undo, { key: 'z', ctrlKey: true, altKey: true }))).toBe(false);
    expect(isUndoKey(pressed(undo, { key: 'Escape', ctrlKey: true }))).toBe(false);
    const menu = make('<div><button>Item</button></div>');
    menu.addEventListener('keydown', (event) => event.preventDefault());
    expect(isUndoKey(pressed(menu.querySelector('button') as Element, { key: 'Escape' }))).toBe(false);
  });
});

describe('the help key', () => {
  it('? opens the list from anywhere but a field', () => {
    expect(isHelpKey(pressed(document.body, { key: '?', shiftKey: true }))).toBe(true);
    expect(isHelpKey(pressed(make('<button role="tab">Recent</button>'), { key: '?' }))).toBe(true);
    expect(isHelpKey(pressed(make('<input>'), { key: '?', shiftKey: true }))).toBe(false);
    expect(isHelpKey(pressed(make('<textarea></textarea>'), { key: '?' }))).toBe(false);
    expect(isHelpKey(pressed(document.body, { key: '?', ctrlKey: true }))).toBe(false);
    expect(isHelpKey(pressed(document.body, { key: '/' }))).toBe(false);
  });
});
