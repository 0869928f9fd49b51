import { vi } from 'vitest';
import { applyChanges, type SettingsChange } from '@/lib/settings/changes';
import type { SettingsStore } from '@/lib/settings/settings-model';
import type { Settings } from '@/lib/settings/types';

/**
 * Options' settings store in memory, standing in for the worker: `change` applies the page's
 * changes as the worker does (lib/settings/changes.ts) and tells the followers. `change` is a spy.
 */
export function memorySettingsStore(initial: Settings) {
  let value = initial;
  const listeners = new Set<(settings: Settings) => void>();
  const store = {
    follow(listener: (settings: Settings) => void) {
      listeners.add(listener);
      queueMicrotask(() => listener(value));
      return () => void listeners.delete(listener);
    },
    change: vi.fn(async (changes: SettingsChange[]) => {
      const applied = applyChanges(value, changes);
      if (!applied) throw new Error('no such workspace');
      value = applied.settings;
      for (const listener of listeners) listener(value);
      return applied;
    }),
    current: () => value,
    /** A change made elsewhere (another tab): followers hear of it. */
    setElsewhere(next: Settings) {
      value = next;
      for (const listener of listeners) listener(value);
    },
  } satisfies SettingsStore & Record<string, unknown>;
  return store;
}
