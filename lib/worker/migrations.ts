import { browser } from 'wxt/browser';
import type { PanelTicket, WorkspaceView } from '@/lib/settings/types';
import { changeView, currentSettings, rewriteSettings } from '@/lib/settings/worker/store';
import { activeWorkspace, scopeOf } from '@/lib/settings/workspace';
import {
  agentStorage,
  type CachedTicket,
  type Draft,
  draftIndex,
  draftStorage,
  LAYOUT_VERSION,
  type LoggedReply,
  lastSeenStorage,
  layoutStorage,
  recentStorage,
  replyLogStorage,
  type SendOutcome,
  sendOutcomeStorage,
  ticketCache,
  ticketIndex,
  watchedStorage,
} from '@/lib/storage/items';

// Moves the storage layout forward, once, in the worker before it serves anything. The layout's
// version (`layout`) is the one version of every stored value: no item carries its own, and a
// change to any item's shape is a new layout with its step below.
//
// Layout 1 (0.1.0): whole records keyed by ticket id, for one unnamed service: `ticketCache`,
// `drafts`, `replyLog`, `sendOutcome`, `lastSeen`, `recent`, `watched`, `categories`, `agent`,
// `panelTicket`, `pendingQuote`. Layout 2: one key per record, every key scoped to the workspace.
// Layout 3: the switcher's pick (`activeWorkspace`) and the panel's ticket (`panel`) are one
// record, `view`, with a panel ticket per workspace. Layout 4: the values carry no version of their
// own (the settings had `settings$`, saved replies and the category cache a `version` field).

const LEGACY_KEYS = [
  'ticketCache',
  'drafts',
  'replyLog',
  'sendOutcome',
  'lastSeen',
  'recent',
  'watched',
  'categories',
  'agent',
  'panelTicket',
  'pendingQuote',
] as const;
type Legacy = Partial<Record<(typeof LEGACY_KEYS)[number], unknown>>;

const records = <T>(value: unknown) => Object.entries((value ?? {}) as Record<string, T>);

/** Layout 1 → 2, as storage.local.set input; pure, so a test can read it. */
function layoutTwoFrom(old: Legacy, scope: string): Record<string, unknown> {
  const next: Record<string, unknown> = {};
  const tickets: Record<string, number> = {};
  for (const [id, entry] of records<CachedTicket>(old.ticketCache)) {
    next[ticketCache.key(scope, Number(id))] = entry;
    tickets[id] = entry.fetchedAt;
  }
  next[ticketIndex.key(scope)] = tickets;
  const drafts: Record<string, number> = {};
  for (const [id, draft] of records<Draft>(old.drafts)) {
    next[draftStorage.key(scope, Number(id))] = draft;
    drafts[id] = draft.updatedAt;
  }
  next[draftIndex.key(scope)] = drafts;
  for (const [id, log] of records<LoggedReply[]>(old.replyLog))
    next[replyLogStorage.key(scope, Number(id))] = log;
  for (const [id, outcome] of records<SendOutcome>(old.sendOutcome))
    next[sendOutcomeStorage.key(scope, Number(id))] = outcome;
  if (old.lastSeen) next[lastSeenStorage.key(scope)] = old.lastSeen;
  if (old.recent) next[recentStorage.key(scope)] = old.recent;
  if (old.watched) next[watchedStorage.key(scope)] = old.watched;
  // `categories` is not moved: the worker keeps the tree in another shape now, and fetches it again.
  if (old.agent) next[agentStorage.key(scope)] = old.agent;
  if (typeof old.panelTicket === 'number') next.panel = { scope, ticketId: old.panelTicket };
  if (old.pendingQuote && typeof old.pendingQuote === 'object') next.quote = { ...old.pendingQuote, scope };
  return next;
}

/** Layout 2 → 3: the pick and the one panel ticket as the view (the ticket kept in its workspace). */
function viewFrom(active: unknown, panel: unknown): WorkspaceView {
  const ticket = panel as PanelTicket | null | undefined;
  const owner = typeof ticket?.scope === 'string' ? ticket.scope.split('.')[0] : undefined;
  return {
    active: typeof active === 'string' ? active : null,
    panels: owner && ticket ? { [owner]: ticket } : {},
  };
}

/** Layout 3 → 4, from everything stored: what to set and what to remove; pure, so a test can read it. */
function layoutFourFrom(stored: Record<string, unknown>): { set: Record<string, unknown>; remove: string[] } {
  const set: Record<string, unknown> = {};
  const remove = ['settings$'];
  for (const [key, value] of Object.entries(stored)) {
    const replies = (value as { replies?: unknown } | null)?.replies;
    if (key.startsWith('savedReplies:') && Array.isArray(replies)) set[key] = replies;
    // Only a cache, refetched every 10 minutes: dropped rather than moved.
    if (key.startsWith('categories:')) remove.push(key);
  }
  return { set, remove };
}

let running: Promise<void> | null = null;

/**
 * Brings storage to the current layout; once per worker, every caller waits for the same run.
 * Resumable: the worker may stop after any write, and the next run ends as a run never stopped
 * would. Each step reads only what its own writes leave for a rerun (the old keys, removed last),
 * and the layout moves on after each step, so no step runs again over what it already moved.
 */
export function migrateStorage(): Promise<void> {
  running ??= (async () => {
    const layout = await layoutStorage.getValue();
    if (layout >= LAYOUT_VERSION) return;
    if (layout < 2) {
      const old = (await browser.storage.local.get([...LEGACY_KEYS])) as Legacy;
      // Stopped after the old keys went: moved already (moving nothing would write empty indexes).
      if (Object.values(old).some((value) => value !== undefined)) {
        const scope = scopeOf(activeWorkspace(await currentSettings()));
        // Without an API base URL no ticket data can belong anywhere: it is dropped with the old keys.
        if (scope) await browser.storage.local.set(layoutTwoFrom(old, scope));
        await browser.storage.local.remove([...LEGACY_KEYS]);
      }
      await layoutStorage.setValue(2);
    }
    const { activeWorkspace: active, panel } = await browser.storage.local.get(['activeWorkspace', 'panel']);
    // Only an older layout's pick and panel move into the view: a new install has neither, and its
    // view may already hold a ticket the context menu showed before the first page asked anything.
    if (active !== undefined || panel !== undefined) {
      await changeView(() => viewFrom(active, panel));
      await browser.storage.local.remove(['activeWorkspace', 'panel']);
    }
    if (layout < 4) {
      await rewriteSettings();
      const { set, remove } = layoutFourFrom(await browser.storage.local.get(null));
      await browser.storage.local.set(set);
      await browser.storage.local.remove(remove);
    }
    await layoutStorage.setValue(LAYOUT_VERSION);
  })().catch((error: unknown) => {
    running = null; // try again on the next request rather than serving a half-moved layout
    throw error;
  });
  return running;
}
