import { browser } from 'wxt/browser';
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

// What the popup reads before its rows can show: the lists of the active workspace, then their
// cached tickets. The workspace comes from the settings, a storage read of its own; so that the
// lists need not wait for it, the popup notes which workspace it showed (a hint in this page's
// localStorage, never data) and reads that one's lists in the same `storage.get` as the settings.

/** The lists of one workspace and the cached copies of their tickets. */
interface ListsRead {
  recent: TicketListEntry[];
  watched: TicketListEntry[];
  drafts: TicketListEntry[];
  seen: Record<string, string>;
  seenFacts: Record<string, SeenFacts>;
  cache: Map<number, CachedTicket>;
}

/**
 * A read started before the settings were in: used only when they name the same `scope`, and only
 * when nothing of that workspace's lists changed since it began (the page subscribes to the lists
 * later, once its catalog is in: a change in between would otherwise be lost).
 */
export interface EarlyRead {
  scope: string;
  read: Promise<ListsRead>;
  /** Something of the scope's lists or tickets changed after the read began. */
  stale(): boolean;
  /** Stops watching for such changes (the page follows the lists itself from then on). */
  stop(): void;
}

/** The draft index (ticket → last change) as list entries, the newest draft first. */
export const draftEntries = (index: Record<string, number>): TicketListEntry[] =>
  Object.entries(index)
    .map(([id, at]) => ({ id: Number(id), at }))
    .sort((a, b) => b.at - a.at);

/** Every item `readLists` reads: a change to any of them makes an early read stale. */
const LIST_ITEMS = [
  recentStorage,
  watchedStorage,
  lastSeenStorage,
  seenFactsStorage,
  draftIndex,
  ticketCache,
];

/** Two storage reads, one after the other: the lists, then the tickets they name. */
export async function readLists(scope: string): Promise<ListsRead> {
  const [recent, watched, seen, seenFacts, drafts] = await Promise.all([
    recentStorage.get(scope),
    watchedStorage.get(scope),
    lastSeenStorage.get(scope),
    seenFactsStorage.get(scope),
    draftIndex.get(scope).then(draftEntries),
  ]);
  const ids = [...new Set([...recent, ...watched, ...drafts].map((entry) => entry.id))];
  return { recent, watched, drafts, seen, seenFacts, cache: await ticketCache.getMany(scope, ids) };
}

const SHOWN_KEY = 'popup.shown-scope';

/** Notes the workspace the popup shows, for the next open. */
export function rememberShown(scope: string): void {
  try {
    if (localStorage.getItem(SHOWN_KEY) !== scope) localStorage.setItem(SHOWN_KEY, scope);
  } catch {
    // No localStorage (a worker, a locked-down profile): the next open reads after the settings.
  }
}

/** Starts reading the lists of the workspace shown last time; call it in the turn the settings are read. */
export function readLastShown(): EarlyRead | null {
  let scope: string | null = null;
  try {
    scope = localStorage.getItem(SHOWN_KEY);
  } catch {
    return null;
  }
  if (!scope) return null;
  // Subscribed before the read starts: no change between the two is missed.
  const prefixes = LIST_ITEMS.map((item) => `${item.name}:${scope}`);
  let changed = false;
  const onChanged = (changes: Record<string, unknown>, area: string) => {
    if (area === 'local' && Object.keys(changes).some((key) => prefixes.some((p) => key.startsWith(p))))
      changed = true;
  };
  browser.storage.onChanged.addListener(onChanged);
  return {
    scope,
    read: readLists(scope),
    stale: () => changed,
    stop: () => browser.storage.onChanged.removeListener(onChanged),
  };
}
