import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/format';
import { loadSettingsLanguage } from '@/lib/settings/language';
import { currentSettings } from '@/lib/settings/worker/store';
import { type WatchState, waitingSendsStorage, watchStateStorage } from '@/lib/storage/items';
import { countedWorkspaces, watchedWithNewActivity } from '@/lib/tickets/new-activity';

// The toolbar badge is derived from storage only (watched list, ticket cache, last-seen times and
// the poller's state), so any context may change those and the worker simply recomputes it.

interface BadgeView {
  text: string;
  title: string;
  color: string;
}

const COLORS = { activity: '#1f5fd1', attention: '#b3261e', offline: '#5a6272', outbox: '#8a4b00' };

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
  const counted = await Promise.all(
    countedWorkspaces(workspaces).map(({ scope }) => watchedWithNewActivity(scope)),
  );
  return counted.reduce((sum, ids) => sum + ids.length, 0);
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
