import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ATTACH_MENU_ID, OPEN_MENU_ID, QUOTE_MENU_ID } from '@/lib/page-integration/menu-target';
import { registerPageIntegration } from '@/lib/page-integration/worker/register';
import { settingsStorage } from '@/lib/settings/items';
import { DEFAULT_WORKSPACE_ID } from '@/lib/settings/workspace';
import { lastSeenStorage, ticketCache, tokenStorageOf, watchedStorage } from '@/lib/storage/items';
import { registerWatch } from '@/lib/watch/worker/register';
import { SCOPE, sampleSettings, sampleTicket } from '@/test/support/samples';
import {
  type FakeWorkerContext,
  fakeWorkerContext,
  sampleAgent,
  setUpWorkspace,
} from '@/test/support/worker';

/** The token of the first workspace. */
const tokenStorage = tokenStorageOf(DEFAULT_WORKSPACE_ID);

// What the background registers: first run, menus, badge on storage changes, polls on the alarm.

const getTicket = vi.fn(async (id: number) =>
  sampleTicket({ id, lastThreadElementCreationTime: '2026-11-03T11:00:00.000+00:00' }),
);
let context: FakeWorkerContext;
const createMenu = vi.fn();
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
};

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
  context = fakeWorkerContext({ api: { getTicket } });
  getTicket.mockClear();
  createMenu.mockClear();
  Object.assign(fakeBrowser.contextMenus, {
    create: createMenu,
    removeAll: async () => {},
    onClicked: { addListener: () => {} },
  });
  Object.assign(fakeBrowser, {
    commands: { onCommand: { addListener: () => {} } },
    permissions: { onAdded: { addListener: () => {} }, contains: async () => false },
  });
  registerPageIntegration(context);
  registerWatch(context);
});

/** The ids of the menu entries made, in order: the two explicit entries and the attach one. */
const madeMenus = () => createMenu.mock.calls.map(([menu]) => (menu as { id: string }).id);
const ALL_MENUS = [OPEN_MENU_ID, QUOTE_MENU_ID, ATTACH_MENU_ID];

const optionsTabs = async () =>
  (await fakeBrowser.tabs.query({})).filter((tab) => tab.url?.endsWith('/options.html?welcome'));

describe('install and update', () => {
  it('creates the menus and opens the options page on first install', async () => {
    await settingsStorage.removeValue(); // a first install has no settings yet
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    await settle();
    expect(madeMenus()).toEqual(ALL_MENUS);
    expect(await optionsTabs()).toHaveLength(1);
  });

  it('does not open the options page on an update', async () => {
    await fakeBrowser.runtime.onInstalled.trigger({
      reason: 'update',
      previousVersion: '0.0.9',
      temporary: false,
    });
    await settle();
    expect(madeMenus()).toEqual(ALL_MENUS);
    expect(await optionsTabs()).toHaveLength(0);
  });

  it("makes the menus again on every browser start (Firefox drops a persistent background's menus)", async () => {
    await fakeBrowser.runtime.onStartup.trigger();
    await settle();
    expect(madeMenus()).toEqual(ALL_MENUS);
  });
});

describe('while running', () => {
  it('recomputes the badge whenever the watched tickets, the cache or the last-seen times change', async () => {
    await watchedStorage.set(SCOPE, [{ id: 5, at: 1 }]);
    await lastSeenStorage.set(SCOPE, { 5: '2026-11-03T10:00:00.000+00:00' });
    await settle();
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
    await ticketCache.set(SCOPE, 5, {
      ticket: sampleTicket({ id: 5, lastThreadElementCreationTime: '2026-11-03T11:00:00.000+00:00' }),
      fetchedAt: 1,
    });
    await settle();
    expect(await fakeBrowser.action.getBadgeText({})).toBe('1');
    await lastSeenStorage.set(SCOPE, { 5: '2026-11-03T11:00:00.000+00:00' });
    await settle();
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
  });

  it('polls the watched tickets when the alarm fires', async () => {
    await watchedStorage.set(SCOPE, [{ id: 5, at: 1 }]);
    await fakeBrowser.alarms.onAlarm.trigger({ name: 'sidedesk-watch', scheduledTime: Date.now() });
    await settle();
    expect(getTicket).toHaveBeenCalledWith(5);
  });

  it('ends the sessions and forgets the token when the broker or API address changes, not for other settings', async () => {
    await settingsStorage.setValue(
      sampleSettings({ watchIntervalMinutes: 9 }, { authorEmail: 'me@example.com' }),
    );
    await settle();
    expect(context.ended()).toBe(0);
    expect(context.tokens.clear).not.toHaveBeenCalled();
    await settingsStorage.setValue(sampleSettings({}, { brokerUrl: 'https://other-broker.example/token' }));
    await settle();
    expect(context.ended()).toBe(1);
    expect(context.tokens.clear).toHaveBeenCalledTimes(1);
    await settingsStorage.setValue(
      sampleSettings(
        {},
        { brokerUrl: 'https://other-broker.example/token', apiBaseUrl: 'https://api2.example' },
      ),
    );
    await settle();
    expect(context.ended()).toBe(2);
  });

  it('checks at once after a sign-in that the badge was waiting for', async () => {
    await watchedStorage.set(SCOPE, [{ id: 5, at: 1 }]);
    await fakeBrowser.storage.local.set({
      watchState: { state: 'sign-in-required', failures: 1, checkedAt: 1 },
    });
    await tokenStorage.setValue({
      accessToken: 't',
      refreshAt: Date.now() + 60_000,
      agent: sampleAgent,
      brokerUrl: 'https://broker.example/token',
    });
    await settle();
    expect(getTicket).toHaveBeenCalledWith(5);
  });
});
