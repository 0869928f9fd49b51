import type { Agent } from '@/lib/api/schemas';
import type { Problem } from '@/lib/diagnostics/problem';
import type { Collection, ScopedItem } from './collection';
import type { StorageItem } from './item';
import * as stored from './items';

// The pages' handles on storage: read and follow, and one write, `unsaved:*` (at the end). Every
// other item is written by the worker (lib/storage/items.ts), which pages ask through the protocol; pages import this file, never
// lib/storage/items.ts or lib/worker/ (test/unit/rules/one-writer.test.ts checks the import graph). The
// settings, the active workspace and the panel ticket are read through lib/settings/read.ts.

type ReadOnlyItem<T> = Pick<StorageItem<T>, 'key' | 'fallback' | 'getValue' | 'watch'>;
type ReadOnlyScoped<T> = Pick<ScopedItem<T>, 'name' | 'key' | 'get' | 'watch'>;
type ReadOnlyCollection<T> = Omit<Collection<T>, 'set' | 'remove'>;

export type * from './items';

export const agentStorage: ReadOnlyScoped<Agent | null> = stored.agentStorage;
/** Whether the worker keeps a workspace signed out (lib/storage/items.ts), by workspace id. */
export const signedOutStorageOf: (workspaceId: string) => ReadOnlyItem<stored.SignedOut | null> =
  stored.signedOutStorageOf;
export const learntInboxLinkStorage: ReadOnlyScoped<string | null> = stored.learntInboxLinkStorage;
export const ticketCache: ReadOnlyCollection<stored.CachedTicket> = stored.ticketCache;
export const recentStorage: ReadOnlyScoped<stored.TicketListEntry[]> = stored.recentStorage;
export const watchedStorage: ReadOnlyScoped<stored.TicketListEntry[]> = stored.watchedStorage;
export const lastSeenStorage: ReadOnlyScoped<Record<string, string>> = stored.lastSeenStorage;
export const seenFactsStorage: ReadOnlyScoped<Record<string, stored.SeenFacts>> = stored.seenFactsStorage;
export const snoozeIndex: ReadOnlyScoped<Record<string, number | null>> = stored.snoozeIndex;
export const draftStorage: ReadOnlyCollection<stored.Draft> = stored.draftStorage;
export const draftIndex: ReadOnlyScoped<Record<string, number>> = stored.draftIndex;
export const replyLogStorage: ReadOnlyCollection<stored.LoggedReply[]> = stored.replyLogStorage;
export const pendingQuoteStorage: ReadOnlyItem<stored.PendingQuote | null> = stored.pendingQuoteStorage;
export const sendOutcomeStorage: ReadOnlyCollection<stored.SendOutcome> = stored.sendOutcomeStorage;
export const waitingSendsStorage: ReadOnlyItem<stored.WaitingSend[]> = stored.waitingSendsStorage;
export const problemsStorage: ReadOnlyItem<Problem[]> = stored.problemsStorage;

/**
 * Follows a scoped item: subscribed first, then read. A read that answers after a change is
 * dropped (it may hold the older value), so no change between the two is lost. Returns the stop.
 */
export function followScoped<T>(item: ReadOnlyScoped<T>, scope: string, listener: (value: T) => void) {
  let changed = false;
  let stopped = false;
  const stopWatch = item.watch(scope, (value) => {
    changed = true;
    listener(value);
  });
  void item.get(scope).then(
    (value) => {
      if (!changed && !stopped) listener(value);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    stopWatch();
  };
}

/**
 * The one collection a page writes: typing the side panel had not handed to the worker when it
 * closed (a closing page cannot wait for a worker to wake up; see lib/storage/items.ts).
 */
export const unsavedTypingStorage = stored.unsavedTypingStorage;
