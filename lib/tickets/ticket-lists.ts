import {
  lastSeenStorage,
  recentStorage,
  type ScopedList,
  type TicketListEntry,
  ticketCache,
  watchedStorage,
} from '../storage';
import { serialized } from '../storage-collection';
import type { Session } from '../worker/context';

// The API has no list endpoint: "Recent" and "Watched" are the agent's own lists, kept locally
// per workspace. The worker is their only writer (pages ask through the protocol).

export const RECENT_CAP = 50;
export const WATCHED_CAP = 200;
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
  const time = cached?.ticket.lastThreadElementCreationTime;
  if (time && !(await lastSeenStorage.get(session.scope))[ticketId]) await markSeen(session, ticketId, time);
}

/** Records that the agent saw the ticket as of its `lastThreadElementCreationTime`. */
export function markSeen(
  session: Session,
  ticketId: number,
  lastThreadElementCreationTime: string | undefined,
) {
  if (!lastThreadElementCreationTime) return Promise.resolve(); // unknown time: nothing to compare with later
  return recordSeen(session, { [ticketId]: lastThreadElementCreationTime });
}

/** Records several last looks in one write (`times`: ticket id → ISO time of the last thread element). */
function recordSeen(session: Session, times: Record<string, string>) {
  const key = lastSeenStorage.key(session.scope);
  return serialized(key, async () => {
    const seen = { ...(await lastSeenStorage.get(session.scope)), ...times };
    const entries = Object.entries(seen);
    // Bounded: the tickets seen longest ago go first.
    const next =
      entries.length > SEEN_CAP
        ? Object.fromEntries(
            entries.sort(([, a], [, b]) => Date.parse(String(b)) - Date.parse(String(a))).slice(0, SEEN_CAP),
          )
        : seen;
    if (session.alive()) await lastSeenStorage.set(session.scope, next);
  });
}

/** "Mark all seen": every ticket's cached last activity counts as seen (tickets not cached stay as they are). */
export async function markAllSeen(session: Session, ticketIds: readonly number[]): Promise<void> {
  const cached = await ticketCache.getMany(session.scope, ticketIds);
  const times: Record<string, string> = {};
  for (const [id, entry] of cached) {
    const time = entry.ticket.lastThreadElementCreationTime; // unknown: nothing to mark
    if (time) times[id] = time;
  }
  if (Object.keys(times).length) await recordSeen(session, times);
}

/**
 * The agent opened the ticket (at `openedAt`, epoch ms; absent: now): into Recent by that time (the
 * top unless another ticket was opened since), and its new-activity marker clears.
 */
export async function noteOpened(session: Session, ticketId: number, openedAt?: number): Promise<void> {
  await touchRecent(session, ticketId, openedAt);
  const cached = await ticketCache.get(session.scope, ticketId);
  const time = cached?.ticket.lastThreadElementCreationTime;
  if (time) await markSeen(session, ticketId, time);
}

/** New activity: the last thread element is newer than the agent's last look (never looked: no marker). */
export function hasNewActivity(
  lastThreadElementCreationTime: string | undefined,
  lastSeen: string | undefined,
): boolean {
  if (!lastSeen || !lastThreadElementCreationTime) return false; // unknown activity: cannot compare
  return Date.parse(lastThreadElementCreationTime) > Date.parse(lastSeen);
}
