import { useModel } from '@preact/signals';

type Disposable = { [Symbol.dispose](): void };

/**
 * The `[Symbol.dispose]` of a model, createModel's contract kept by hand: runs `stops`, ending
 * every effect and listener the model started; useModel disposes the model with its view. Not
 * createModel itself: its code (0.33 KiB gzip, in the chunk every page loads) takes the popup and
 * the side panel over their budgets; and it wraps each function of a model in an action (batched,
 * untracked), so a view reading signals through one (`boxAttributes()`) would no longer redraw,
 * and effects would run at the end of a call instead of at each write.
 */
export const disposeAll = (stops: readonly (() => void)[]) => () => {
  for (const stop of stops) stop();
};

/**
 * useModel for a disposable model that holds more than signals and actions (the client, the
 * settings follower): its code (built once, disposed when the view unmounts), not its type, which
 * refuses such a model.
 */
export const useDisposable = useModel as <T extends Disposable>(build: () => T) => T;
