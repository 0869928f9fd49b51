import { effect, untracked } from '@preact/signals';

/**
 * Inside a `createModel` factory: runs `start` now (a storage watch, a listener, a subscription)
 * and its returned stop when the model is disposed. It is an effect, so the model owns it and
 * disposes it with its other effects, in the order they were made; `start` runs untracked (it
 * subscribes, it does not follow the signals it happens to read).
 */
export function untilDisposed(start: () => () => void): void {
  effect(() => untracked(start));
}
