import { areaKeyOf, defineItem } from '@/lib/storage/item';
import { type ManagedSetup, NO_MANAGED_SETUP } from './managed';
import type { Settings, SettingsV1, WorkspaceView } from './types';
import { DEFAULT_WORKSPACE_ID, emptyWorkspace } from './workspace';

// The three stored items behind the settings: the agent's own settings, the view (the active
// workspace and each workspace's panel ticket, one record) and the copy of the administrator's
// policy. Only lib/settings/ and the worker's writer (lib/settings/worker/store.ts) import this
// file (test/unit/rules/one-writer.test.ts): every other module reads the resolved settings through
// lib/settings/read.ts, and only the worker writes.

export const defaultSettings: Settings = {
  workspaces: [
    {
      ...emptyWorkspace(),
      brokerUrl: import.meta.env.WXT_BROKER_URL ?? '',
      apiBaseUrl: import.meta.env.WXT_API_BASE_URL ?? '',
    },
  ],
  activeWorkspaceId: DEFAULT_WORKSPACE_ID,
};

/**
 * Stored settings as the current shape. Layout 4 (lib/worker/migrations.ts) rewrites version 1
 * (one flat configuration), but a page may read before the worker has moved an older layout.
 */
function decodeSettings(stored: unknown): Settings {
  if (!stored || typeof stored !== 'object') return defaultSettings;
  const old = stored as SettingsV1 | Settings;
  if ('workspaces' in old) return old;
  return {
    workspaces: [
      {
        ...emptyWorkspace(),
        brokerUrl: old.brokerUrl ?? '',
        apiBaseUrl: old.apiBaseUrl ?? '',
        authorEmail: old.authorEmail ?? '',
        linkPatterns: old.linkPatterns ?? [],
      },
    ],
    activeWorkspaceId: DEFAULT_WORKSPACE_ID,
    watchIntervalMinutes: old.watchIntervalMinutes,
    theme: old.theme,
  };
}

export const settingsStorage = defineItem<Settings>('local:settings', { fallback: defaultSettings });

const NO_VIEW: WorkspaceView = { active: null, panels: {} };

/**
 * Which workspace the popup and the side panel show, and the ticket each workspace's panel shows:
 * one record, so that a switch and the ticket it shows change in one write (lib/settings/worker/view.ts).
 */
export const viewStorage = defineItem<WorkspaceView>('local:view', { fallback: NO_VIEW });

/**
 * Workspaces an administrator pushes by policy, as the worker last read them from
 * `storage.managed` (lib/settings/managed.ts): pages read this copy, never the slow managed area.
 */
const managedSetupStorage = defineItem<ManagedSetup>('local:managedSetup', {
  fallback: NO_MANAGED_SETUP,
});

/**
 * The three items' keys in storage.local and how a stored value reads: the one decoding, for the
 * pages' reads (lib/settings/read.ts) and the worker's copy (lib/settings/worker/store.ts).
 */
export const STORED = {
  settings: { key: areaKeyOf(settingsStorage), decode: decodeSettings },
  view: {
    key: areaKeyOf(viewStorage),
    decode: (value: unknown) => (value as WorkspaceView | undefined) ?? NO_VIEW,
  },
  managed: {
    key: areaKeyOf(managedSetupStorage),
    decode: (value: unknown) => (value as ManagedSetup | undefined) ?? NO_MANAGED_SETUP,
  },
};
