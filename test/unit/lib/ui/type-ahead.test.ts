// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createTypeAhead, typeKeys } from '@/lib/ui/type-ahead';

// Keys typed while a ticket opens, before its reply box exists, land in the box in the order typed.

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
});

function typeAhead() {
  const catcher = createTypeAhead(window);
  stops.push(catcher.drop);
  return catcher;
}

/** Presses each key on the focused element as the browser would; a key not refused types itself. */
function type(keys: string[], init: KeyboardEventInit = {}) {
  for (const key of keys) {
    const at = (document.activeElement ?? document.body) as HTMLElement;
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    const typed = at.dispatchEvent(event);
    if (typed && (at instanceof HTMLTextAreaElement || at instanceof HTMLInputElement) && key.length === 1)
      at.setRangeText(key, at.selectionStart ?? 0, at.selectionEnd ?? 0, 'end');
  }
}

function field<T extends HTMLElement>(tag: 'input' | 'textarea' | 'button'): T {
  const element = document.createElement(tag) as unknown as T;
  document.body.append(element);
  return element;
}

describe('typing over a box', () => {
  it('types characters and line breaks in order, Backspace takes the last back', () => {
    expect(typeKeys('Hi', 2, 2, [' ', 'N', 'o', 'x', 'Backspace', 'a', '\n'])).toEqual({
      value: 'Hi Noa\n',
      caret: 7,
    });
  });

  it('types at the caret and replaces a selection, which Backspace alone removes', () => {
    expect(typeKeys('Dear X,', 5, 6, ['O', 'l', 'a'])).toEqual({ value: 'Dear Ola,', caret: 8 });
    expect(typeKeys('Dear X,', 5, 6, ['Backspace'])).toEqual({ value: 'Dear ,', caret: 5 });
  });
});

describe('type-ahead', () => {
  it('keeps keys typed before the box exists from the field they fell in, and gives them to the box first', () => {
    const lookup = field<HTMLInputElement>('input');
    lookup.focus();
    const catcher = typeAhead();
    catcher.catchKeys();
    type(['H', 'e', 'l']);
    expect(lookup.value).toBe('');
    // The ticket's box appears, holding its draft; the caret is at its end, as the panel puts it.
    const box = field<HTMLTextAreaElement>('textarea');
    box.value = 'Draft. ';
    const inputs: string[] = [];
    box.addEventListener('input', () => inputs.push(box.value));
    box.focus();
    box.setSelectionRange(7, 7);
    catcher.deliverTo(box);
    type(['l', 'o']);
    expect(box.value).toBe('Draft. Hello');
    expect(inputs).toEqual(['Draft. Hel']);
    expect(catcher.catching()).toBe(false);
  });

  it('lets no shortcut see a caught key', () => {
    const catcher = typeAhead();
    const seen: string[] = [];
    const listen = (event: KeyboardEvent) => seen.push(event.key);
    document.addEventListener('keydown', listen);
    stops.push(() => document.removeEventListener('keydown', listen));
    catcher.catchKeys();
    type(['w', '?', 'n']);
    expect(seen).toEqual([]);
  });

  it('stops catching at a key that types nothing or a press, and still gives what it caught', () => {
    const catcher = typeAhead();
    catcher.catchKeys();
    type(['O', 'k']);
    type(['Tab']);
    expect(catcher.catching()).toBe(false);
    const lookup = field<HTMLInputElement>('input');
    lookup.focus();
    type(['4', '2']);
    expect(lookup.value).toBe('42');
    catcher.catchKeys();
    window.dispatchEvent(new Event('pointerdown'));
    expect(catcher.catching()).toBe(false);
    const box = field<HTMLTextAreaElement>('textarea');
    catcher.deliverTo(box);
    expect(box.value).toBe('Ok');
  });

  it('a chord is no typing: Ctrl+A, Alt+W pass to the page', () => {
    const catcher = typeAhead();
    catcher.catchKeys();
    type(['a'], { ctrlKey: true });
    expect(catcher.catching()).toBe(false);
  });

  it('drops what it caught for a ticket that cannot be answered', () => {
    const catcher = typeAhead();
    catcher.catchKeys();
    type(['x']);
    catcher.drop();
    const box = field<HTMLTextAreaElement>('textarea');
    catcher.deliverTo(box);
    expect(box.value).toBe('');
  });
});
