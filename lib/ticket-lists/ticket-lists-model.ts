import { computed, effect, signal } from '@preact/signals';
import { report } from '@/lib/diagnostics/report';
import { type ProtocolClient, scopedClient } from '@/lib/messaging/client';
import { followSettings, type SettingsFollower, toActive } from '@/lib/settings/read';
import {
  type CachedTicket,
  draftIndex,
  lastSeenStorage,
  recentStorage,
  type SeenFacts,
  seenFactsStorage,
  type TicketListEntry,
  ticketCache,
  watchedStorage,
} from '@/lib/storage/read';
import { followTeamInboxLink } from '@/lib/tickets/team-inbox-link';
import type { ListName } from '@/lib/tickets/worker/ticket-lists';
import { type DraftNote, readDraftNotes } from './draft-notes';
import { draftEntries, type EarlyRead, readLists, rememberShown } from './first-read';
import { createListRefresh } from './list-refresh';
import { createListRemovals } from './list-removals';
import type { ListUndo } from './list-undo';
import { toRows } from './ticket-rows';

/** The popup's tabs: the worker's two lists, and the tickets with a local draft. */
export type PopupList = ListName | 'drafts';
export const POPUP_LISTS: readonly PopupList[] = ['watched', 'recent', 'drafts'];

/** At most this many `getTicket` calls at a time when a list refreshes. */
const REFRESH_CONCURRENCY = 4;

/**
 * Watched, Recent and Drafts, the agent's own lists (the API has none), for the active workspace.
 * Rows come from local storage at once, those with new activity first; `refresh` then asks the
 * worker for each ticket with bounded concurrency. The worker writes the lists and the drafts;
 * every change comes back through storage events.
 */
export function createTicketListsModel(client: ProtocolClient, options: { concurrency?: number } = {}) {
  const concurrency = options.concurrency ?? REFRESH_CONCURRENCY;
  const lists = {
    recent: signal<TicketListEntry[]>([]),
    watched: signal<TicketListEntry[]>([]),
    drafts: signal<TicketListEntry[]>([]),
  };
  const cache = signal<ReadonlyMap<number, CachedTicket>>(new Map());
  const lastSeen = signal<Record<string, string>>({});
  const seenFacts = signal<Record<string, SeenFacts>>({});
  /** The active workspace's Inbox link template (Options). */
  const inboxLink = signal<string | undefined>(undefined);
  const takeInboxLink = followTeamInboxLink(client, inboxLink);
  const loaded = signal(false);
  let scope: string | null = null;
  let stopFollowing = () => {};
  /**
   * Settles once `start` knows the active workspace: a refresh asked for before (a list view's
   * effect runs before the popup's own, which starts this model) must wait for it.
   */
  let markScopeKnown = () => {};
  const scopeKnown = new Promise<void>((resolve) => {
    markScopeKnown = resolve;
  });
  let initialLoad: Promise<void> | null = null;
  /**
   * Change events seen per item: a read that began before a change answers an older value than
   * the change brought, and must not replace it (a ticket just opened would vanish from Recent).
   */
  const changes = { recent: 0, watched: 0, drafts: 0, seen: 0 };

  const draftIds = computed(() => new Set(lists.drafts.value.map((entry) => entry.id)));
  /** The Drafts rows' own text and times, read again whenever a draft changes (see `start`). */
  const draftNotes = signal<ReadonlyMap<number, DraftNote>>(new Map());
  let notesAsked = 0;
  /** Reads the notes of the Drafts rows as they change; the newest read wins. Returns the stop. */
  const followDraftNotes = () =>
    effect(() => {
      const ids = lists.drafts.value.map((entry) => entry.id);
      const within = scope;
      const turn = ++notesAsked;
      if (!within || !ids.length) return;
      void readDraftNotes(within, ids).then(
        (notes) => {
          if (turn === notesAsked && within === scope) draftNotes.value = notes;
        },
        (error: unknown) => report(error, 'lists/draft-notes'),
      );
    });
  const refreshes = createListRefresh({
    client,
    concurrency,
    scope: () => scope,
    loaded: () => (loaded.value ? Promise.resolve() : (initialLoad ?? reload())), // the read `start` began
    ids: (list) => lists[list].value.map((entry) => entry.id),
    remember: (entry) => remember(entry.ticket.id, entry),
  });
  const { problems } = refreshes;
  const sources = { cache, lastSeen, seenFacts, inboxLink, problems, draftIds };
  const rows = {
    recent: computed(() => toRows(lists.recent.value, sources)),
    watched: computed(() => toRows(lists.watched.value, sources)),
    drafts: computed(() => toRows(lists.drafts.value, sources)),
  };
  /** Per tab: how many of its rows have new activity. */
  const newCount = {
    recent: computed(() => rows.recent.value.filter((row) => row.newActivity).length),
    watched: computed(() => rows.watched.value.filter((row) => row.newActivity).length),
    drafts: computed(() => rows.drafts.value.filter((row) => row.newActivity).length),
  };
  const watchedIds = computed(() => new Set(lists.watched.value.map((entry) => entry.id)));
  /** Undo of the last removal (list-undo.ts, loaded with the first removal). */
  const undo = signal<ListUndo | null>(null);
  /** Taking rows out (list-removals.ts), each with its Undo. */
  const removals = createListRemovals(client, { known: scopeKnown, scope: () => scope }, undo);

  /** Whether `entry` may replace `known`: the newer copy wins (answers and events come in any order). */
  const newer = (entry: CachedTicket, known: CachedTicket | undefined) =>
    !known || known.fetchedAt <= entry.fetchedAt;

  function remember(id: number, entry: CachedTicket | null) {
    if (entry && newer(entry, cache.value.get(id))) cache.value = new Map(cache.value).set(id, entry);
  }

  async function reload(early: EarlyRead | null = null): Promise<void> {
    // Changes counted from now: the early read is already under way while the settings come in.
    const followed = scope;
    let before = { ...changes };
    await scopeKnown;
    if (!scope) {
      loaded.value = true;
      return;
    }
    if (scope !== followed) before = { ...changes }; // another workspace's changes do not count
    const earlyIsCurrent = early?.scope === scope && !early.stale();
    early?.stop();
    const read = await (earlyIsCurrent && early ? early.read : readLists(scope));
    // What changed meanwhile came through the watchers, newer than what was read: kept (the
    // cache holds only this workspace's tickets: `follow` empties it on a switch).
    const found = new Map(read.cache);
    for (const [id, entry] of cache.value) if (newer(entry, found.get(id))) found.set(id, entry);
    cache.value = found;
    if (changes.recent === before.recent) lists.recent.value = read.recent;
    if (changes.watched === before.watched) lists.watched.value = read.watched;
    if (changes.drafts === before.drafts) lists.drafts.value = read.drafts;
    if (changes.seen === before.seen) {
      lastSeen.value = read.seen;
      seenFacts.value = read.seenFacts;
    }
    loaded.value = true;
  }

  function follow(next: string | null) {
    stopFollowing();
    if (next !== scope) cache.value = new Map(); // another workspace's tickets share ids
    scope = next;
    undo.value?.keepOnly(next); // an Undo offered in another workspace goes with it
    if (!next) return;
    const stops = [
      recentStorage.watch(next, (value) => {
        changes.recent++;
        lists.recent.value = value;
      }),
      watchedStorage.watch(next, (value) => {
        changes.watched++;
        lists.watched.value = value;
      }),
      lastSeenStorage.watch(next, (value) => {
        changes.seen++;
        lastSeen.value = value;
      }),
      // Written just before the times (lib/tickets/worker/ticket-lists.ts): both move in one step.
      seenFactsStorage.watch(next, (value) => {
        seenFacts.value = value;
      }),
      draftIndex.watch(next, (value) => {
        changes.drafts++;
        lists.drafts.value = draftEntries(value);
        // A draft of a ticket not in the other lists: its row needs the cached ticket.
        const missing = lists.drafts.value.filter((entry) => !cache.value.has(entry.id)).map((e) => e.id);
        if (missing.length)
          void ticketCache.getMany(next, missing).then((found) => {
            for (const [id, entry] of found) remember(id, entry);
          });
      }),
      ticketCache.watchAll(next, remember),
    ];
    stopFollowing = () => {
      for (const stop of stops) stop();
    };
  }

  /**
   * Reads storage and follows its changes; returns the cleanup. `settings`: the page's follower
   * of them, when it has one (one storage read fewer before the rows show). `early`: the lists of
   * the workspace the popup showed last, read beside the settings (`readLastShown`); used only
   * when the settings name that workspace, else its lists are read now.
   */
  function start(settings: SettingsFollower = followSettings(), early: EarlyRead | null = null): () => void {
    // Followed from the start, so no change made while the early read is under way is lost (one
    // made before, while the page loaded its catalog, makes the early read stale: read again).
    if (early) follow(early.scope);
    const stopDraftNotes = followDraftNotes();
    let known = false;
    const stopWorkspace = settings.subscribe((state) => {
      const { scope: active, workspace } = toActive(state.settings);
      takeInboxLink(active, workspace.inboxLink);
      if (active) rememberShown(active);
      if (!known) {
        known = true;
        if (active !== scope) follow(active);
        markScopeKnown();
      } else if (active !== scope) {
        follow(active);
        // The tab on screen shows the new workspace's tickets fresh, as it did the old one's.
        refreshes.switched(reload());
      }
    });
    initialLoad = reload(early);
    return () => {
      stopWorkspace();
      stopFollowing();
      stopDraftNotes();
      notesAsked++; // a read still under way lands nowhere
      early?.stop();
    };
  }

  /**
   * The client for an action on the rows on screen: it names their workspace, so a switch while
   * it runs never lands it in another whose tickets share the ids. Null before one is known.
   */
  const rowsClient = (): ProtocolClient | null => (scope ? scopedClient(client, scope) : null);

  /** Every row of the list with new activity counts as seen (the badge follows). */
  async function markAllSeen(list: PopupList): Promise<void> {
    const ticketIds = rows[list].value.filter((row) => row.newActivity).map((row) => row.id);
    if (ticketIds.length) await rowsClient()?.call({ op: 'markAllSeen', ticketIds });
  }

  async function setWatch(ticketId: number, watched: boolean): Promise<void> {
    await rowsClient()?.call({ op: 'setWatched', ticketId, watched });
  }

  return {
    lists,
    rows,
    draftNotes,
    inboxLink,
    newCount,
    watchedIds,
    undo,
    notice: refreshes.notice,
    refreshing: refreshes.refreshing,
    loaded,
    start,
    reload,
    refresh: refreshes.refresh,
    refreshIfStale: refreshes.refreshIfStale,
    refreshAgain: refreshes.refreshAgain,
    /** The workspace the rows are of (its scope); null before one is known. */
    scope: () => scope,
    rowsClient,
    /** Takes the row out; `undo` puts it back while its notice shows. */
    remove: (list: ListName, ticketId: number) => removals.remove(list, ticketId),
    /** Discards the ticket's local draft (a Drafts row); `undo` brings it back exactly. */
    discardDraft: (ticketId: number) => removals.discardDraft(ticketId),
    /** Empties the list; `undo` puts every row back while its notice shows. */
    clear: (list: ListName) => removals.clear(list),
    markAllSeen,
    setWatch,
  };
}
export type TicketListsModel = ReturnType<typeof createTicketListsModel>;
