import { effect, type Signal, signal } from '@preact/signals';
import type { Agent, Ticket } from '@/lib/api/schemas';
import { activeLocale } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { agentStorage, settingsStorage } from '@/lib/storage';
import { activeWorkspace, type Workspace } from '@/lib/workspace';
import { bindSavedReplies, type ComposerFieldsLike } from './composer-binding';
import { createRepliesPicker } from './picker-model';

/**
 * Saved replies for one composer: the picker over this ticket, the agent and the workspace (read
 * from storage, which the worker keeps), bound to the composer's fields. Loads in the background.
 */
export function createComposerReplies(
  client: ProtocolClient,
  scope: string,
  ticket: Signal<Ticket | null>,
  composer: ComposerFieldsLike,
  boxId: string,
) {
  const agent = signal<Agent | null>(null);
  const workspace = signal<Workspace | null>(null);
  const picker = createRepliesPicker({
    client,
    ticket: () => ticket.value,
    agent: () => agent.value,
    workspace: () => workspace.value,
    locale: activeLocale(), // the UI language: {{today}} and FAQ links in it
  });
  const readContext = () =>
    void Promise.all([agentStorage.get(scope), settingsStorage.getValue()])
      .then(([stored, settings]) => {
        agent.value = stored;
        workspace.value = activeWorkspace(settings);
      })
      .catch(() => undefined);
  // Read again each time the list opens: the worker learns the agent with the first token, and
  // the saved replies and signature may have changed in Options meanwhile.
  effect(() => {
    if (!picker.open.value) return;
    readContext();
    void picker.loadReplies();
  });
  readContext();
  void picker.load().catch(() => undefined);
  return bindSavedReplies(picker, composer, boxId);
}
