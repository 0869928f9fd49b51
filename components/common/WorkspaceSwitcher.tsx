import { signal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { readSettings, watchSettings } from '@/lib/active-workspace';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { Settings } from '@/lib/storage';
import { activeWorkspace } from '@/lib/workspace';
import { workspaceLabel } from './workspace-label';

/** The workspaces and the active one, followed as Options and the switchers change them. */
export function createSwitcherModel(client: ProtocolClient, first?: Promise<Settings>) {
  const settings = signal<Settings | null>(null);
  return {
    settings,
    start() {
      void (first ?? readSettings()).then((read) => {
        settings.value = read;
      });
      return watchSettings((next) => {
        settings.value = next;
      });
    },
    /** The worker remembers the pick (it owns that item); every page follows. */
    pick: (workspaceId: string) => client.call({ op: 'setActiveWorkspace', workspaceId }),
  };
}

/**
 * The "Workspace" switcher of the popup and the side panel; nothing while there is only one.
 * `settings`: the page's own read of them, when it has one (no second read).
 */
export function WorkspaceSwitcher({
  client,
  settings: first,
}: {
  client: ProtocolClient;
  settings?: Promise<Settings>;
}) {
  const model = useMemo(() => createSwitcherModel(client, first), [client, first]);
  useEffect(() => model.start(), [model]);
  const settings = model.settings.value;
  if (!settings || settings.workspaces.length < 2) return null;
  const active = activeWorkspace(settings);
  return (
    <select
      class="workspace-switcher"
      aria-label={t('workspace.switcher')}
      value={active.id}
      onChange={(event) => void model.pick(event.currentTarget.value).catch(() => undefined)}
    >
      {settings.workspaces.map((workspace, index) => (
        <option key={workspace.id} value={workspace.id}>
          {workspaceLabel(workspace, index)}
        </option>
      ))}
    </select>
  );
}
