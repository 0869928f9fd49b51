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
    if (session.alive()) await item.set(session.scope, next);
    const kept = new Set(next.map((e) => e.id));
    return before.filter((e) => !kept.has(e.id));
  });
}

/** Moves `ticketId` to the top of Recent (opened, replied to, or reached from a page). */
export async function touchRecent(session: Session, ticketId: number, now = Date.now()): Promise<void> {
  await changeList(session, 'recent', (list) =>
    [{ id: ticketId, at: now }, ...list.filter((e) => e.id !== ticketId)].slice(0, RECENT_CAP),
  );
}

export function removeFromList(session: Session, name: ListName, ticketIds: readonly number[]) {
  return changeList(session, name, (list) => list.filter((e) => !ticketIds.includes(e.id)));
}

/** Puts entries back (Undo of a removal), in their old places by time. */
export async function restoreToList(session: Session, name: ListName, entries: readonly TicketListEntry[]) {
  await changeList(session, name, (list) => {
    const ids = new Set(list.map((e) => e.id));
    return [...list, ...entries.filter((e) => !ids.has(e.id))].sort((a, b) => b.at - a.at);
  });
}

export function clearList(session: Session, name: ListName) {
  return changeList(session, name, () => []);
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
  const key = lastSeenStorage.key(session.scope);
  return serialized(key, async () => {
    const seen = { ...(await lastSeenStorage.get(session.scope)), [ticketId]: lastThreadElementCreationTime };
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

/** The agent opened the ticket: to the top of Recent, and its new-activity marker clears. */
export async function noteOpened(session: Session, ticketId: number): Promise<void> {
  await touchRecent(session, ticketId);
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
