import { SidedeskError } from '../api/errors';
import type { Ticket } from '../api/schemas';
import { type CachedTicket, ticketCache, ticketIndex } from '../storage';
import type { Session, WorkerContext } from '../worker/context';
import { indexedWrites } from '../worker/indexed';
import { readMemo } from '../worker/storage-memo';

/** Tickets kept per workspace, and for how long: the least recently fetched go first. */
export const TICKET_CACHE_BOUNDS = { cap: 300, maxAgeMs: 30 * 24 * 3600 * 1000 };

const writes = indexedWrites<CachedTicket>(ticketCache, ticketIndex, TICKET_CACHE_BOUNDS, (e) => e.fetchedAt);

/**
 * Reads a ticket, from the cache when it is younger than `maxAgeMs`, and caches what it fetched.
 * Work that already runs in a session (a send) passes it: a sign-out meanwhile stores nothing.
 */
export async function getTicket(
  context: WorkerContext,
  ticketId: number,
  maxAgeMs = 0,
  within?: Session,
): Promise<CachedTicket> {
  if (maxAgeMs > 0) {
    const { scope } = within ?? (await context.session());
    const hit = await readMemo(
      ticketCache.key(scope, ticketId),
      (stored) => (stored ?? null) as CachedTicket | null,
    );
    if (hit && Date.now() - hit.fetchedAt < maxAgeMs) return hit;
  }
  // Both read the settings: at once rather than one after the other.
  const session = within ?? (await context.session());
  const api = await context.api(session);
  return cacheTicket(session, await api.getTicket(ticketId));
}

/** Stores one fetched ticket (one key; nothing when the session ended meanwhile). */
export async function cacheTicket(session: Session, ticket: Ticket): Promise<CachedTicket> {
  const entry = { ticket, fetchedAt: Date.now() };
  await writes.put(session, ticket.id, entry);
  return entry;
}

/** The reply author: the workspace's override, else the broker's agent. */
export async function replyAuthor(context: WorkerContext, session: Session): Promise<string> {
  if (session.workspace.authorEmail) return session.workspace.authorEmail;
  const agent = await context.tokensOf(session.workspace).getAgent();
  if (!agent.email) throw new SidedeskError('bad-input', { reason: 'error.bad-input.no-author' });
  return agent.email;
}
