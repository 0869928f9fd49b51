import type { Ticket } from '@/lib/api/schemas';
import {
  type CachedTicket,
  lastSeenStorage,
  recentStorage,
  type SeenFacts,
  seenFactsStorage,
  type TicketListEntry,
  ticketCache,
  watchedStorage,
} from '@/lib/storage/read';
import { changeSince, isFinished } from '@/lib/tickets/ticket-change';

// Where an agent working through a queue goes after answering one ticket: the next ticket that
// needs them, without a trip to the popup.

/**
 * Tickets the queue must pass over (snoozed ones): the tickets of `scope` among `ids` to skip.
 * The default skips none.
 */
export type QueueExclusion = (scope: string, ids: readonly number[]) => Promise<ReadonlySet<number>>;
export const excludeNone: QueueExclusion = async () => new Set();

/** What the picker reads of a workspace: its lists, last looks and cached copies. */
interface QueueState {
  watched: readonly TicketListEntry[];
  recent: readonly TicketListEntry[];
  seen: Record<string, string>;
  facts: Record<string, SeenFacts>;
  cached: ReadonlyMap<number, CachedTicket>;
}

/**
 * The tickets that need the agent, best first: Watched ones with new activity (in the list's
 * order), then Recent ones with activity; never `current`, a finished one (as cached) or one in
 * `skipped`. Each once.
 */
export function queueOrder(state: QueueState, current: number, skipped: ReadonlySet<number>): number[] {
  const order: number[] = [];
  for (const { id } of [...state.watched, ...state.recent]) {
    if (id === current || skipped.has(id) || order.includes(id)) continue;
    const ticket = state.cached.get(id)?.ticket;
    if (!ticket || isFinished(ticket.status)) continue;
    if (changeSince(ticket, state.seen[id], state.facts[id])) order.push(id);
  }
  return order;
}

/** How many candidates are read afresh before one is offered (each may be a request). */
const CHECKED = 5;

/**
 * The next ticket that needs the agent, or null. A candidate's status is checked on its freshest
 * copy (`fresh`: the worker's, fetched when old) before it is offered: a colleague may have just
 * completed it. A copy that cannot be read is judged as cached.
 */
export async function nextToAnswer(
  scope: string,
  current: number,
  fresh: (ticketId: number) => Promise<Ticket>,
  exclude: QueueExclusion = excludeNone,
): Promise<number | null> {
  const [watched, recent, seen, facts] = await Promise.all([
    watchedStorage.get(scope),
    recentStorage.get(scope),
    lastSeenStorage.get(scope),
    seenFactsStorage.get(scope),
  ]);
  const ids = [...new Set([...watched, ...recent].map((entry) => entry.id))];
  const [cached, skipped] = await Promise.all([ticketCache.getMany(scope, ids), exclude(scope, ids)]);
  const order = queueOrder({ watched, recent, seen, facts, cached }, current, skipped);
  for (const id of order.slice(0, CHECKED)) {
    const ticket = await fresh(id).catch(() => cached.get(id)?.ticket);
    if (ticket && !isFinished(ticket.status)) return id;
  }
  return null;
}
