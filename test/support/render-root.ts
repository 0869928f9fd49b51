import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach } from 'vitest';
import { eventually, settle } from './settle';

/** A fresh element to render into for each test, unmounted and removed after it; call in a describe or at top level. */
export function useRenderRoot(): () => HTMLElement {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });
  return () => root;
}

/** Lets a page's models read, answer and redraw: `rounds` of settling, each inside `act`. */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(() => settle());
}

/**
 * Options has drawn the parts it loads with import() at mount (the Workspaces section: its list
 * and editor): waited for, never counted in rounds, since a module loaded the first time in a run
 * takes longer on a loaded machine (two unit tests failed so with two workers).
 */
export async function optionsDrawn(root: () => HTMLElement): Promise<void> {
  await eventually(() => {
    const section = root().querySelector('section[aria-labelledby="workspaces-heading"]');
    if (!section?.querySelector('button')) throw new Error('Options is still loading its Workspaces section');
  });
  await flush();
}
