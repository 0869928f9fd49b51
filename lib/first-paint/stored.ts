// The two localStorage items of the first paint, and their writes. Every page imports this file
// (to note the display, or to forget the snapshot at sign-out): it stays this small, and the
// format and the writing of snapshots (snapshot.ts, keep.ts) stay in the popup's own chunk.

export const SNAPSHOT_KEY = 'sidedesk.first-paint';
export const DISPLAY_KEY = 'sidedesk.display';

/** Sets (or, with null, removes) an item; a locked-down profile without localStorage keeps none. */
export function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
  } catch {
    // No localStorage: the popup draws without a snapshot.
  }
}

/** Drops the snapshot: it holds ticket titles, which sign-out and a removed workspace forget. */
export const forgetSnapshot = () => write(SNAPSHOT_KEY, null);

/** Notes the display the pages show now; a snapshot of another one is not drawn. */
export const noteDisplay = (display: string) => write(DISPLAY_KEY, display);
