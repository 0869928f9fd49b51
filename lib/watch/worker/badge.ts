import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/format';
import { loadSettingsLanguage } from '@/lib/settings/language';
import { currentSettings } from '@/lib/settings/worker/store';
import { scopeOf } from '@/lib/settings/workspace';
import {
  type CachedTicket,
  lastSeenStorage,
  type TicketListEntry,
  ticketCache,
  type WatchState,
  waitingSendsStorage,
  watchedStorage,
  watchStateStorage,
} from '@/lib/storage/items';
import { snoozedTicketIds } from '@/lib/storage/snoozed';
import { hasNewActivity } from '@/lib/tickets/ticket-change';

// The toolbar badge is derived from storage only (watched list, ticket cache, last-seen times and
// the poller's state), so any context may change those and the worker simply recomputes it.

interface BadgeView {
  text: string;
  title: string;
  color: string;
}

const COLORS = { activity: '#1f5fd1', attention: '#b3261e', offline: '#5a6272', outbox: '#8a4b00' };

/** Watched tickets whose last thread element is newer than the agent's last look. */
function ticketsWithNewActivity(
  watched: readonly TicketListEntry[],
  cache: ReadonlyMap<number, CachedTicket>,
  lastSeen: Record<string, string>,
): number[] {
  return watched
    .filter(({ id }) => {
      const cached = cache.get(id);
      return !!cached && hasNewActivity(cached.ticket.lastThreadElementCreationTime, lastSeen[id]);
    })
    .map(({ id }) => id);
}

/**
 * What the badge says for a poller state, a count of tickets with new activity and a count of
 * replies in the outbox ("↑2": they go out by themselves; the popup lists them).
 */
function badgeFor(state: WatchState, count: number, outbox: number): BadgeView {
  if (state.state === 'sign-in-required') {
    return { text: '!', title: t('badge.sign-in-required'), color: COLORS.attention };
  }
  if (state.state === 'setup-needed') {
    const title = state.error
      ? t('badge.setup-needed.because', { reason: state.error })
      : t('badge.setup-needed');
    return { text: '!', title, color: COLORS.attention };
  }
  if (outbox > 0)
    return {
      text: `↑${Math.min(outbox, 99)}`,
      title: t('badge.outbox', { count: outbox }),
      color: COLORS.outbox,
    };
  if (state.state === 'offline') return { text: '…', title: t('badge.offline'), color: COLORS.offline };
  if (count === 0) return { text: '', title: t('badge.idle'), color: COLORS.activity };
  return {
    text: count > 99 ? '99+' : String(count),
    title: t('badge.activity', { count }),
    color: COLORS.activity,
  };
}

/** Chrome's `action`, or Firefox MV2's `browserAction`. */
function toolbarAction() {
  const api = browser as unknown as { action?: typeof browser.action; browserAction?: typeof browser.action };
  return api.action ?? api.browserAction;
}

/** Watched tickets with new activity, of every workspace the poller polls (the organisation's too). */
async function newActivityCount(): Promise<number> {
  const { workspaces } = await currentSettings();
  const counts = await Promise.all(workspaces.flatMap((w) => scopeOf(w) ?? []).map(newActivityIn));
  return counts.reduce((sum, count) => sum + count, 0);
}

async function newActivityIn(scope: string): Promise<number> {
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
  return ticketsWithNewActivity(watched, cache, lastSeen).length;
}

/** Recomputes the badge from storage; safe to call as often as storage changes. */
export async function renderBadge(): Promise<BadgeView> {
  const [count, state, waiting] = await Promise.all([
    newActivityCount(),
    watchStateStorage.getValue(),
    waitingSendsStorage.getValue(),
    loadSettingsLanguage(currentSettings()),
  ]);
  const view = badgeFor(
    state,
    count,
    waiting.filter((entry) => entry.queued && entry.keptSince === undefined).length,
  );
  const action = toolbarAction();
  if (action) {
    await Promise.all([
      action.setBadgeText({ text: view.text }),
      action.setTitle({ title: view.title }),
      action.setBadgeBackgroundColor({ color: view.color }),
    ]);
  }
  return view;
}
