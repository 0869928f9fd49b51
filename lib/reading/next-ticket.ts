import { changeSince } from '@/lib/reading/ticket-change';
import { lastSeenStorage, seenFactsStorage, ticketCache, watchedStorage } from '@/lib/storage/read';

/**
 * The next Watched ticket with something new (in the list's order), other than `current`: where
 * an agent working through a queue goes after completing one. Null when none has.
 */
export async function nextWithActivity(scope: string, current: number): Promise<number | null> {
  const [watched, seen, facts] = await Promise.all([
    watchedStorage.get(scope),
    lastSeenStorage.get(scope),
    seenFactsStorage.get(scope),
  ]);
  const ids = watched.map((entry) => entry.id).filter((id) => id !== current);
  const cached = await ticketCache.getMany(scope, ids);
  return (
    ids.find((id) => {
      const ticket = cached.get(id)?.ticket;
      return !!ticket && !!changeSince(ticket, seen[id], facts[id]);
    }) ?? null
  );
}
