import { computed, effect, signal } from '@preact/signals';
import { describeError } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { ReplyInput, Results } from '@/lib/messaging/protocol';
import { agentStorage, type Draft, draftsStorage, replyLogStorage, settingsStorage } from '@/lib/storage';
import { createDraftSaver, createDraftsMirror, emptyDraft, loadDraft } from '@/lib/tickets/drafts';
import type { LoggedReplyEntry } from '@/lib/tickets/reply-log';
import { createComposerFields, type DraftFields } from './composer-fields';
import { mergeExternalDraft, sameDraft } from './draft-merge';
import { createSendOutcome } from './send-outcome';

// The reply composer of one ticket. A new model per ticket, so switching tickets never mixes
// drafts. What the agent types is saved as a draft (debounced); the send runs in the worker,
// whose outcome (in storage) this model shows, also to a panel reopened after it was closed.

export interface ComposerOptions {
  onSent?: (result: Results['createReply']) => void;
  saveDelayMs?: number;
  newSendId?: () => string;
}

export type ComposerModel = ReturnType<typeof createComposerModel>;

export function createComposerModel(client: ProtocolClient, ticketId: number, options: ComposerOptions = {}) {
  const fields = createComposerFields(ticketId);
  const sent = createSendOutcome(client, ticketId);
  const { outcome } = sent;
  const loaded = signal(false);
  const sending = signal(false);
  const formError = signal('');
  const log = signal<LoggedReplyEntry[]>([]);
  /** Who the reply will be from: the options override, else the broker's agent (the worker decides). */
  const author = signal('');

  const parents = computed(() => log.value.filter((entry) => !entry.isDraft));
  const inFlight = computed(() => sending.value || outcome.value?.state === 'pending');
  /** An ambiguous failure the agent has not yet decided about: no plain Send until they do. */
  const undecided = computed(() => outcome.value?.state === 'unknown' && !outcome.value.acknowledged);
  const canSend = computed(() => loaded.value && !inFlight.value && !undecided.value);
  const sendLabel = computed(() => (fields.isDraft.value ? 'Save draft' : 'Send'));

  /** Why the text on screen is not saved as a draft (storage full), or ''. */
  const draftError = signal('');

  let lastSaved: DraftFields = emptyDraft(ticketId);
  const mirror = createDraftsMirror();
  const saver = createDraftSaver(options.saveDelayMs ?? 400, async (draft) => {
    // Set before the write: the storage change it causes must not look like someone else's edit.
    const previous = lastSaved;
    lastSaved = draft;
    try {
      await mirror.save(draft);
      draftError.value = '';
    } catch (error) {
      // Never silent (the text would be lost with the panel), and never thrown at the debounce
      // timer or at a send, which must go on: the agent is told and the text stays on screen.
      lastSaved = previous;
      draftError.value = describeError(error);
    }
  });

  let applying = false;
  function apply(draft: DraftFields) {
    applying = true;
    fields.fromDraft(
      draft,
      log.value.map((entry) => entry.id),
    );
    applying = false;
    lastSaved = draft;
    draftError.value = ''; // what shows is what is stored
  }
  const blank = (): DraftFields => ({ ...emptyDraft(ticketId), isHtml: fields.isHtml.peek() });

  // Every edit schedules a save; nothing is saved before the stored draft is loaded or during a send.
  const stopAutosave = effect(() => {
    const draft = fields.toDraft();
    if (applying || !loaded.peek() || sending.peek()) return;
    saver.schedule(draft);
  });

  /** Someone else changed the stored draft (a quote from the context menu): take it in, losing nothing. */
  function onStoredDraft(stored: Draft | undefined) {
    if (!loaded.peek() || sending.peek()) return;
    const unchanged = stored
      ? sameDraft(stored, lastSaved)
      : !lastSaved.message && !lastSaved.attachments.length;
    if (unchanged) return;
    // Text that storage refused exists only on screen: merge into it, never replace it.
    if (!saver.dirty && !draftError.peek()) return apply(stored ?? blank());
    const merged = mergeExternalDraft(fields.toDraft(), lastSaved, stored);
    lastSaved = stored ?? emptyDraft(ticketId);
    fields.message.value = merged.message;
    fields.attachments.value = merged.attachments;
  }

  async function load() {
    const [draft, logs, settings, agent] = await Promise.all([
      mirror.ready.then(() => loadDraft(ticketId)),
      replyLogStorage.getValue(),
      settingsStorage.getValue(),
      agentStorage.getValue(),
    ]);
    // Who the reply will be from, as the agent knows themselves: the override, else "Name <e-mail>".
    const named = (who: { name: string; email: string } | null | undefined) =>
      who ? `${who.name} <${who.email}>` : '';
    author.value = settings.authorEmail || named(agent);
    if (!author.value) {
      void client.call({ op: 'getStatus' }).then(
        (status) => (author.value = named(status.agent)),
        () => undefined,
      );
    }
    log.value = logs[ticketId] ?? [];
    if (draft) apply(draft);
    loaded.value = true;
    await sent.load();
  }

  async function send() {
    if (!canSend.value) return;
    const parentReplyId = fields.parentReplyId.value;
    const draft = fields.toDraft();
    formError.value = !draft.message.trim()
      ? 'Write a message before sending.'
      : parentReplyId === 'invalid'
        ? 'The parent reply ID must be a reply number, like 5012.'
        : '';
    if (formError.value || parentReplyId === 'invalid') return;
    sending.value = true;
    const { message, isHtml, isDraft, complete, suppressAutoupdate, attachments } = draft;
    const reply: ReplyInput = {
      message,
      isHtml,
      isDraft,
      complete,
      suppressAutoupdate,
      parentReplyId,
      attachments,
    };
    const sendId = options.newSendId?.() ?? crypto.randomUUID();
    try {
      // The stored draft must hold exactly what is sent: it stays if the send fails in any way.
      // A draft storage refuses is reported (draftError) and the send goes on.
      saver.schedule(draft);
      await saver.flush();
      const result = await client.call({ op: 'createReply', ticketId, sendId, reply });
      // Confirmed: the worker deleted the draft (or kept what was added meanwhile).
      apply((await loadDraft(ticketId)) ?? blank());
      options.onSent?.(result);
    } catch (error) {
      // Recorded failures show from the outcome; anything else (the worker did not answer) here.
      const recorded = await sent.read().catch(() => null);
      if (recorded?.sendId !== sendId) formError.value = describeError(error);
    } finally {
      // However the send ended, the composer must not stay "Sending…".
      await sent.refresh().catch(() => undefined);
      sending.value = false;
    }
  }

  return {
    ...fields,
    loaded,
    sending,
    inFlight,
    formError,
    draftError,
    outcome,
    log,
    author,
    parents,
    canSend,
    sendLabel,
    undecided,
    send,
    /** Only offered once the verdict on an ambiguous failure is on screen. */
    async sendAgain() {
      const current = outcome.value;
      if (current?.state !== 'unknown' || current.checking) return;
      await sent.acknowledge();
      await send();
    },
    dismissOutcome: sent.acknowledge,
    /** Writes a pending change now (pagehide, hidden tab, ticket switch). */
    flush: () => saver.flush(),
    /** Loads the stored draft and follows storage; returns the cleanup (which saves what is pending). */
    start() {
      void load();
      const stops = [
        draftsStorage.watch((all) => onStoredDraft(all?.[ticketId])),
        replyLogStorage.watch((all) => {
          log.value = all?.[ticketId] ?? [];
        }),
        sent.watch(() => sending.peek()),
      ];
      return () => {
        for (const stop of stops) stop();
        mirror.stop();
        stopAutosave();
        void saver.flush();
      };
    },
  };
}
