import { SidedeskError } from '@/lib/api/errors';
import {
  emptyReplyFields,
  isEmptyReply,
  mergeReply,
  type ReplyFields,
  replyFieldsOf,
  sameReply,
} from '@/lib/records/reply-fields';
import { asData } from '@/lib/records/variables';
import { type Draft, draftIndex, draftStorage, type PendingQuote } from '@/lib/storage/items';
import { isQuotaError } from '@/lib/storage/quota';
import { indexedWrites } from '@/lib/storage/worker/indexed';
import { changeQuoteSlot } from '@/lib/storage/worker/quote-slot';
import type { Session } from '@/lib/worker/context';
import { DRAFT_BOUNDS, loadDraft } from './draft-read';

// Drafts of replies, one key per ticket in `storage.local`, so they survive a closed panel, a
// killed worker and a browser restart. The worker is their only writer: the side panel saves
// through the protocol (`saveDraft`), the context menu appends quotes, a confirmed send settles.

type DraftAttachment = Draft['attachments'][number];

export { DRAFT_BOUNDS, loadDraft };

/** A pending quote nobody claimed within a day is stale: the agent moved on. */
export const PENDING_QUOTE_TTL_MS = 24 * 60 * 60 * 1000;

const writes = indexedWrites<Draft>(draftStorage, draftIndex, DRAFT_BOUNDS, (d) => d.updatedAt);

/** The draft of `fields`; `stored`'s mark of a draft saved in the inbox goes on with its text. */
const asDraft = (ticketId: number, fields: ReplyFields, stored?: Draft | null): Draft | null =>
  isEmptyReply(fields)
    ? null
    : {
        ...replyFieldsOf(fields),
        ticketId,
        updatedAt: Date.now(),
        ...(stored?.savedInInbox ? { savedInInbox: stored.savedInInbox } : {}),
      };

/**
 * What the agent is told when storage refuses a draft. `storage.local` holds 10 MB in all, so a
 * huge paste fails, and the agent must know the text lives only in the open composer.
 */
function draftNotSaved(error: unknown): SidedeskError {
  return new SidedeskError('bad-input', {
    reason: isQuotaError(error) ? 'error.bad-input.draft-too-large' : 'error.bad-input.draft-not-saved',
  });
}

/**
 * Stores what the composer shows. `base` is the draft the composer last loaded or saved: when the
 * stored draft moved on since (a quote from the context menu), both are merged, never one lost.
 * Answers the draft as stored (null: none). Fails with `draftNotSaved`.
 */
export async function saveDraft(
  session: Session,
  ticketId: number,
  fields: ReplyFields,
  base: ReplyFields | null,
): Promise<Draft | null> {
  try {
    return await writes.update(session, ticketId, (stored) => {
      if (stored && sameReply(replyFieldsOf(stored), fields)) return stored; // already there
      const moved = stored && !(base && sameReply(replyFieldsOf(stored), base));
      const next = moved ? mergeReply(fields, base ?? emptyReplyFields(), stored) : fields;
      return asDraft(ticketId, next, stored);
    });
  } catch (error) {
    throw draftNotSaved(error);
  }
}

/**
 * After a confirmed send: deletes the draft if it still holds what was sent. If something was
 * added meanwhile (a quote from the context menu), the draft stays: losing text is worse.
 */
export function settleSentDraft(session: Session, ticketId: number, sentMessage: string): Promise<unknown> {
  return writes.update(session, ticketId, (draft) =>
    !draft || draft.message.trim() === sentMessage.trim() ? null : draft,
  );
}

/**
 * After "Save as draft" was confirmed: the ticket holds a draft of this text, which stays here to
 * go on from (never deleted, as a sent reply's is), marked so the panel and Drafts say so.
 */
export function markSavedInInbox(session: Session, ticketId: number, replyId: number): Promise<unknown> {
  return writes.update(session, ticketId, (draft) =>
    draft ? { ...draft, updatedAt: Date.now(), savedInInbox: { at: Date.now(), replyId } } : null,
  );
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

/**
 * `text` from a page as a quote in a draft: data in the draft's format (an HTML draft gets it
 * escaped in a blockquote; otherwise the shorthand's marks are escaped), never markup or a link.
 */
function quoteFor(text: string, isHtml: boolean): string {
  return isHtml
    ? `<blockquote>${asData(text.trim(), 'html')}</blockquote>`
    : quoteText(asData(text, 'markdown'));
}

/** Appends `text` as a quote (and `attachment`, unless its URL is already there) to the ticket's draft. */
export function appendToDraft(
  session: Session,
  ticketId: number,
  text: string,
  attachment?: DraftAttachment,
): Promise<Draft | null> {
  return writes.update(session, ticketId, (stored) => {
    const draft = stored ?? { ticketId, updatedAt: 0, ...emptyReplyFields() };
    const quote = text.trim() ? `${quoteFor(text, draft.isHtml)}\n` : '';
    const before = draft.message.trimEnd();
    const message = quote ? (before ? `${before}\n\n${quote}` : quote) : draft.message;
    const attachments =
      attachment && !draft.attachments.some((a) => a.url === attachment.url)
        ? [...draft.attachments, { url: attachment.url, name: attachment.name }]
        : draft.attachments;
    return asDraft(ticketId, { ...draft, message, attachments }, stored);
  });
}

/**
 * Keeps a quote for the ticket the agent has yet to name (replaces an older pending quote).
 * `about`: the ticket the page named (`pageTicketId`), or the one it went into (`placedIn`).
 */
export async function setPendingQuote(
  session: Session,
  text: string,
  attachment?: DraftAttachment,
  about: Pick<PendingQuote, 'pageTicketId' | 'placedIn'> = {},
) {
  const quote: PendingQuote = {
    scope: session.scope,
    text,
    at: Date.now(),
    ...(attachment ? { attachment } : {}),
    ...about,
  };
  await changeQuoteSlot(async () => ({ next: session.alive() ? quote : undefined, answer: undefined }));
}

/**
 * Moves the pending quote, if any, of this workspace and not stale, into the ticket's draft. One
 * step of the slot: a quote stored meanwhile waits for it, and is never wiped by it. The draft
 * gets the quote before the slot lets it go (a worker stopped between keeps it, never loses it).
 */
export function claimPendingQuote(session: Session, ticketId: number, now = Date.now()): Promise<boolean> {
  return changeQuoteSlot(async (quote) => {
    if (!quote || quote.scope !== session.scope || quote.placedIn !== undefined) return { answer: false };
    if (now - quote.at > PENDING_QUOTE_TTL_MS) return { next: null, answer: false };
    await appendToDraft(session, ticketId, quote.text, quote.attachment);
    return { next: null, answer: true };
  });
}

/** Discard: a waiting quote goes; one already placed in a draft is taken out of it again. */
export function discardPendingQuote(session: Session): Promise<void> {
  return changeQuoteSlot(async (quote) => {
    if (quote?.placedIn !== undefined && quote.scope === session.scope)
      await takeOut(session, quote.placedIn, quote);
    return { next: null, answer: undefined };
  });
}

/** Takes the quote (and the link it attached) out of the ticket's draft, unless the agent edited it since. */
function takeOut(session: Session, ticketId: number, { text, attachment }: PendingQuote) {
  return writes.update(session, ticketId, (draft) => {
    if (!draft) return null;
    const attachments = attachment
      ? draft.attachments.filter((a) => a.url !== attachment.url)
      : draft.attachments;
    const block = [quoteFor(text, draft.isHtml), quoteFor(text, !draft.isHtml)].find(
      (b) => text && draft.message.includes(b),
    );
    // Edited since: the agent's text is not guessed at.
    if (!block) return asDraft(ticketId, { ...draft, attachments }, draft);
    const at = draft.message.lastIndexOf(block);
    const message = `${draft.message.slice(0, at).trimEnd()}${draft.message.slice(at + block.length).replace(/^\n/, '')}`;
    return asDraft(ticketId, { ...draft, message: message.trim() ? message : '', attachments }, draft);
  });
}

/**
 * A reply that was not posted (undone, held, failed after the undo window) goes back into the
 * ticket's draft. What the agent typed meanwhile stays, after the returned text.
 */
export function restoreToDraft(
  session: Session,
  ticketId: number,
  reply: ReplyFields,
): Promise<Draft | null> {
  return writes.update(session, ticketId, (stored) => {
    if (!stored || isEmptyReply(stored)) return asDraft(ticketId, reply);
    return restoredInto(ticketId, stored, reply);
  });
}

/** `reply` back in front of the stored draft (unless it already holds it), no attachment twice. */
function restoredInto(ticketId: number, stored: Draft, reply: ReplyFields): Draft | null {
  if (stored.message.includes(reply.message.trim())) return stored;
  const attachments = [
    ...reply.attachments,
    ...stored.attachments.filter((a) => !reply.attachments.some((r) => r.url === a.url)),
  ];
  const message = `${reply.message.trimEnd()}\n\n${stored.message.trimStart()}`;
  return asDraft(ticketId, { ...replyFieldsOf(stored), message, attachments }, stored);
}

/** The agent discarded the ticket's draft (a Drafts row): answers what it held, for Undo. */
export async function discardDraft(session: Session, ticketId: number): Promise<Draft | null> {
  let discarded: Draft | null = null;
  await writes.update(session, ticketId, (stored) => {
    discarded = stored;
    return null;
  });
  return discarded;
}

/**
 * Undo of `discardDraft`: the draft comes back exactly as it was (its time too, so its row goes
 * back where it stood). Text typed in the ticket meanwhile is kept after it, never replaced.
 */
export function restoreDiscardedDraft(session: Session, draft: Draft): Promise<Draft | null> {
  return writes.update(session, draft.ticketId, (stored) => {
    if (!stored || isEmptyReply(stored)) return draft;
    return restoredInto(draft.ticketId, stored, draft);
  });
}
