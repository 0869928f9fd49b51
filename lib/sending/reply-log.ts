import type { Reply } from '@/lib/api/schemas';
import { serialized } from '@/lib/storage/collection';
import { type LoggedReply, replyLogStorage } from '@/lib/storage/items';
import { boundText } from '@/lib/text/bound';
import type { Session } from '@/lib/worker/context';

// Replies created from this extension, per ticket: shown under the composer and offered as
// parents in "Reply to". The API cannot list a ticket's replies, so this is the only list we have.
// The worker writes it; the side panel reads it.

export type LoggedReplyEntry = LoggedReply;

/** Newest entries kept per ticket. */
export const REPLY_LOG_CAP = 50;
const EXCERPT_LENGTH = 80;

/**
 * A one-line, plain-text excerpt of a reply (markup removed; it is shown as text anyway). Only the
 * start of the message matters, and `<[^<>]*>` stops at the next `<`, so a message of a million
 * unclosed `<` stays linear.
 */
export function excerptOf(message: string): string {
  const text = boundText(
    message.slice(0, EXCERPT_LENGTH * 100).replace(/<[^<>]*>/g, ' '),
    EXCERPT_LENGTH * 2,
  );
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

function toLogEntry(reply: Reply): LoggedReplyEntry {
  return {
    id: reply.id,
    level: reply.level,
    parentReplyId: reply.parentReplyId,
    creationTime: reply.creationTime,
    isDraft: reply.properties?.isDraft === true,
    excerpt: excerptOf(reply.message ?? ''),
  };
}

/** Appends a created reply to its ticket's log (once, however often it is called). */
export function logReply(session: Session, reply: Reply): Promise<void> {
  const { scope } = session;
  return serialized(replyLogStorage.key(scope, reply.ticketId), async () => {
    const entries = ((await replyLogStorage.get(scope, reply.ticketId)) ?? []).filter(
      (e) => e.id !== reply.id,
    );
    const next = [...entries, toLogEntry(reply)].slice(-REPLY_LOG_CAP);
    if (session.alive()) await replyLogStorage.set(scope, reply.ticketId, next);
  });
}
