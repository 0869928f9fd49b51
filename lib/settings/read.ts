import { readStorage, watchStorage } from '@/lib/storage/item';
import { STORED } from './items';
import { type ActiveWorkspace, resolveState, settingsForScope, toActive } from './resolve';
import type { Settings, SettingsState } from './types';

// The settings as every page reads them: one read of the three stored items, resolved
// (lib/settings/resolve.ts), and a follower that subscribes before its first read so that no change
// between the two is lost. Read-only: a page changes the settings through the protocol
// (`changeSettings`, `setActiveWorkspace`, `showInPanel`), and the worker writes them.

export { toActive } from './resolve';
export type { PanelTicket, Settings, SettingsState } from './types';

const KEYS = [STORED.settings.key, STORED.view.key, STORED.managed.key];

/** The resolved settings and the active workspace's panel ticket, from one storage read. */
export async function readSettingsState(): Promise<SettingsState> {
  const stored = await readStorage('local', KEYS);
  const { settings, view, managed } = STORED;
  return resolveState(
    settings.decode(stored[settings.key]),
    managed.decode(stored[managed.key]),
    view.decode(stored[view.key]),
  );
}

export const readSettings = async (): Promise<Settings> => (await readSettingsState()).settings;

export const readActiveWorkspace = async (): Promise<ActiveWorkspace> => toActive(await readSettings());

/** The settings as a page that shows `scope` needs them: that workspace active (author, signature). */
export const readSettingsFor = async (scope: string): Promise<Settings> =>
  settingsForScope(await readSettings(), scope);

/**
 * A page's view of the settings: subscribed first, then read, and read again on every change; a
 * read that answers after a newer one is dropped. `first` is the first state the page can draw.
 */
export interface SettingsFollower {
  readonly first: Promise<SettingsState>;
  /** The newest state read so far (null before the first read answers). */
  current(): SettingsState | null;
  /** Calls `listener` with every newer state (and at once with the current one, when there is one). */
  subscribe(listener: (state: SettingsState) => void): () => void;
  stop(): void;
}

export function followSettings(): SettingsFollower {
  const listeners = new Set<(state: SettingsState) => void>();
  let current: SettingsState | null = null;
  let asked = 0;
  let shown = 0;
  let resolveFirst: (state: SettingsState) => void = () => undefined;
  const first = new Promise<SettingsState>((resolve) => {
    resolveFirst = resolve;
  });
  const read = () => {
    const turn = ++asked;
    void readSettingsState().then(
      (state) => {
        if (turn <= shown) return; // a newer read answered first
        shown = turn;
        current = state;
        resolveFirst(state);
        for (const listener of listeners) listener(state);
      },
      () => undefined,
    );
  };
  const stops = KEYS.map((key) => watchStorage('local', key, read));
  read();
  return {
    first,
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      if (current) listener(current);
      return () => listeners.delete(listener);
    },
    stop() {
      for (const stop of stops) stop();
      listeners.clear();
    },
  };
}
