import type { Ticket } from '@/lib/api/schemas';
import {
  type CachedTicket,
  lastSeenStorage,
  recentStorage,
  type TicketListEntry,
  ticketCache,
  watchedStorage,
} from '@/lib/storage/read';
import { withNewActivity } from '@/lib/tickets/new-activity';
import { isFinished } from '@/lib/tickets/ticket-change';

// Where an agent working through a queue goes after answering one ticket: the next ticket that
// needs them, in any workspace the badge counts, without a trip to the popup.

/**
 * Tickets the queue must pass over (snoozed ones): the tickets of `scope` among `ids` to skip.
 * The default skips none.
 */
export type QueueExclusion = (scope: string, ids: readonly number[]) => Promise<ReadonlySet<number>>;
export const excludeNone: QueueExclusion = async () => new Set();

/** A ticket of a workspace (its scope). */
export interface QueuedTicket {
  scope: string;
  ticketId: number;
}

/** What the picker reads of a workspace: its lists, last looks and cached copies. */
interface QueueState {
  watched: readonly TicketListEntry[];
  recent: readonly TicketListEntry[];
  seen: Record<string, string>;
  cached: ReadonlyMap<number, CachedTicket>;
}

/**
 * The tickets of one workspace that need the agent, best first: Watched ones with new activity
 * (what the badge counts, in the list's order), then Recent ones with activity; never `current`,
 * a finished one (as cached) or one in `skipped`. Each once.
 */
export function queueOrder(
  state: QueueState,
  current: number | null,
  skipped: ReadonlySet<number>,
): number[] {
  const active = [
    ...withNewActivity(state.watched, state.cached, state.seen),
    ...withNewActivity(state.recent, state.cached, state.seen),
  ];
  return [...new Set(active)].filter(
    (id) => id !== current && !skipped.has(id) && !isFinished(state.cached.get(id)?.ticket.status),
  );
}

/** How many candidates of a workspace are read afresh before the next workspace's (each may be a request). */
const CHECKED = 5;

async function orderIn(scope: string, current: number | null, exclude: QueueExclusion) {
  const [watched, recent, seen] = await Promise.all([
    watchedStorage.get(scope),
    recentStorage.get(scope),
    lastSeenStorage.get(scope),
  ]);
  const ids = [...new Set([...watched, ...recent].map((entry) => entry.id))];
  const [cached, skipped] = await Promise.all([ticketCache.getMany(scope, ids), exclude(scope, ids)]);
  return { cached, order: queueOrder({ watched, recent, seen, cached }, current, skipped) };
}

/**
 * The next ticket that needs the agent, or null: first in the workspace of `current`, then in
 * each other of `scopes` (the workspaces the badge counts, in the switcher's order). A
 * candidate's status is checked on its freshest copy (`fresh`: the worker's, fetched when old)
 * before it is offered: a colleague may have just completed it. A copy that cannot be read is
 * judged as cached.
 */
export async function nextToAnswer(
  scopes: readonly string[],
  current: QueuedTicket,
  fresh: (scope: string, ticketId: number) => Promise<Ticket>,
  exclude: QueueExclusion = excludeNone,
): Promise<QueuedTicket | null> {
  for (const scope of [current.scope, ...scopes.filter((s) => s !== current.scope)]) {
    const { cached, order } = await orderIn(
      scope,
      scope === current.scope ? current.ticketId : null,
      exclude,
    );
    for (const ticketId of order.slice(0, CHECKED)) {
      const ticket = await fresh(scope, ticketId).catch(() => cached.get(ticketId)?.ticket);
      if (ticket && !isFinished(ticket.status)) return { scope, ticketId };
    }
  }
  return null;
}
