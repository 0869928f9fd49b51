import { SidedeskError } from '../api/errors';
import { type Draft, draftsStorage, type PendingQuote, pendingQuoteStorage } from '../storage';
import { updateItem } from '../storage-update';

// Drafts of replies, one per ticket, in `storage.local` so they survive a closed panel, a killed
// worker and a browser restart. Safe to call from the worker (context menu, send) and from pages.
//
// The API for other features is small:
// - `appendToDraft(ticketId, text, attachment?)`: quotes `text` ("> …") below what the draft holds
//   and optionally adds an attachment; never overwrites.
// - `setPendingQuote(text, attachment?)`: when no ticket id is known yet; the side panel calls
//   `claimPendingQuote(ticketId)` once the agent picks a ticket, which appends it to that draft.

export type DraftAttachment = Draft['attachments'][number];

/** Drafts untouched for this long are dropped (on the next write). */
export const DRAFT_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A pending quote nobody claimed within a day is stale: the agent moved on. */
export const PENDING_QUOTE_TTL_MS = 24 * 60 * 60 * 1000;

export function emptyDraft(ticketId: number, now = Date.now()): Draft {
  return {
    ticketId,
    message: '',
    isHtml: false,
    isDraft: false,
    complete: false,
    suppressAutoupdate: false,
    parentReplyId: null,
    attachments: [],
    updatedAt: now,
  };
}

/** Nothing worth keeping: no text and no attachment (toggles alone are not a draft). */
export function isEmptyDraft(draft: Pick<Draft, 'message' | 'attachments'>): boolean {
  return draft.message.trim() === '' && draft.attachments.length === 0;
}

const expired = (draft: Draft, now: number) => now - draft.updatedAt > DRAFT_TTL_MS;

/** Read-modify-write of the one drafts record (serialized: two quick appends both land). */
async function updateDrafts<T>(change: (drafts: Record<string, Draft>, now: number) => T): Promise<T> {
  let result: T | undefined;
  await updateItem(draftsStorage, (stored) => {
    const now = Date.now();
    const drafts = { ...stored };
    for (const [id, draft] of Object.entries(drafts)) if (expired(draft, now)) delete drafts[id];
    result = change(drafts, now);
    return drafts;
  });
  return result as T;
}

/** The ticket's draft, or null when there is none (or it expired). */
export async function loadDraft(ticketId: number, now = Date.now()): Promise<Draft | null> {
  const draft = (await draftsStorage.getValue())[ticketId];
  return draft && !expired(draft, now) ? draft : null;
}

/**
 * What the agent is told when storage refuses a draft. `storage.local` holds 10 MB in all, so a
 * huge paste fails, and the agent must know the text lives only in the open composer.
 */
export function draftNotSaved(error: unknown): SidedeskError {
  const tooLarge = /quota/i.test(String((error as { message?: unknown } | null)?.message ?? error));
  return new SidedeskError('bad-input', {
    reason: tooLarge ? 'error.bad-input.draft-too-large' : 'error.bad-input.draft-not-saved',
  });
}

/** Stores the draft as it is now; an empty one is deleted instead. Fails with `draftNotSaved`. */
export async function saveDraft(draft: Omit<Draft, 'updatedAt'>): Promise<void> {
  try {
    await updateDrafts((drafts, now) => {
      if (isEmptyDraft(draft)) delete drafts[draft.ticketId];
      else drafts[draft.ticketId] = { ...draft, updatedAt: now };
    });
  } catch (error) {
    throw draftNotSaved(error);
  }
}

export function deleteDraft(ticketId: number): Promise<void> {
  return updateDrafts((drafts) => {
    delete drafts[ticketId];
  });
}

/**
 * After a confirmed send: deletes the draft if it still holds what was sent. If something was
 * added meanwhile (a quote from the context menu), the draft stays: losing text is worse.
 */
export function settleSentDraft(ticketId: number, sentMessage: string): Promise<void> {
  return updateDrafts((drafts) => {
    const draft = drafts[ticketId];
    if (!draft || draft.message.trim() === sentMessage.trim()) delete drafts[ticketId];
  });
}

/** "> line" for each line of `text`, as an e-mail quote. */
export function quoteText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split('\n')
    .map((line) => (line.trim() ? `> ${line.trimEnd()}` : '>'))
    .join('\n');
}

/** Appends `text` as a quote (and `attachment`, unless its URL is already there) to the ticket's draft. */
export function appendToDraft(ticketId: number, text: string, attachment?: DraftAttachment): Promise<Draft> {
  return updateDrafts((drafts) => {
    const draft = drafts[ticketId] ?? emptyDraft(ticketId);
    const quote = text.trim() ? `${quoteText(text)}\n` : '';
    const before = draft.message.trimEnd();
    const message = quote ? (before ? `${before}\n\n${quote}` : quote) : draft.message;
    const attachments =
      attachment && !draft.attachments.some((a) => a.url === attachment.url)
        ? [...draft.attachments, { url: attachment.url, name: attachment.name }]
        : draft.attachments;
    const next = { ...draft, message, attachments, updatedAt: Date.now() };
    drafts[ticketId] = next;
    return next;
  });
}

/** Keeps a quote for the ticket the agent has yet to name (replaces an older pending quote). */
export async function setPendingQuote(text: string, attachment?: DraftAttachment): Promise<void> {
  const quote: PendingQuote = { text, at: Date.now(), ...(attachment ? { attachment } : {}) };
  await pendingQuoteStorage.setValue(quote);
}

/** Moves the pending quote, if any and not stale, into the ticket's draft; true if it did. */
export async function claimPendingQuote(ticketId: number, now = Date.now()): Promise<boolean> {
  const quote = await pendingQuoteStorage.getValue();
  if (!quote) return false;
  await pendingQuoteStorage.setValue(null);
  if (now - quote.at > PENDING_QUOTE_TTL_MS) return false;
  await appendToDraft(ticketId, quote.text, quote.attachment);
  return true;
}

/**
 * For pages: saves drafts without reading storage first. A page that is closing (pagehide) gets
 * no answer to a storage read any more, so the write must be issued at once; the mirror of the
 * record, kept current by `watch`, makes that possible without losing other tickets' drafts.
 */
export function createDraftsMirror() {
  let record: Record<string, Draft> | null = null;
  const stop = draftsStorage.watch((next) => {
    record = next ?? {};
  });
  const ready = draftsStorage.getValue().then((value) => {
    record ??= value;
  });
  return {
    ready,
    stop,
    /** Fails with `draftNotSaved` (storage full); the mirror then still holds what is stored. */
    async save(draft: Omit<Draft, 'updatedAt'>): Promise<void> {
      if (!record) return saveDraft(draft);
      const previous = record;
      const next = { ...record };
      if (isEmptyDraft(draft)) delete next[draft.ticketId];
      else next[draft.ticketId] = { ...draft, updatedAt: Date.now() };
      record = next;
      try {
        await draftsStorage.setValue(next);
      } catch (error) {
        // Otherwise every later save (of any ticket) would carry the refused draft and fail too.
        if (record === next) record = previous;
        throw draftNotSaved(error);
      }
    },
  };
}

/**
 * Saves the draft at most `delayMs` after the last change (the agent types; storage must not be
 * written per key press). `flush()` writes the pending change now: call it on pagehide, on
 * visibility change, before a send and before switching tickets.
 */
export function createDraftSaver(
  delayMs = 400,
  save: (draft: Omit<Draft, 'updatedAt'>) => Promise<void> = saveDraft,
) {
  let pending: Omit<Draft, 'updatedAt'> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const draft = pending;
    pending = null;
    if (draft) await save(draft);
  };
  return {
    schedule(draft: Omit<Draft, 'updatedAt'>) {
      pending = draft;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    /** Forgets the pending change (the draft was sent, or replaced from storage). */
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
    get dirty() {
      return pending !== null;
    },
  };
}
