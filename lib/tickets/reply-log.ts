import type { Reply } from '../api/schemas';
import { type LoggedReply, replyLogStorage } from '../storage';
import { updateItem } from '../storage-update';
import { boundText } from '../text/bound';

// Replies created from this extension, per ticket: shown under the composer and offered as
// parents in "Reply to". The API cannot list a ticket's replies, so this is the only list we have.

export type LoggedReplyEntry = LoggedReply['reply'];

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

export function toLogEntry(reply: Reply): LoggedReplyEntry {
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
export async function logReply(reply: Reply): Promise<void> {
  await updateItem(replyLogStorage, (log) => {
    const entries = (log[reply.ticketId] ?? []).filter((entry) => entry.id !== reply.id);
    return { ...log, [reply.ticketId]: [...entries, toLogEntry(reply)].slice(-REPLY_LOG_CAP) };
  });
}

export async function loadReplyLog(ticketId: number): Promise<LoggedReplyEntry[]> {
  return (await replyLogStorage.getValue())[ticketId] ?? [];
}
