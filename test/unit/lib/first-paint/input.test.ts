// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { takeInput } from '@/lib/first-paint/input';

// What the agent does on the drawn snapshot before the app has taken over reaches the app's own
// elements, and never an element that shows something else than the one pressed.

/** A popup's markup: the lookup form, two tabs and the Recent rows with these titles. */
function markup(titles: string[]): string {
  const rows = titles
    .map(
      (title, i) =>
        `<li><button class="open">#${i + 1} ${title} <time datetime="2026-12-01T10:0${i}">${i + 2} min</time></button></li>`,
    )
    .join('');
  return `<main><form><input id="lookup-input" type="text"><button type="submit">Open</button></form><div role="tablist"><button role="tab" id="tab-watched">Watched</button><button role="tab" id="tab-recent">Recent</button></div><ul>${rows}</ul></main>`;
}

/** The drawn snapshot in the page, taking input, and an app root of `titles` that records what reaches it. */
function popup(titles: string[], appTitles = titles) {
  const painted = document.body.appendChild(document.createElement('div'));
  painted.innerHTML = markup(titles);
  const handOver = takeInput(painted);
  const app = document.createElement('div');
  app.innerHTML = markup(appTitles);
  const reached: string[] = [];
  app.addEventListener('click', (event) =>
    reached.push(`click ${(event.target as Element).closest('button')?.textContent?.split(' ')[0]}`),
  );
  app.addEventListener('keydown', (event) => reached.push(`key ${event.key}`));
  app.addEventListener('input', (event) => reached.push(`input ${(event.target as HTMLInputElement).value}`));
  app.addEventListener('submit', (event) => {
    event.preventDefault();
    reached.push('submit');
  });
  return { painted, app, handOver, reached };
}

const press = (element: Element, key: string) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('input taken by the first paint', () => {
  it('hands typed text, the caret and the focus to the app’s field, and submits what Enter asked', () => {
    const { painted, app, handOver, reached } = popup(['Refund', 'Login']);
    const field = painted.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = '4217';
    field.setSelectionRange(2, 2);
    expect(press(field, '4')).toBe(true); // typing stays the browser's own
    expect(press(field, 'Enter')).toBe(false); // the drawn form never submits by itself
    expect(handOver(app)).toBe(true); // the agent acted: what the app shows next is not kept
    const appField = app.querySelector('input') as HTMLInputElement;
    expect(app.isConnected).toBe(true);
    expect(appField.value).toBe('4217');
    expect(document.activeElement).toBe(appField);
    expect(appField.selectionStart).toBe(2);
    expect(reached).toEqual(['input 4217', 'key Enter', 'submit']);
  });

  it('carries out clicks and keys in order on the same elements of the app, a relative time moved on or not', () => {
    const { painted, app, handOver, reached } = popup(['Refund', 'Login']);
    (painted.querySelector('#tab-recent') as HTMLElement).click();
    const row = painted.querySelectorAll('button.open')[1] as HTMLElement;
    press(row, 'z');
    row.click();
    (app.querySelector('time') as HTMLElement).textContent = '9 min'; // the clock moved on since the snapshot
    handOver(app);
    expect(reached).toEqual(['click Recent', 'key z', 'click #2']);
  });

  it('acts on no ticket but the one pressed: a row that shows another ticket ends the queue there', () => {
    const { painted, app, handOver, reached } = popup(['Refund', 'Login'], ['Password', 'Refund']);
    (painted.querySelectorAll('button.open')[0] as HTMLElement).click(); // #1 Refund…
    (painted.querySelector('#tab-recent') as HTMLElement).click(); // …and after it, nothing
    handOver(app);
    expect(reached).toEqual([]);
    expect(app.isConnected).toBe(true);
    expect(painted.isConnected).toBe(false);
  });

  it('says when the agent did nothing on the snapshot: the app goes on keeping what it shows', () => {
    const { app, handOver, reached } = popup(['Refund']);
    expect(handOver(app)).toBe(false);
    expect(reached).toEqual([]);
    expect(app.isConnected).toBe(true);
  });

  it('presses a button on Enter or Space when the app’s own handler did not take the key', () => {
    const { painted, app, handOver, reached } = popup(['Refund']);
    press(painted.querySelector('#tab-watched') as Element, 'Enter');
    press(painted.querySelector('button.open') as Element, ' ');
    handOver(app);
    expect(reached).toEqual(['key Enter', 'click Watched', 'key  ', 'click #1']);
  });
});
