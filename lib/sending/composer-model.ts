import { computed, createModel, effect, signal, untracked } from '@preact/signals';
import { reported } from '@/lib/diagnostics/report';
import { sanitizeReply } from '@/lib/html/sanitizer';
import { describeError, t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { replyFieldsOf, type SendKind } from '@/lib/records/reply-fields';
import { loadDraft } from '@/lib/sending/draft-read';
import { readSettingsFor } from '@/lib/settings/read';
import { activeWorkspace } from '@/lib/settings/workspace';
import {
  agentStorage,
  type LoggedReply,
  replyLogStorage,
  type TicketSnapshot,
  unsavedTypingStorage,
} from '@/lib/storage/read';
import { untilDisposed } from '@/lib/until-disposed';
import { createComposerDraft } from './composer-draft';
import { createComposerFields } from './composer-fields';
import { renderReply, replyToPost, statusKey } from './send-control';
import { createSendOutcome } from './send-outcome';

// The reply composer of one ticket. A new model per ticket, so switching tickets never mixes
// drafts. What the agent types is saved as a draft on every change by the worker, the drafts' only
// writer; the send runs in the worker too, whose outcome (in storage) this model shows, also to a
// panel reopened after it was closed. `scope` is the workspace the ticket belongs to. The draft's
// side (saving, taking in a change made elsewhere, rescuing typing) is composer-draft.ts.

interface ComposerOptions {
  /** A send of this ticket was confirmed (the panel reads the ticket again). */
  onSent?: () => void;
  /** What the agent sees of the ticket now: a ticket that moved since is not sent silently. */
  seen?: () => TicketSnapshot | 'unknown' | null;
  /** Hold typing this long before saving it (tests of unsaved typing); by default each change is saved. */
  saveDelayMs?: number;
  newSendId?: () => string;
  /** The sanitizer of what is sent (the preview's, sanitizer.ts); tests pass their own. */
  sanitize?: (markup: string) => Promise<string>;
}

const Composer = createModel(
  (client: ProtocolClient, scope: string, ticketId: number, options: ComposerOptions) => {
    const fields = createComposerFields();
    const sent = createSendOutcome(client, scope, ticketId);
    const { outcome } = sent;
    const loaded = signal(false);
    const sending = signal(false);
    const formError = signal('');
    const log = signal<LoggedReply[]>([]);
    /** Who the reply will be from: the options override, else the broker's agent (the worker decides). */
    const author = signal('');

    const parents = computed(() => log.value.filter((entry) => !entry.isDraft));
    const inFlight = computed(() => {
      const state = outcome.value?.state;
      return sending.value || state === 'pending' || state === 'waiting' || state === 'queued';
    });
    /** An ambiguous failure the agent has not yet decided about: no plain Send until they do. */
    const undecided = computed(() => outcome.value?.state === 'unknown' && !outcome.value.acknowledged);
    const canSend = computed(() => loaded.value && !inFlight.value && !undecided.value);
    /** The primary button follows "Complete ticket". */
    const completes = computed(() => fields.complete.value);
    const status = computed(() => statusKey({ ...fields.toReply(), isDraft: false }));
    /**
     * The agent changed the message after a send failed or was refused: the error was about the
     * text as it was, so it goes (no Dismiss needed). A decision still open (a ticket that moved,
     * an ambiguous failure) stays until the agent makes it.
     */
    function clearStale() {
      formError.value = '';
      const last = outcome.value;
      const stale = last?.state === 'failed' || (last?.state === 'held' && last.reason === 'late');
      if (stale && !last.acknowledged) void sent.acknowledge().catch(reported('composer/acknowledge'));
    }

    const draft = createComposerDraft(client, scope, ticketId, fields, {
      loaded,
      sending,
      logged: () => log.value.map((entry) => entry.id),
      onEdit: clearStale,
      saveDelayMs: options.saveDelayMs,
    });
    const { draftError, savedInInbox, untyped } = draft;

    async function load() {
      const [stored, unsaved, logs, settings, agent] = await Promise.all([
        loadDraft(scope, ticketId),
        unsavedTypingStorage.get(scope, ticketId),
        replyLogStorage.get(scope, ticketId),
        readSettingsFor(scope),
        agentStorage.get(scope),
      ]);
      // Who the reply will be from, as the agent knows themselves: the override, else "Name <e-mail>".
      const named = (who: { name: string; email: string } | null | undefined) =>
        who ? `${who.name} <${who.email}>` : '';
      author.value = activeWorkspace(settings).authorEmail || named(agent);
      if (!author.value) {
        void client.call({ op: 'getStatus' }).then(
          (status) => (author.value = named(status.agent)),
          () => undefined,
        );
      }
      log.value = logs ?? [];
      let shown = stored;
      if (unsaved) {
        // The last panel closed before the worker had its typing: hand it over now (merged, not lost).
        shown = (await client.call({ op: 'saveDraft', ticketId, draft: unsaved.draft, base: unsaved.base }))
          .draft;
        await unsavedTypingStorage.remove(scope, [ticketId]);
      }
      if (shown) draft.apply(replyFieldsOf(shown));
      savedInInbox.value = shown?.savedInInbox?.at ?? null;
      loaded.value = true;
      await sent.load();
    }

    /** Send (after the undo window, in the worker); `anyway`: even if the ticket moved. */
    async function send(kind: SendKind = 'send', anyway = false) {
      if (!canSend.value) return;
      const parentReplyId = fields.parentReplyId.value;
      const typed = fields.toReply();
      formError.value = untyped.value
        ? t('composer.write-first')
        : parentReplyId === 'invalid'
          ? t('composer.bad-parent')
          : '';
      if (formError.value) return;
      sending.value = true;
      const sendId = options.newSendId?.() ?? crypto.randomUUID();
      try {
        // The stored draft holds exactly what was typed until the worker takes it for the send.
        await draft.save(typed);
        const body = await renderReply(typed.message, fields.format.value, options.sanitize ?? sanitizeReply);
        if (!body.message.trim()) {
          formError.value = t('composer.nothing-left');
          return;
        }
        const reply = replyToPost(typed, body, kind);
        const seen = anyway ? null : (options.seen?.() ?? null);
        const queued = await client.call({
          op: 'queueReply',
          ticketId,
          sendId,
          reply,
          seen,
          typed,
          ...(anyway ? { anyway: true as const } : {}),
        });
        outcome.value = queued.outcome;
        if (draftError.peek()) {
          // Storage refused the draft: the text lives only on screen, so it stays until the send is
          // confirmed (a failed or undone send could not put it back from storage).
          keptUntilSent = sendId;
        } else {
          const left = await loadDraft(scope, ticketId);
          if (left) draft.apply(replyFieldsOf(left));
          else draft.blankAfterSend();
        }
      } catch (error) {
        formError.value = describeError(error);
      } finally {
        await sent.refresh().catch(reported('composer/refresh'));
        sending.value = false;
      }
      // A draft change made by the worker during the send was not taken in then (its text back
      // after a collision or a quick failure): take it in now, or the agent sees an empty box.
      const after = await loadDraft(scope, ticketId).catch(reported('composer/load-draft'));
      if (after !== undefined) draft.onStoredDraft(after);
    }

    // A send confirmed (here or while the panel was closed): the ticket is read again.
    let lastSent = '';
    /** A send whose text stays on screen until it is confirmed (see `send`). */
    let keptUntilSent = '';
    const stopSentWatch = effect(() => {
      const current = outcome.value;
      if (current?.state !== 'sent' || current.sendId === lastSent) return;
      const first = lastSent === '';
      lastSent = current.sendId;
      if (current.sendId === keptUntilSent) {
        keptUntilSent = '';
        untracked(draft.blankAfterSend);
      }
      if (!first || Date.now() - current.updatedAt < 60_000) options.onSent?.();
    });

    // Loads the stored draft and follows storage from now on; disposal ends it all and saves what is
    // pending (the pane is going).
    void load();
    untilDisposed(draft.follow);
    untilDisposed(() =>
      replyLogStorage.watch(scope, ticketId, (entries) => {
        log.value = entries ?? [];
      }),
    );
    untilDisposed(() => sent.watch(() => sending.peek()));
    untilDisposed(() => () => void draft.flush());

    return {
      ...fields,
      loaded,
      sending,
      inFlight,
      formError,
      draftError,
      signature: draft.signature,
      untyped,
      outcome,
      log,
      author,
      parents,
      canSend,
      completes,
      status,
      draftSaved: draft.draftSaved,
      savedInInbox,
      undecided,
      send,
      /** Only offered once the verdict on an ambiguous failure is on screen. */
      async sendAgain() {
        const current = outcome.value;
        if (current?.state !== 'unknown' || current.checking) return;
        await sent.acknowledge();
        await send(current.isDraft ? 'draft' : 'send', true);
      },
      /** The ambiguous reply was sent after all: the text goes, nothing is posted. */
      async clearSentText() {
        fields.message.value = '';
        fields.attachments.value = [];
        await sent.acknowledge();
      },
      /**
       * Undo (or Cancel in the outbox): the reply is not posted; its text comes back through the
       * draft, taken in before this resolves (true: it was undone), so the box holds it when focus
       * goes there.
       */
      async undo(): Promise<boolean> {
        const current = outcome.value;
        if (current?.state !== 'waiting' && current?.state !== 'queued') return false;
        const answer = await client.call({ op: 'undoSend', ticketId, sendId: current.sendId });
        outcome.value = answer.outcome;
        const back = await loadDraft(scope, ticketId).catch(reported('composer/load-draft'));
        if (back !== undefined) draft.onStoredDraft(back);
        return answer.undone;
      },
      /** A reply in the outbox is tried now (no token is asked of a broker before its Retry-After). */
      async sendNow() {
        const current = outcome.value;
        if (current?.state !== 'queued') return;
        outcome.value = (await client.call({ op: 'sendNow', ticketId, sendId: current.sendId })).outcome;
      },
      dismissOutcome: sent.acknowledge,
      /** Writes a pending change now (pagehide, hidden tab, ticket switch). */
      flush: draft.flush,
      /** The page is closing (pagehide) or hidden: what is not yet saved is kept (composer-draft.ts). */
      rescue: draft.rescue,
    };
  },
);

export const createComposerModel = (
  client: ProtocolClient,
  scope: string,
  ticketId: number,
  options: ComposerOptions = {},
) => new Composer(client, scope, ticketId, options);
export type ComposerModel = ReturnType<typeof createComposerModel>;
