import { browser } from 'wxt/browser';
import { type ManagedSetup, NO_MANAGED_SETUP, parseManagedSetup } from '@/lib/settings/managed';
import { storeManaged } from './store';

// The policy's workspaces, copied from `storage.managed` for every reader: the browser's first
// `storage.managed` read of a session can take seconds (measured: 2-5 s in Chromium without a
// policy), which no page may wait for. Worker only.

type ManagedArea = { get(keys: null): Promise<Record<string, unknown>> };

/**
 * Reads `storage.managed` and keeps its copy with the settings (lib/settings/worker/store.ts).
 * No policy, or no such area (Firefox rejects without one): no managed workspaces.
 */
export async function mirrorManagedSetup(): Promise<ManagedSetup> {
  const area = (browser.storage as { managed?: ManagedArea }).managed;
  const setup = area
    ? await area.get(null).then(parseManagedSetup, () => NO_MANAGED_SETUP)
    : NO_MANAGED_SETUP;
  await storeManaged(setup);
  return setup;
}

/** Worker start: mirrors the policy now and whenever the administrator changes it. */
export function registerManagedMirror(): void {
  browser.storage.onChanged.addListener((_, area) => {
    if (area === 'managed') void mirrorManagedSetup();
  });
  void mirrorManagedSetup();
}
