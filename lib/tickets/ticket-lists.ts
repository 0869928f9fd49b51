import { lastSeenStorage, recentStorage, type TicketListEntry, watchedStorage } from '../storage';

// The API has no list endpoint: "Recent" and "Watched" are the agent's own lists, kept locally.
// These functions are safe to call from the worker and from pages alike.

export const RECENT_CAP = 50;

/** Moves `ticketId` to the top of Recent (opened, replied to, or reached from a page). */
export async function touchRecent(ticketId: number, now = Date.now()): Promise<void> {
  const list = await recentStorage.getValue();
  const next: TicketListEntry[] = [{ id: ticketId, at: now }, ...list.filter((e) => e.id !== ticketId)];
  await recentStorage.setValue(next.slice(0, RECENT_CAP));
}

export async function removeRecent(ticketId: number): Promise<void> {
  await recentStorage.setValue((await recentStorage.getValue()).filter((e) => e.id !== ticketId));
}

export async function setWatched(ticketId: number, watched: boolean, now = Date.now()): Promise<void> {
  const list = (await watchedStorage.getValue()).filter((e) => e.id !== ticketId);
  await watchedStorage.setValue(watched ? [{ id: ticketId, at: now }, ...list] : list);
}

/** Records that the agent saw the ticket as of its `lastThreadElementCreationTime`. */
export async function markSeen(
  ticketId: number,
  lastThreadElementCreationTime: string | undefined,
): Promise<void> {
  if (!lastThreadElementCreationTime) return; // unknown time: nothing to compare with later
  const seen = await lastSeenStorage.getValue();
  await lastSeenStorage.setValue({ ...seen, [ticketId]: lastThreadElementCreationTime });
}

/** New activity: the last thread element is newer than the agent's last look (never looked: no marker). */
export function hasNewActivity(
  lastThreadElementCreationTime: string | undefined,
  lastSeen: string | undefined,
): boolean {
  if (!lastSeen || !lastThreadElementCreationTime) return false; // unknown activity: cannot compare
  return Date.parse(lastThreadElementCreationTime) > Date.parse(lastSeen);
}
