import type { Ticket } from '@/lib/api/schemas';
import { reported } from '@/lib/diagnostics/report';
import { type CachedTicket, ticketCache, ticketIndex } from '@/lib/storage/items';
import { indexedWrites } from '@/lib/storage/worker/indexed';
import { readMemo } from '@/lib/storage/worker/memo';
import type { Session, WorkerContext } from '@/lib/worker/context';

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
  const { entry, stored } = await readTicket(context, ticketId, maxAgeMs, within);
  await stored;
  return entry;
}

/**
 * `getTicket` for a page that asked: the answer does not wait for the cache write (1-2 ms of a
 * storage write, the largest part of the worker's cost over a direct fetch). The write goes on
 * as before: same session check, same order, its change event follows; a later read of the key
 * comes after it (one storage queue per extension). A write that fails (storage full) leaves the
 * ticket uncached, as if it had not been fetched; the agent still gets what they asked for.
 */
export async function answerTicket(
  context: WorkerContext,
  ticketId: number,
  maxAgeMs = 0,
): Promise<CachedTicket> {
  const { entry, stored } = await readTicket(context, ticketId, maxAgeMs);
  stored.catch(reported('ticket-cache/store'));
  return entry;
}

/** The ticket (cached or fetched) and the write that stores a fetched one. */
async function readTicket(context: WorkerContext, ticketId: number, maxAgeMs: number, within?: Session) {
  const session = within ?? (await context.session());
  if (maxAgeMs > 0) {
    const hit = await readMemo(
      ticketCache.key(session.scope, ticketId),
      (stored) => (stored ?? null) as CachedTicket | null,
    );
    if (hit && Date.now() - hit.fetchedAt < maxAgeMs) return { entry: hit, stored: Promise.resolve() };
  }
  const api = await context.api(session);
  // Dated when the request left: a copy that answered late is still older than one asked for after.
  const fetchedAt = Date.now();
  const entry = { ticket: await api.getTicket(ticketId), fetchedAt };
  return { entry, stored: storeNewer(session, entry) };
}

/**
 * Stores one fetched ticket, dated `fetchedAt` (when its request left), unless the cache holds a
 * copy fetched later: a slow poll never writes an older copy over a fresher one. One key; nothing
 * when the session ended meanwhile. Answers the copy the cache holds after it.
 */
export async function cacheTicket(
  session: Session,
  ticket: Ticket,
  fetchedAt = Date.now(),
): Promise<CachedTicket> {
  return storeNewer(session, { ticket, fetchedAt });
}

async function storeNewer(session: Session, entry: CachedTicket): Promise<CachedTicket> {
  // A stored copy dated ahead of now (the clock was set back since) never blocks a new one.
  const kept = await writes.update(session, entry.ticket.id, (stored) =>
    stored && stored.fetchedAt > entry.fetchedAt && stored.fetchedAt <= Date.now() ? stored : entry,
  );
  return kept ?? entry;
}
