import { computed, signal } from '@preact/signals';
import { readActiveWorkspace, watchActiveWorkspace } from '@/lib/active-workspace';
import type { Ticket } from '@/lib/api/schemas';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import {
  type CachedTicket,
  lastSeenStorage,
  recentStorage,
  type TicketListEntry,
  ticketCache,
  watchedStorage,
} from '@/lib/storage';
import { hasNewActivity, type ListName } from '@/lib/tickets/ticket-lists';
import { refreshTickets } from './refresh-tickets';

export type { ListName };

export interface TicketRow {
  id: number;
  /** From the cache at once, then from the refresh; null until either has it. */
  ticket: Ticket | null;
  newActivity: boolean;
  /** Why this ticket could not be refreshed (not found, …); the cached copy still shows. */
  problem: string | null;
}

/** At most this many `getTicket` calls at a time when a list refreshes. */
export const REFRESH_CONCURRENCY = 4;

/**
 * Recent and Watched, the agent's own lists (the API has none), for the active workspace. Rows
 * come from local storage at once; `refresh` then asks the worker for each ticket with bounded
 * concurrency. The worker writes the lists; every change comes back through storage events.
 */
export function createTicketListsModel(client: ProtocolClient, options: { concurrency?: number } = {}) {
  const concurrency = options.concurrency ?? REFRESH_CONCURRENCY;
  const lists = { recent: signal<TicketListEntry[]>([]), watched: signal<TicketListEntry[]>([]) };
  const cache = signal<ReadonlyMap<number, CachedTicket>>(new Map());
  const lastSeen = signal<Record<string, string>>({});
  const problems = signal<Record<number, string>>({});
  const notice = { recent: signal<string | null>(null), watched: signal<string | null>(null) };
  const refreshing = { recent: signal(false), watched: signal(false) };
  const loaded = signal(false);
  const refreshedAt: Record<ListName, number> = { recent: 0, watched: 0 };
  let scope: string | null = null;
  let stopFollowing = () => {};
  /** Settles once the active workspace is known (a refresh asked for before must wait for it). */
  let scopeKnown: Promise<void> = Promise.resolve();

  const toRows = (entries: TicketListEntry[]): TicketRow[] =>
    entries.map(({ id }) => {
      const ticket = cache.value.get(id)?.ticket ?? null;
      return {
        id,
        ticket,
        newActivity: !!ticket && hasNewActivity(ticket.lastThreadElementCreationTime, lastSeen.value[id]),
        problem: problems.value[id] ?? null,
      };
    });
  const rows = {
    recent: computed(() => toRows(lists.recent.value)),
    watched: computed(() => toRows(lists.watched.value)),
  };
  const watchedIds = computed(() => new Set(lists.watched.value.map((entry) => entry.id)));

  /** Keeps the newer copy: a refresh answer and a storage event may arrive in either order. */
  function remember(id: number, entry: CachedTicket | null) {
    const known = cache.value.get(id);
    if (!entry || (known && known.fetchedAt > entry.fetchedAt)) return;
    cache.value = new Map(cache.value).set(id, entry);
  }

  async function reload(): Promise<void> {
    await scopeKnown;
    if (!scope) {
      loaded.value = true;
      return;
    }
    const [recent, watched, seen] = await Promise.all([
      recentStorage.get(scope),
      watchedStorage.get(scope),
      lastSeenStorage.get(scope),
    ]);
    const ids = [...new Set([...recent, ...watched].map((entry) => entry.id))];
    cache.value = await ticketCache.getMany(scope, ids);
    lists.recent.value = recent;
    lists.watched.value = watched;
    lastSeen.value = seen;
    loaded.value = true;
  }

  function follow(next: string | null) {
    stopFollowing();
    scope = next;
    if (!next) return;
    const stops = [
      recentStorage.watch(next, (value) => {
        lists.recent.value = value;
      }),
      watchedStorage.watch(next, (value) => {
        lists.watched.value = value;
      }),
      lastSeenStorage.watch(next, (value) => {
        lastSeen.value = value;
      }),
      ticketCache.watchAll(next, remember),
    ];
    stopFollowing = () => {
      for (const stop of stops) stop();
    };
  }

  /** Reads storage and follows its changes; returns the cleanup. */
  function start(): () => void {
    const stopWorkspace = watchActiveWorkspace((active) => {
      if (active.scope === scope) return;
      follow(active.scope);
      void reload();
    });
    scopeKnown = readActiveWorkspace().then((active) => follow(active.scope));
    void reload();
    return () => {
      stopWorkspace();
      stopFollowing();
    };
  }

  /** Refreshes when the list was not refreshed in the last `maxAgeMs` (switching tabs back and forth). */
  function refreshIfStale(list: ListName, maxAgeMs = 30_000, now = Date.now()): Promise<void> {
    return now - refreshedAt[list] < maxAgeMs ? Promise.resolve() : refresh(list);
  }

  /** Fetches every ticket of the list again, `concurrency` at a time. */
  async function refresh(list: ListName): Promise<void> {
    refreshedAt[list] = Date.now();
    if (!loaded.value) await reload();
    const ids = lists[list].value.map((entry) => entry.id);
    refreshing[list].value = true;
    notice[list].value = null;
    const { failed, stoppedBy } = await refreshTickets(client, ids, concurrency, {
      ticket: (entry) => remember(entry.ticket.id, entry),
      problem: setProblem,
    });
    refreshing[list].value = false;
    if (stoppedBy) notice[list].value = t('lists.saved-copies', { reason: stoppedBy });
    else if (failed) notice[list].value = `${failed} of ${ids.length} tickets could not be refreshed.`;
  }

  function setProblem(ticketId: number, problem: string | null) {
    const { [ticketId]: _old, ...rest } = problems.value;
    problems.value = problem ? { ...rest, [ticketId]: problem } : rest;
  }

  /** The agent looked at `ticket`: it moves to the top of Recent and its new-activity marker clears. */
  async function noteOpened(ticket: Ticket): Promise<void> {
    remember(ticket.id, { ticket, fetchedAt: Date.now() });
    const seenAt = ticket.lastThreadElementCreationTime; // unknown: keep the last look
    if (seenAt) lastSeen.value = { ...lastSeen.value, [ticket.id]: seenAt };
    await client.call({ op: 'noteOpened', ticketId: ticket.id });
  }

  async function remove(list: ListName, ticketId: number): Promise<void> {
    await client.call({ op: 'removeFromList', list, ticketIds: [ticketId] });
  }

  async function clear(list: ListName): Promise<void> {
    await client.call({ op: 'clearList', list });
  }

  async function setWatch(ticketId: number, watched: boolean): Promise<void> {
    await client.call({ op: 'setWatched', ticketId, watched });
  }

  return {
    lists,
    rows,
    watchedIds,
    notice,
    refreshing,
    loaded,
    start,
    reload,
    refresh,
    refreshIfStale,
    noteOpened,
    remove,
    clear,
    setWatch,
  };
}
export type TicketListsModel = ReturnType<typeof createTicketListsModel>;
