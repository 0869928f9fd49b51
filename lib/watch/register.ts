import { browser } from 'wxt/browser';
import {
  lastSeenStorage,
  settingsStorage,
  ticketCacheStorage,
  tokenStorage,
  watchedStorage,
  watchStateStorage,
} from '../storage';
import type { WorkerContext } from '../worker/context';
import { renderBadge } from './badge';
import { listenToNotificationClicks } from './notifications';
import { pollWatchedOnce, scheduleWatch, WATCH_ALARM } from './poller';

/** `local:watched` → `watched`: the key as `storage.onChanged` reports it. */
const areaKey = (item: { key: string }) => item.key.slice(item.key.indexOf(':') + 1);

const BADGE_KEYS = [watchedStorage, ticketCacheStorage, lastSeenStorage, watchStateStorage].map(areaKey);
const SCHEDULE_KEYS = [watchedStorage, settingsStorage].map(areaKey);
const TOKEN_KEY = areaKey(tokenStorage);

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
      if (SCHEDULE_KEYS.some((key) => key in changes)) void scheduleWatch();
      if (BADGE_KEYS.some((key) => key in changes)) void renderBadge();
    }
    // A new token after "sign in needed": check the watched tickets at once instead of waiting.
    if (area === 'session' && changes[TOKEN_KEY]?.newValue) {
      void watchStateStorage.getValue().then((state) => {
        if (state.state === 'sign-in-required') void pollWatchedOnce(context);
      });
    }
  });

  listenToNotificationClicks();
  browser.permissions.onAdded.addListener(() => listenToNotificationClicks());

  const refresh = () => {
    void scheduleWatch();
    void renderBadge();
  };
  browser.runtime.onStartup.addListener(refresh);
  browser.runtime.onInstalled.addListener(refresh);
}
