import { signal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { readSettings, watchSettings } from '@/lib/active-workspace';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { Settings } from '@/lib/storage';
import { activeWorkspace } from '@/lib/workspace';
import { workspaceLabel } from './workspace-label';

/** The workspaces and the active one, followed as Options and the switchers change them. */
export function createSwitcherModel(client: ProtocolClient) {
  const settings = signal<Settings | null>(null);
  return {
    settings,
    start() {
      void readSettings().then((read) => {
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

/** The "Workspace" switcher of the popup and the side panel; nothing while there is only one. */
export function WorkspaceSwitcher({ client }: { client: ProtocolClient }) {
  const model = useMemo(() => createSwitcherModel(client), [client]);
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
