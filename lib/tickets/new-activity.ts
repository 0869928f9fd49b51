import { scopeOf, type Workspace } from '@/lib/settings/workspace';
import {
  type CachedTicket,
  lastSeenStorage,
  type TicketListEntry,
  ticketCache,
  watchedStorage,
} from '@/lib/storage/read';
import { snoozedTicketIds } from '@/lib/storage/snoozed';
import { hasNewActivity } from './ticket-change';

// What the toolbar badge counts, in one place: the tickets with new activity since the agent's
// last look, in every workspace. The badge counts them; "Next ticket with activity" offers them
// (lib/reading/next-ticket.ts), so the count and the queue never disagree. Read-only: any context.

/** The workspaces the badge counts (every configured one, the organisation's too), with their scope. */
export function countedWorkspaces<W extends Pick<Workspace, 'id' | 'apiBaseUrl'>>(
  workspaces: readonly W[],
): { workspace: W; scope: string }[] {
  return workspaces.flatMap((workspace) => {
    const scope = scopeOf(workspace);
    return scope ? [{ workspace, scope }] : [];
  });
}

/** The entries whose cached ticket's last thread element is newer than the agent's last look, in order. */
export function withNewActivity(
  entries: readonly TicketListEntry[],
  cache: ReadonlyMap<number, CachedTicket>,
  lastSeen: Record<string, string>,
): number[] {
  return entries
    .filter(({ id }) => {
      const cached = cache.get(id);
      return !!cached && hasNewActivity(cached.ticket.lastThreadElementCreationTime, lastSeen[id]);
    })
    .map(({ id }) => id);
}

/** What the badge counts in one workspace (`scope`): Watched tickets with new activity, snoozed ones left out. */
export async function watchedWithNewActivity(scope: string): Promise<number[]> {
  const [list, lastSeen, snoozed] = await Promise.all([
    watchedStorage.get(scope),
    lastSeenStorage.get(scope),
    snoozedTicketIds(scope),
  ]);
  // A snoozed ticket is out of Watched; never counted, even if it was watched again meanwhile.
  const watched = list.filter((entry) => !snoozed.has(entry.id));
  const cache = await ticketCache.getMany(
    scope,
    watched.map((entry) => entry.id),
  );
  return withNewActivity(watched, cache, lastSeen);
}
