import { SidedeskError } from '../api/errors';
import type { CreateReplyBody, Ticket } from '../api/schemas';
import type { ReplyInput } from '../messaging/protocol';
import { type CachedTicket, ticketCacheStorage } from '../storage';
import { updateItem } from '../storage-update';
import type { WorkerContext } from '../worker/context';

/** Reads a ticket, from the cache when it is younger than `maxAgeMs`, and caches what it fetched. */
export async function getTicket(context: WorkerContext, ticketId: number, maxAgeMs = 0) {
  if (maxAgeMs > 0) {
    const hit = (await ticketCacheStorage.getValue())[ticketId];
    if (hit && Date.now() - hit.fetchedAt < maxAgeMs) return hit;
  }
  const ticket = await (await context.api()).getTicket(ticketId);
  return cacheTicket(ticket);
}

/** Tickets kept in the cache; the least recently fetched go first. */
const CACHE_CAP = 300;

export async function cacheTicket(ticket: Ticket) {
  const entry = { ticket, fetchedAt: Date.now() };
  await updateItem(ticketCacheStorage, (cache): Record<string, CachedTicket> => {
    const next: Record<string, CachedTicket> = { ...cache, [ticket.id]: entry };
    const entries = Object.entries(next);
    if (entries.length <= CACHE_CAP) return Object.fromEntries(entries);
    return Object.fromEntries(entries.sort(([, a], [, b]) => b.fetchedAt - a.fetchedAt).slice(0, CACHE_CAP));
  });
  return entry;
}

/** The reply author: the options override, else the broker's agent. */
export async function replyAuthor(context: WorkerContext): Promise<string> {
  const { authorEmail } = await context.settings();
  if (authorEmail) return authorEmail;
  const agent = await context.tokens.getAgent();
  if (!agent.email) throw new SidedeskError('bad-input', { reason: 'error.bad-input.no-author' });
  return agent.email;
}

export function toReplyBody(input: ReplyInput, authorEmail: string): CreateReplyBody {
  return {
    attachments: input.attachments,
    author: { email: authorEmail },
    isDraft: input.isDraft,
    isHtml: input.isHtml,
    isTicketNeededToBeCompleted: input.complete,
    message: input.message,
    parentReplyId: input.parentReplyId,
    suppressTicketStatusAutoupdate: input.suppressAutoupdate,
  };
}
