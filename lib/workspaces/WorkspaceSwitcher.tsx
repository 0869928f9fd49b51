import { createModel, signal, useModel } from '@preact/signals';
import { describeError, t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { followSettings, type Settings, type SettingsFollower } from '@/lib/settings/read';
import { activeWorkspace } from '@/lib/settings/workspace';
import { workspaceLabel } from '@/lib/settings/workspace-label';
import { ErrorMessage } from '@/lib/ui/ErrorMessage';
import { untilDisposed } from '@/lib/until-disposed';

/**
 * The workspaces and the active one, followed as Options and the switchers change them: through
 * the page's follower (or its own: subscribed before its first read) until disposed.
 */
const SwitcherModel = createModel((client: ProtocolClient, follower?: SettingsFollower) => {
  // The page's follower may have read them already: the first render draws the switcher.
  const settings = signal<Settings | null>(follower?.current()?.settings ?? null);
  /** Why the last pick did not take (said under the switcher, never swallowed). */
  const error = signal<string | null>(null);
  const source = follower ?? followSettings();
  untilDisposed(() =>
    source.subscribe((state) => {
      settings.value = state.settings;
    }),
  );
  // The page's own follower is its page's to stop.
  if (!follower) untilDisposed(() => source.stop);
  return {
    settings,
    error,
    /** The worker remembers the pick (it owns that record); every page follows. */
    async pick(workspaceId: string) {
      error.value = null;
      try {
        await client.call({ op: 'setActiveWorkspace', workspaceId });
      } catch (failure) {
        error.value = t('workspace.switch-failed', { reason: describeError(failure) });
      }
    },
  };
});

/**
 * The "Workspace" switcher of the popup and the side panel; nothing while there is only one.
 * `settings`: the page's own follower of them, when it has one (no second read).
 */
export function WorkspaceSwitcher({
  client,
  settings: follower,
}: {
  client: ProtocolClient;
  settings?: SettingsFollower;
}) {
  // Built once (a page's client and follower stay) and disposed with the switcher.
  const model = useModel(() => new SwitcherModel(client, follower));
  const settings = model.settings.value;
  if (!settings || settings.workspaces.length < 2) return null;
  const active = activeWorkspace(settings);
  return (
    <>
      <select
        class="workspace-switcher"
        aria-label={t('workspace.switcher')}
        value={active.id}
        onChange={(event) => void model.pick(event.currentTarget.value)}
      >
        {settings.workspaces.map((workspace, index) => (
          <option key={workspace.id} value={workspace.id}>
            {workspaceLabel(workspace, index)}
          </option>
        ))}
      </select>
      <ErrorMessage id="workspace-switch-error" message={model.error.value} />
    </>
  );
}
