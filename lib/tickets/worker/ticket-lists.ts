import type { Ticket } from '@/lib/api/schemas';
import { serialized } from '@/lib/storage/collection';
import {
  lastSeenStorage,
  recentStorage,
  type ScopedList,
  type SeenFacts,
  seenFactsStorage,
  type TicketListEntry,
  ticketCache,
  watchedStorage,
} from '@/lib/storage/items';
import type { Session } from '@/lib/worker/context';

// The API has no list endpoint: "Recent" and "Watched" are the agent's own lists, kept locally
// per workspace. The worker is their only writer (pages ask through the protocol).

export const RECENT_CAP = 50;
const WATCHED_CAP = 200;
/** Last-seen times kept per workspace (the newest). */
const SEEN_CAP = 1000;

export type ListName = 'recent' | 'watched';
const lists: Record<ListName, ScopedList> = { recent: recentStorage, watched: watchedStorage };

/** Changes one list; answers the entries the change took out. */
function changeList(
  session: Session,
  name: ListName,
  change: (list: TicketListEntry[]) => TicketListEntry[],
): Promise<TicketListEntry[]> {
  const item = lists[name];
  return serialized(item.key(session.scope), async () => {
    const before = await item.get(session.scope);
    const next = change(before);
    // `change` answers the list itself when nothing changes: no write, no change event.
    if (next !== before && session.alive()) await item.set(session.scope, next);
    const kept = new Set(next.map((e) => e.id));
    return before.filter((e) => !kept.has(e.id));
  });
}

/**
 * When the agent last took tickets out of Recent, per `<scope>:<id>` (`<scope>:*`: cleared). Worker
 * memory, for the seconds a late note can take: a note of an open from before the removal must not
 * bring the ticket back (the panel still reading it when the agent pressed Delete in the popup).
 */
const takenOut = new Map<string, number>();
const TAKEN_OUT_KEPT_MS = 5 * 60_000;

/** Forgets the removals remembered (tests; the worker never needs it). */
export function forgetRemovals(): void {
  takenOut.clear();
}

function noteTakenOut(scope: string, ids: readonly number[] | '*', now = Date.now()): void {
  for (const [key, at] of takenOut) if (now - at > TAKEN_OUT_KEPT_MS) takenOut.delete(key);
  for (const id of ids === '*' ? ['*'] : ids) takenOut.set(`${scope}:${id}`, now);
}

/**
 * Puts `ticketId` in Recent as of `at` (opened, replied to, or reached from a page): the list is
 * newest first, so a ticket opened now goes to the top. The place follows the time the agent
 * opened it, not the time the note arrives: a page that answers late (the side panel still reading
 * a ticket the agent has since left for another) must not move it above tickets opened after it,
 * and a note older than the ticket's own entry changes nothing.
 */
export async function touchRecent(session: Session, ticketId: number, at = Date.now()): Promise<void> {
  await changeList(session, 'recent', (list) => {
    const now = Date.now();
    const when = Math.min(at, now); // a page's clock is the worker's, but never ahead of now
    // Times ahead of now (the clock was set back since) count as now: a ticket opened now still
    // goes to the top.
    const timeOf = (e: TicketListEntry) => Math.min(e.at, now);
    const known = list.find((e) => e.id === ticketId);
    if (known && known.at >= when && known.at <= now) return list;
    const removed = Math.max(
      takenOut.get(`${session.scope}:${ticketId}`) ?? 0,
      takenOut.get(`${session.scope}:*`) ?? 0,
    );
    if (!known && when < removed) return list; // opened before the agent took it out
    const rest = list.filter((e) => e.id !== ticketId);
    const place = rest.findIndex((e) => timeOf(e) <= when);
    const index = place === -1 ? rest.length : place;
    return [...rest.slice(0, index), { id: ticketId, at: when }, ...rest.slice(index)].slice(0, RECENT_CAP);
  });
}

export function removeFromList(session: Session, name: ListName, ticketIds: readonly number[]) {
  return changeList(session, name, (list) => {
    if (name === 'recent') noteTakenOut(session.scope, ticketIds);
    return list.filter((e) => !ticketIds.includes(e.id));
  });
}

/** Puts entries back (Undo of a removal), in their old places by time. */
export async function restoreToList(session: Session, name: ListName, entries: readonly TicketListEntry[]) {
  await changeList(session, name, (list) => {
    const ids = new Set(list.map((e) => e.id));
    return [...list, ...entries.filter((e) => !ids.has(e.id))].sort((a, b) => b.at - a.at);
  });
}

export function clearList(session: Session, name: ListName) {
  return changeList(session, name, () => {
    if (name === 'recent') noteTakenOut(session.scope, '*');
    return [];
  });
}

export async function setWatched(session: Session, ticketId: number, watched: boolean, now = Date.now()) {
  await changeList(session, 'watched', (list) => {
    const rest = list.filter((e) => e.id !== ticketId);
    return watched ? [{ id: ticketId, at: now }, ...rest].slice(0, WATCHED_CAP) : rest;
  });
  // New activity is measured from a first look: a watched ticket needs one to compare against.
  const cached = watched ? await ticketCache.get(session.scope, ticketId) : null;
  if (cached && !(await lastSeenStorage.get(session.scope))[ticketId]) await markSeen(session, cached.ticket);
}

/**
 * A snoozed ticket comes back (or the agent unsnoozed it): to the top of Watched. `back`: it came
 * back by itself, and its row says "Back from snooze" until the agent opens it.
 */
export async function bringBackToWatched(
  session: Session,
  ticketId: number,
  back: boolean,
  now = Date.now(),
): Promise<void> {
  await changeList(session, 'watched', (list) => [
    { id: ticketId, at: now, ...(back ? { back: now } : {}) },
    ...list.filter((e) => e.id !== ticketId),
  ]);
}

/** What the agent sees of a ticket: its last activity, reply count and status. */
type SeenTicket = Pick<Ticket, 'id' | 'lastThreadElementCreationTime' | 'replyCount' | 'status'>;

/** Records that the agent saw the ticket as it is: its last activity, reply count and status. */
export function markSeen(session: Session, ticket: SeenTicket) {
  return recordSeen(session, [ticket]);
}

/**
 * Records several last looks in one write. A ticket whose last activity is unknown is left out:
 * there would be nothing to compare with later.
 */
function recordSeen(session: Session, tickets: readonly SeenTicket[]) {
  const looked = tickets.filter((ticket) => ticket.lastThreadElementCreationTime);
  if (!looked.length) return Promise.resolve();
  const key = lastSeenStorage.key(session.scope);
  return serialized(key, async () => {
    const [times, facts] = await Promise.all([
      lastSeenStorage.get(session.scope),
      seenFactsStorage.get(session.scope),
    ]);
    const seen: Record<string, string> = { ...times };
    for (const ticket of looked) seen[ticket.id] = ticket.lastThreadElementCreationTime as string;
    const entries = Object.entries(seen);
    // Bounded: the tickets seen longest ago go first.
    const next =
      entries.length > SEEN_CAP
        ? Object.fromEntries(
            entries.sort(([, a], [, b]) => Date.parse(String(b)) - Date.parse(String(a))).slice(0, SEEN_CAP),
          )
        : seen;
    const nextFacts: Record<string, SeenFacts> = {};
    for (const id of Object.keys(next)) if (facts[id]) nextFacts[id] = facts[id];
    for (const { id, replyCount, status } of looked) if (id in next) nextFacts[id] = { replyCount, status };
    if (!session.alive()) return;
    // Facts first: a page that reacts to the new time finds the facts of the same look.
    await seenFactsStorage.set(session.scope, nextFacts);
    await lastSeenStorage.set(session.scope, next);
  });
}

/** "Mark all seen": every ticket's cached state counts as seen (tickets not cached stay as they are). */
export async function markAllSeen(session: Session, ticketIds: readonly number[]): Promise<void> {
  const cached = await ticketCache.getMany(session.scope, ticketIds);
  await recordSeen(
    session,
    [...cached.values()].map((entry) => entry.ticket),
  );
}

/**
 * The agent opened the ticket (at `openedAt`, epoch ms; absent: now): into Recent by that time (the
 * top unless another ticket was opened since), and its new-activity marker clears.
 */
export async function noteOpened(session: Session, ticketId: number, openedAt?: number): Promise<void> {
  await touchRecent(session, ticketId, openedAt);
  // Opened: no longer "Back from snooze" (the list is not written when no row says it).
  await changeList(session, 'watched', (list) =>
    list.some((e) => e.id === ticketId && e.back)
      ? list.map((e) => (e.id === ticketId ? { id: e.id, at: e.at } : e))
      : list,
  );
  const cached = await ticketCache.get(session.scope, ticketId);
  if (cached) await markSeen(session, cached.ticket);
}
