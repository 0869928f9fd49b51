import { useModel } from '@preact/signals';

type Disposable = { [Symbol.dispose](): void };

/**
 * The contract of @preact/signals' createModel, kept by hand: `[Symbol.dispose]()` runs `stops`,
 * ending every effect and listener the model started, and useModel disposes the model with its
 * view. Not createModel itself: its code (0.33 KiB gzip, in the chunk every page loads) takes
 * the popup and the side panel over their budgets; and it wraps each function of a model in an
 * action (batched, untracked), so a view reading signals through one (`boxAttributes()`) would
 * no longer redraw, and effects would run at the end of a call instead of at each write.
 */
export function disposable<T extends object>(model: T, stops: readonly (() => void)[]): T & Disposable {
  return Object.assign(model, {
    [Symbol.dispose]() {
      for (const stop of stops) stop();
    },
  });
}

/**
 * useModel for a disposable model that holds more than signals and actions (the client, the
 * settings follower): its code (built once, disposed when the view unmounts), not its type, which
 * refuses such a model.
 */
export const useDisposable = useModel as <T extends Disposable>(build: () => T) => T;
