import { computed, signal } from '@preact/signals';
import type { Ticket } from '@/lib/api/schemas';
import type { ProtocolClient } from '@/lib/messaging/client';
import {
  type CachedTicket,
  lastSeenStorage,
  recentStorage,
  type TicketListEntry,
  ticketCacheStorage,
  watchedStorage,
} from '@/lib/storage';
import { hasNewActivity, markSeen, removeRecent, setWatched, touchRecent } from '@/lib/tickets/ticket-lists';
import { refreshTickets } from './refresh-tickets';

export type ListName = 'recent' | 'watched';

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
 * Recent and Watched, the agent's own lists (the API has none). Rows come from local storage at
 * once; `refresh` then asks the worker for each ticket with bounded concurrency. Storage is the
 * source of truth: every change (here, in the side panel, in the worker) comes back through `watch`.
 */
export function createTicketListsModel(client: ProtocolClient, options: { concurrency?: number } = {}) {
  const concurrency = options.concurrency ?? REFRESH_CONCURRENCY;
  const lists = { recent: signal<TicketListEntry[]>([]), watched: signal<TicketListEntry[]>([]) };
  const cache = signal<Record<string, CachedTicket>>({});
  /**
   * What this popup fetched itself. Kept apart from the stored cache because concurrent writers
   * of the whole cache object can put an older copy back; the newer `fetchedAt` wins.
   */
  const fresh = signal<Record<string, CachedTicket>>({});
  const newest = (id: number): CachedTicket | undefined => {
    const stored = cache.value[id];
    const own = fresh.value[id];
    return own && (!stored || own.fetchedAt >= stored.fetchedAt) ? own : stored;
  };
  const lastSeen = signal<Record<string, string>>({});
  const problems = signal<Record<number, string>>({});
  const notice = { recent: signal<string | null>(null), watched: signal<string | null>(null) };
  const refreshing = { recent: signal(false), watched: signal(false) };
  const loaded = signal(false);
  const refreshedAt: Record<ListName, number> = { recent: 0, watched: 0 };

  const toRows = (entries: TicketListEntry[]): TicketRow[] =>
    entries.map(({ id }) => {
      const ticket = newest(id)?.ticket ?? null;
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

  async function reload(): Promise<void> {
    const [recent, watched, cached, seen] = await Promise.all([
      recentStorage.getValue(),
      watchedStorage.getValue(),
      ticketCacheStorage.getValue(),
      lastSeenStorage.getValue(),
    ]);
    lists.recent.value = recent;
    lists.watched.value = watched;
    cache.value = cached;
    lastSeen.value = seen;
    loaded.value = true;
  }

  /** Reads storage and follows its changes; returns the cleanup. */
  function start(): () => void {
    const stops = [
      recentStorage.watch((value) => {
        lists.recent.value = value ?? [];
      }),
      watchedStorage.watch((value) => {
        lists.watched.value = value ?? [];
      }),
      ticketCacheStorage.watch((value) => {
        cache.value = value ?? {};
      }),
      lastSeenStorage.watch((value) => {
        lastSeen.value = value ?? {};
      }),
    ];
    void reload();
    return () => {
      for (const stop of stops) stop();
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
      ticket: (entry) => {
        fresh.value = { ...fresh.value, [entry.ticket.id]: entry };
      },
      problem: setProblem,
    });
    refreshing[list].value = false;
    if (stoppedBy) notice[list].value = `Showing saved copies: ${stoppedBy.message}`;
    else if (failed) notice[list].value = `${failed} of ${ids.length} tickets could not be refreshed.`;
  }

  function setProblem(ticketId: number, problem: string | null) {
    const { [ticketId]: _old, ...rest } = problems.value;
    problems.value = problem ? { ...rest, [ticketId]: problem } : rest;
  }

  /** The agent looked at `ticket`: it moves to the top of Recent and its new-activity marker clears. */
  async function noteOpened(ticket: Ticket): Promise<void> {
    fresh.value = { ...fresh.value, [ticket.id]: { ticket, fetchedAt: Date.now() } };
    const seenAt = ticket.lastThreadElementCreationTime; // unknown: keep the last look
    if (seenAt) lastSeen.value = { ...lastSeen.value, [ticket.id]: seenAt };
    await touchRecent(ticket.id);
    await markSeen(ticket.id, ticket.lastThreadElementCreationTime);
    await reload();
  }

  async function remove(list: ListName, ticketId: number): Promise<void> {
    if (list === 'recent') await removeRecent(ticketId);
    else await setWatched(ticketId, false);
    await reload();
  }

  async function clear(list: ListName): Promise<void> {
    await (list === 'recent' ? recentStorage : watchedStorage).setValue([]);
    await reload();
  }

  async function setWatch(ticketId: number, watched: boolean): Promise<void> {
    await setWatched(ticketId, watched);
    // New activity is measured from a first look: a watched ticket needs one to compare against.
    const ticket = newest(ticketId)?.ticket;
    if (watched && ticket && !lastSeen.value[ticketId])
      await markSeen(ticketId, ticket.lastThreadElementCreationTime);
    await reload();
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
