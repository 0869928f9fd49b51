import { render } from 'preact';
import { afterEach, beforeEach } from 'vitest';

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
