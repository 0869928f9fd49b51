import { createModel, effect, type Signal, signal } from '@preact/signals';
import type { Agent, Ticket } from '@/lib/api/schemas';
import { reported } from '@/lib/diagnostics/report';
import { activeLocale } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { isOnlySignature, withSignature } from '@/lib/records/signature';
import { readSettingsFor } from '@/lib/settings/read';
import { activeWorkspace, type Workspace } from '@/lib/settings/workspace';
import { agentStorage } from '@/lib/storage/read';
import { bindSavedReplies, type ComposerFieldsLike } from './composer-binding';
import { createRepliesPicker } from './picker-model';

/**
 * Saved replies for one composer: the picker over this ticket, the agent and the workspace (read
 * from storage, which the worker keeps), bound to the composer's fields. Loads in the background.
 * Its effects end with `[Symbol.dispose]()`: the pane's useModel disposes it with the pane.
 */
const ComposerReplies = createModel(
  (
    client: ProtocolClient,
    scope: string,
    ticket: Signal<Ticket | null>,
    composer: ComposerFieldsLike,
    boxId: string,
  ) => {
    const agent = signal<Agent | null>(null);
    const workspace = signal<Workspace | null>(null);
    const picker = createRepliesPicker({
      client,
      ticket: () => ticket.value,
      agent: () => agent.value,
      workspace: () => workspace.value,
      locale: activeLocale(), // the UI language: {{today}} and FAQ links in it
    });
    /** Settles once the agent and the workspace are read (a failed read leaves them as they were). */
    const readContext = () =>
      Promise.all([agentStorage.get(scope), readSettingsFor(scope)])
        .then(([stored, settings]) => {
          agent.value = stored;
          workspace.value = activeWorkspace(settings);
        })
        .catch(reported('saved-replies/context'));
    // Read again each time the list opens: the worker learns the agent with the first token, and
    // the saved replies and signature may have changed in Options meanwhile.
    effect(() => {
      if (!picker.open.value) return;
      void readContext();
      void picker.loadReplies();
    });
    const contextRead = readContext();
    void picker.load().catch(reported('saved-replies/load'));
    // The signature may name the agent: a worker that has not stored them yet is asked.
    const agentKnown = contextRead.then(async () => {
      if (agent.peek()) return;
      const status = await client.call({ op: 'getStatus' }).catch(reported('saved-replies/agent', null));
      if (status?.agent && !agent.peek()) agent.value = status.agent;
    });
    addSignatureOnce(composer, ticket, agentKnown, () => picker.signatureText(composer.format.peek()), boxId);
    return bindSavedReplies(picker, composer, boxId);
  },
);

export const createComposerReplies = (
  client: ProtocolClient,
  scope: string,
  ticket: Signal<Ticket | null>,
  composer: ComposerFieldsLike,
  boxId: string,
) => new ComposerReplies(client, scope, ticket, composer, boxId);

/**
 * A new message (no stored draft: nothing in the box once it is loaded) gets the workspace's
 * signature once, variables resolved, with the caret above it. Never twice: a reopened draft
 * already holds it, a saved reply goes in before it, and each ticket has its own composer. The
 * composer counts a message holding only the signature as empty (no draft, no send), and signs
 * the next message after a send again (composer-model.ts). Its effects are the model's.
 */
function addSignatureOnce(
  composer: ComposerFieldsLike,
  ticket: Signal<Ticket | null>,
  contextRead: Promise<void>,
  signatureText: () => string,
  boxId: string,
) {
  let done = false;
  const stop = effect(() => {
    if (done || !composer.loaded.value || !ticket.value) return;
    done = true;
    void contextRead.then(() => {
      stop();
      const signature = signatureText();
      if (!signature || composer.message.peek().trim()) return;
      composer.signature.value = signature;
      composer.message.value = withSignature('', signature);
    });
  });
  // The caret waits above the signature whenever the box holds only it: a new message, the next
  // one after a send.
  effect(() => {
    if (!isOnlySignature(composer.message.value, composer.signature.value)) return;
    requestAnimationFrame(() =>
      (document.getElementById(boxId) as HTMLTextAreaElement | null)?.setSelectionRange(0, 0),
    );
  });
}
