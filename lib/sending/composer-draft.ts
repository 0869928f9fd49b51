import { computed, effect, type ReadonlySignal, signal, untracked } from '@preact/signals';
import { describeError } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import {
  emptyReplyFields,
  isEmptyReply,
  mergeReply,
  type ReplyFields,
  replyFieldsOf,
  sameReply,
} from '@/lib/records/reply-fields';
import { isOnlySignature, withSignature } from '@/lib/records/signature';
import { loadDraft } from '@/lib/sending/draft-read';
import { type Draft, draftStorage, unsavedTypingStorage } from '@/lib/storage/read';
import type { createComposerFields } from './composer-fields';
import { createDraftSaver } from './draft-saver';

// The composer's draft (composer-model.ts sends it): what the agent types is saved through the
// worker, the drafts' only writer, on every change; a change stored meanwhile by someone else (a
// quote) is taken in without losing what is on screen; typing a closing page had not handed over
// is left in `unsavedTypingStorage`.

interface DraftOptions {
  /** The stored draft is on screen: nothing is saved before. */
  loaded: ReadonlySignal<boolean>;
  /** A send is under way: nothing is saved, nor taken in, meanwhile. */
  sending: ReadonlySignal<boolean>;
  /** The ids of the replies logged on this ticket (a parent reply is chosen among them). */
  logged: () => number[];
  /** The agent changed the text (called before its save is scheduled). */
  onEdit: () => void;
  /** Hold typing this long before saving it (tests of unsaved typing); by default each change is saved. */
  saveDelayMs?: number;
}

export function createComposerDraft(
  client: ProtocolClient,
  scope: string,
  ticketId: number,
  fields: ReturnType<typeof createComposerFields>,
  { loaded, sending, logged, onEdit, saveDelayMs }: DraftOptions,
) {
  /** The stored draft holds what is on screen. */
  const draftSaved = signal(false);
  /** When "Save as draft" put this text in the ticket (the inbox holds a draft of it), or null. */
  const savedInInbox = signal<number | null>(null);

  /** Why the text on screen is not saved as a draft (storage full), or ''. */
  const draftError = signal('');
  /** The signature added to this new message (saved-replies/composer-replies.ts), or ''. */
  const signature = signal('');
  /** Nothing typed: the message is blank or holds only the signature (no draft, nothing to send). */
  const untyped = computed(
    () => !fields.message.value.trim() || isOnlySignature(fields.message.value, signature.value),
  );
  /** What is worth keeping of `draft`: a message holding only the signature is nothing typed. */
  const worthSaving = (draft: ReplyFields): ReplyFields =>
    isOnlySignature(draft.message, signature.peek()) ? { ...draft, message: '' } : draft;

  /** What the composer last loaded or saved: the base the worker merges a concurrent change into. */
  let lastSaved: ReplyFields = emptyReplyFields();
  /** Typing was left in `unsavedTypingStorage` when the page was about to close. */
  let rescued = false;
  const saver = createDraftSaver(async (draft) => {
    // Set before the write: the storage change it causes must not look like someone else's edit.
    const previous = lastSaved;
    lastSaved = draft;
    try {
      const stored = await client.call({ op: 'saveDraft', ticketId, draft, base: previous });
      draftError.value = '';
      draftSaved.value = !!stored.draft && !saver.dirty;
      if (rescued) {
        rescued = false;
        await unsavedTypingStorage.remove(scope, [ticketId]);
      }
      // The worker merged a change made elsewhere meanwhile (a quote): show what is stored.
      onStoredDraft(stored.draft);
    } catch (error) {
      // Never silent (the text would be lost with the panel), and never thrown at the typing
      // or at a send, which must go on: the agent is told and the text stays on screen.
      lastSaved = previous;
      draftError.value = describeError(error);
      // A change stored meanwhile (a quote) was left for this answer: merge it in now.
      void loadDraft(scope, ticketId).then(onStoredDraft, () => undefined);
    }
  }, saveDelayMs);

  let applying = false;
  function apply(draft: ReplyFields) {
    applying = true;
    fields.fromReply(draft, logged());
    applying = false;
    lastSaved = draft;
    draftError.value = ''; // what shows is what is stored
  }
  const blank = (): ReplyFields => ({ ...emptyReplyFields(), isHtml: fields.format.peek() === 'html' });
  /**
   * The signature of this composer at the end of the message, unless it holds it already: a new
   * message after a send gets it as the first one did. Not counted as typing (`worthSaving`).
   */
  function sign() {
    const message = fields.message.peek();
    const signed = withSignature(message, signature.peek());
    if (signed !== message) fields.message.value = signed;
  }
  /** The box emptied by a send: a new message, signed. */
  function blankAfterSend() {
    apply(blank());
    sign();
  }

  // Every edit schedules a save; nothing is saved before the stored draft is loaded or during a send.
  const stopAutosave = effect(() => {
    const draft = fields.toReply();
    if (applying || !loaded.peek() || sending.peek()) return;
    draftSaved.value = false;
    untracked(onEdit);
    saver.schedule(worthSaving(draft));
  });

  /** When the newest stored draft taken in was written: an older one arriving late is stale. */
  let newestAt = 0;
  /**
   * A storage change to the draft. While a save is under way it is left alone: the worker merges
   * that save with whatever is stored, and its answer brings the result. Taken in then, against
   * the text being saved as its base, it would replace that text on screen.
   */
  function onDraftChange(draft: Draft | null) {
    if (!saver.writing) onStoredDraft(draft);
  }

  /** Someone else changed the stored draft (a quote from the context menu): take it in, losing nothing. */
  function onStoredDraft(draft: Draft | null) {
    if (draft && draft.updatedAt < newestAt) return;
    if (draft) newestAt = draft.updatedAt;
    savedInInbox.value = draft?.savedInInbox?.at ?? null;
    if (!loaded.peek() || sending.peek()) return;
    const stored = draft ? replyFieldsOf(draft) : null;
    const unchanged = stored ? sameReply(stored, lastSaved) : isEmptyReply(lastSaved);
    if (unchanged) return;
    // Text that storage refused exists only on screen: merge into it, never replace it.
    if (!saver.dirty && !draftError.peek()) {
      // A quote into a new message goes above its signature (saved with it), not in its place.
      const signed = isOnlySignature(fields.message.peek(), signature.peek());
      apply(stored ?? blank());
      if (signed) sign();
      return;
    }
    const merged = mergeReply(fields.toReply(), lastSaved, stored);
    lastSaved = stored ?? emptyReplyFields();
    fields.message.value = merged.message;
    fields.attachments.value = merged.attachments;
  }

  return {
    draftSaved,
    savedInInbox,
    draftError,
    signature,
    untyped,
    /** Shows `draft` as what is stored (loaded, or left after a send). */
    apply,
    blankAfterSend,
    /** Takes in the stored draft read after the worker may have changed it (a send, an undo). */
    onStoredDraft,
    /** Saves `draft` now: the stored draft holds exactly it when this settles. */
    save(draft: ReplyFields) {
      saver.schedule(draft);
      return saver.flush();
    },
    /** Writes a pending change now. */
    flush: () => saver.flush(),
    stopAutosave,
    /** Follows the stored draft; returns the stop. */
    follow: () => draftStorage.watch(scope, ticketId, onDraftChange),
    /**
     * The page is closing (pagehide) or hidden: the typing not yet saved is written to this page's
     * own item at once (a closing page cannot wait for the worker), then handed to the worker.
     */
    rescue() {
      if (saver.dirty) {
        rescued = true;
        void unsavedTypingStorage.set(scope, ticketId, {
          draft: worthSaving(fields.toReply()),
          base: lastSaved,
          at: Date.now(),
        });
      }
      return saver.flush();
    },
  };
}
