import { browser } from 'wxt/browser';
import { SETTINGS_KEYS } from '@/lib/settings/worker/store';
import { areaKeyOf } from '@/lib/storage/item';
import {
  lastSeenStorage,
  snoozeIndex,
  ticketCache,
  tokenStorageOf,
  waitingSendsStorage,
  watchedStorage,
  watchStateStorage,
} from '@/lib/storage/items';
import type { WorkerContext } from '@/lib/worker/context';
import { renderBadge } from './badge';
import { listenToNotificationClicks } from './notifications';
import { pollWatchedOnce, scheduleWatch, WATCH_ALARM } from './poller';

/** Keys of scoped items and collections start with their name and a colon (lib/storage/collection.ts). */
const prefixes = (...names: string[]) => names.map((name) => `${name}:`);
// The settings and the policy's copy name the workspaces the badge counts and the poller polls.
const BADGE_KEYS = [areaKeyOf(watchStateStorage), areaKeyOf(waitingSendsStorage), ...SETTINGS_KEYS];
const BADGE_PREFIXES = prefixes(
  watchedStorage.name,
  ticketCache.name,
  lastSeenStorage.name,
  snoozeIndex.name,
);
// The settings name the workspaces polled and the interval; the view (rewritten on every open)
// changes neither, so opening a ticket does not reschedule the watch.
const SCHEDULE_KEYS = SETTINGS_KEYS;
const SCHEDULE_PREFIXES = prefixes(watchedStorage.name, snoozeIndex.name);
/** Every workspace's token: `token:<workspace id>` in storage.session. */
const TOKEN_PREFIX = areaKeyOf(tokenStorageOf(''));

const touches = (changed: string[], keys: string[], starts: string[]) =>
  changed.some((key) => keys.includes(key) || starts.some((start) => key.startsWith(start)));

/**
 * Registers the watch listeners. Call synchronously at the top of the worker: an alarm or a
 * storage change wakes the worker, which must already be listening.
 */
export function registerWatch(context: WorkerContext): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === WATCH_ALARM) void pollWatchedOnce(context);
  });

  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local') {
      const changed = Object.keys(changes);
      if (touches(changed, SCHEDULE_KEYS, SCHEDULE_PREFIXES)) void scheduleWatch();
      if (touches(changed, BADGE_KEYS, BADGE_PREFIXES)) void renderBadge();
    }
    // A new token after "sign in needed": check the watched tickets at once instead of waiting.
    const tokenArrived = Object.entries(changes).some(
      ([key, change]) => key.startsWith(TOKEN_PREFIX) && change.newValue,
    );
    if (area === 'session' && tokenArrived) {
      void watchStateStorage.getValue().then((state) => {
        if (state.state === 'sign-in-required') void pollWatchedOnce(context);
      });
    }
  });

  listenToNotificationClicks(context);
  browser.permissions.onAdded.addListener(() => listenToNotificationClicks(context));

  const refresh = () => {
    void scheduleWatch();
    void renderBadge();
  };
  browser.runtime.onStartup.addListener(refresh);
  browser.runtime.onInstalled.addListener(refresh);
}
