import { signal } from '@preact/signals';
import { t } from '@/lib/i18n/format';
import { type ProtocolClient, scopedClient } from '@/lib/messaging/client';
import type { CachedTicket } from '@/lib/storage/read';

// The popup lists' refresh (ticket-lists-model.ts): each ticket of a list fetched again through
// the worker, in the workspace shown when it starts. A switch meanwhile drops what it finds.

type ListName = 'recent' | 'watched' | 'drafts';
const NAMES: readonly ListName[] = ['watched', 'recent', 'drafts'];

interface RefreshDeps {
  client: ProtocolClient;
  concurrency: number;
  /** The workspace the rows are of (null: none). */
  scope: () => string | null;
  /** Settles once the rows are read (a refresh fetches the rows on screen). */
  loaded: () => Promise<void>;
  ids: (list: ListName) => number[];
  /** A fresh copy of a ticket of the shown workspace. */
  remember: (entry: CachedTicket) => void;
}

export function createListRefresh(deps: RefreshDeps) {
  /** Per ticket, why it could not be fetched. */
  const problems = signal<Record<number, string>>({});
  const notice = {
    recent: signal<string | null>(null),
    watched: signal<string | null>(null),
    drafts: signal<string | null>(null),
  };
  const refreshing = { recent: signal(false), watched: signal(false), drafts: signal(false) };
  /** When each list was last refreshed in the workspace shown (0: not yet). */
  const refreshedAt: Record<ListName, number> = { recent: 0, watched: 0, drafts: 0 };
  /** Per list, the newest refresh: an older one (another workspace's) reports nothing. */
  const turns: Record<ListName, number> = { recent: 0, watched: 0, drafts: 0 };

  function setProblem(ticketId: number, problem: string | null) {
    const { [ticketId]: _old, ...rest } = problems.value;
    problems.value = problem ? { ...rest, [ticketId]: problem } : rest;
  }

  /** Fetches every ticket of the list again, `concurrency` at a time. */
  async function refresh(list: ListName): Promise<void> {
    refreshedAt[list] = Date.now();
    await deps.loaded();
    const within = deps.scope();
    if (!within) return;
    const turn = ++turns[list];
    const current = () => turn === turns[list] && within === deps.scope();
    const ids = deps.ids(list);
    refreshing[list].value = true;
    notice[list].value = null;
    // Not needed to draw the rows: loaded when the first refresh starts, after they show.
    const { refreshTickets } = await import('./refresh-tickets');
    const scoped = scopedClient(deps.client, within);
    const { failed, stoppedBy } = await refreshTickets(scoped, ids, deps.concurrency, {
      ticket: (entry) => current() && deps.remember(entry),
      problem: (ticketId, problem) => current() && setProblem(ticketId, problem),
    });
    if (!current()) return;
    refreshing[list].value = false;
    if (stoppedBy) notice[list].value = t('lists.saved-copies', { reason: stoppedBy });
    else if (failed) notice[list].value = t('lists.failed', { count: failed, total: ids.length });
  }

  return {
    problems,
    notice,
    refreshing,
    refresh,
    /** Refreshes when the list was not refreshed in the last `maxAgeMs` (switching tabs back and forth). */
    refreshIfStale(list: ListName, maxAgeMs = 30_000, now = Date.now()): Promise<void> {
      return now - refreshedAt[list] < maxAgeMs ? Promise.resolve() : refresh(list);
    },
    /** Signed in meanwhile (lib/account/follow-sign-in.ts): every list refreshed here is fetched again. */
    refreshAgain(): void {
      for (const list of NAMES) if (refreshedAt[list] > 0) void refresh(list);
    },
    /**
     * Another workspace is shown: its problems and notices go, refreshes under way report
     * nothing, and the lists refreshed in the one left are fetched in this one once `read`.
     */
    switched(read: Promise<void>): void {
      const again = NAMES.filter((list) => refreshedAt[list] > 0);
      problems.value = {};
      for (const list of NAMES) {
        notice[list].value = null;
        refreshing[list].value = false;
        refreshedAt[list] = 0;
        turns[list]++;
      }
      void read.then(() => {
        for (const list of again) void refresh(list);
      });
    },
  };
}
