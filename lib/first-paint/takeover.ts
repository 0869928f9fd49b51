import type { SettingsFollower } from '@/lib/settings/read';
import { displayOf } from './display';
import { PAINTED } from './input';
import { keepSnapshot } from './keep';

// The app taking the popup over from its first paint. When the paint script drew a snapshot into
// the root, the app renders into a copy of the root off the page, and that copy replaces the
// drawn one in the same task as the app's first complete draw: the page goes from the snapshot to
// the app in one frame, with no frame of a half-drawn app between, and what the agent typed or
// pressed on the snapshot meanwhile is handed to the app (input.ts). Without a snapshot, the app
// renders into the root as it always did.

/** How long the page must be still before what it shows is kept again. */
const SETTLE_MS = 250;

interface Takeover {
  /** Where the app renders. */
  root: HTMLElement;
  /** Call once the app's first complete draw is in the DOM (its lists read). */
  ready(): void;
}

export function takeOver(root: HTMLElement, settings: SettingsFollower): Takeover {
  const handOver = window.sidedeskHandOver;
  const appRoot = handOver ? (root.cloneNode(false) as HTMLElement) : root;
  appRoot.removeAttribute(PAINTED);
  let done = false;
  const keep = () => {
    const current = settings.current();
    if (current) keepSnapshot(appRoot, displayOf(current.settings));
  };
  return {
    root: appRoot,
    ready() {
      if (done) return;
      done = true;
      // What the app shows now is kept; what the agent's input on the snapshot leads to is not
      // (a tab they chose), as after any act of theirs in the app.
      const acted = handOver?.(appRoot) ?? false;
      keep();
      if (!acted) keepWhileUntouched(appRoot, keep);
    },
  };
}

/**
 * What the popup shows as it opens is its next first paint: kept again when it changes by itself
 * (a refresh, an answer of the worker), until the agent first acts in it (a tab chosen, text typed, a button pressed).
 */
function keepWhileUntouched(root: HTMLElement, keep: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(keep, SETTLE_MS);
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  // A click alone is an act too: a screen reader's virtual cursor presses with no pointer or key.
  const acts = ['pointerdown', 'keydown', 'click'];
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of acts) document.removeEventListener(type, stop, true);
  };
  for (const type of acts) document.addEventListener(type, stop, true);
}
