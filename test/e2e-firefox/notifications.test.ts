import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKSPACE_ID, scopeOf } from '@/lib/settings/workspace';
import type { TestServers } from '@/test/support/servers';
import { closeSidebar, consoleErrors, extensionProblems, inWindow, sidebarState } from './browser-window';
import { EXTENSION_ORIGIN, type Firefox, findPage, GECKO_ID, poll } from './firefox';
import { store, storedByName, storedPanel } from './pages';
import { type FirefoxRun, startFirefoxRun } from './run';
import { badge, pollWatchNow, setUp, signInAtBroker } from './sidedesk-pages';

// Notifications in Firefox: a watched ticket's change makes a notification that says which
// ticket and what changed, and a click on it (Firefox has no notification buttons: the click is
// `notifications.onClicked`) opens the ticket and counts it as seen.
//
// Headless Firefox closes a notification as soon as it is shown, and no test can click one, so:
// - what the background asks Firefox to show is read from a recording wrapper around its real
//   `notifications.create` (which still runs): the background page is reached from the Options tab
//   with `runtime.getBackgroundPage()` (same extension process; BiDi lists no background page);
// - the click is the event Firefox's own notification emits when clicked (`alertclickcallback` →
//   the add-on's notification map emits "clicked"), emitted in the parent process through the
//   browser window. It reaches the background's `onClicked` listener exactly as a real click's
//   does, with no user input, as a real click has none in Firefox (ext-notifications.js gives
//   `onClicked` no `inputHandling`): the sidebar cannot be opened from it.

const FIRST = 4478960;
const SECOND = 4478961;

let run: FirefoxRun;
let servers: TestServers;
let firefox: Firefox;
let options: Page;
let scope: string;

beforeAll(async () => {
  // The recording wrapper lives in the event page's memory: no suspending it under the test.
  run = await startFirefoxRun({ 'extensions.background.idle.timeout': 600_000 });
  ({ servers, firefox, options } = run);
  await setUp(options, servers);
  await signInAtBroker(firefox.browser, servers, true);
  scope = scopeOf({ id: DEFAULT_WORKSPACE_ID, apiBaseUrl: servers.sandbox.url }) as string;
});

afterAll(() => run?.close());

interface Created {
  id: string;
  title: string;
  message: string;
}

/** Wraps the background's `notifications.create` to record each call; the real one still runs. */
const recordNotifications = () =>
  options.evaluate(async () => {
    const background = (await browser.runtime.getBackgroundPage()) as unknown as Window & {
      browser: typeof browser;
      __created?: unknown[];
    };
    const api = background.browser.notifications;
    const create = api.create.bind(api) as unknown as (id: string, options: object) => Promise<string>;
    const created: unknown[] = [];
    background.__created = created;
    Object.defineProperty(api, 'create', {
      configurable: true,
      value: (id: string, options: { title: string; message: string }) => {
        created.push({ id, title: options.title, message: options.message });
        return create(id, options);
      },
    });
  });

const created = () =>
  options.evaluate(async () => {
    const background = (await browser.runtime.getBackgroundPage()) as unknown as { __created?: unknown[] };
    return JSON.parse(JSON.stringify(background.__created ?? [])) as Created[];
  });

/** What Firefox's notification does when it is clicked: its add-on's notification map emits "clicked". */
const clickNotification = (id: string) =>
  inWindow(
    firefox.browser,
    `(() => {
      const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
      const extension = ExtensionParent.GlobalManager.getExtension(${JSON.stringify(GECKO_ID)});
      const api = extension.apiManager.getAPI('notifications', extension, 'addon_parent');
      api.notificationsMap.emit('clicked', ${JSON.stringify(id)});
      return true;
    })()`,
  );

type Cached = { ticket: { title: string; lastThreadElementCreationTime: string; status: string } };

/** Watches `id`, polls once, and records that the agent has seen it as it is now. */
async function watchAndSee(id: number) {
  const watched = (await storedByName<{ id: number }[]>(options, 'watched')) ?? [];
  await store(options, { [`watched:${scope}`]: [...watched, { id, at: Date.now() }] });
  await pollWatchNow(options);
  const cached = await storedByName<Cached & { ticket: { replyCount: number } }>(options, 'ticket', id);
  const seen = (await storedByName<Record<string, string>>(options, 'seen')) ?? {};
  const facts = (await storedByName<Record<string, object>>(options, 'seenFacts')) ?? {};
  await store(options, {
    [`seenFacts:${scope}`]: {
      ...facts,
      [id]: { replyCount: cached?.ticket.replyCount, status: cached?.ticket.status },
    },
    [`seen:${scope}`]: { ...seen, [id]: cached?.ticket.lastThreadElementCreationTime },
  });
  await poll('an empty badge', async () => (await badge(options)) === '');
}

/** How a customer's reply moved the status the agent last saw (as the change line words it). */
async function reopened(id: number) {
  const was = (await storedByName<Record<string, { status?: string }>>(options, 'seenFacts'))?.[id]?.status;
  return was === 'completed' ? ' · reopened' : was && was !== 'open' ? ' · now open' : '';
}

/**
 * The panel pages the agent can see (the document visible: the sidebar open, or the selected tab),
 * and the ticket each shows: extension views of the same process as the Options tab.
 */
const panelViews = (type?: 'tab' | 'sidebar') =>
  options.evaluate(
    (kind) =>
      browser.extension
        .getViews((kind ? { type: kind } : {}) as Parameters<typeof browser.extension.getViews>[0])
        .filter((view) => view.location.pathname === '/sidepanel.html')
        .map((view) => ({
          visible: view.document.visibilityState === 'visible',
          // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees
          text: view.document.body.innerText,
        })),
    type ?? null,
  );

/** Does a visible panel page (of `type`) show ticket `id`? */
const panelShows = async (id: number, type?: 'tab' | 'sidebar') =>
  (await panelViews(type)).some((view) => view.visible && new RegExp(`#${id}\\b`).test(view.text));

const seenMark = async (id: number) => (await storedByName<Record<string, string>>(options, 'seen'))?.[id];

describe('Notifications in Firefox', () => {
  it('the agent allows desktop notifications in Options (the browser grants the optional permission)', async () => {
    await options.bringToFront();
    await options.click('#watching input[type=checkbox]');
    await options.click('#watching button[type=submit]');
    await poll('the notifications permission', () =>
      options.evaluate(() => browser.permissions.contains({ permissions: ['notifications'] })),
    );
  });

  it('a change in a watched ticket is told: "#id Title", what changed', async () => {
    await watchAndSee(FIRST);
    await recordNotifications();
    await servers.sandbox.addReply(FIRST, { message: 'Any news?' });
    await pollWatchNow(options);
    const [notification] = await poll('a notification', async () => {
      const all = await created();
      return all.length ? all : undefined;
    });
    const title = (await storedByName<Cached>(options, 'ticket', FIRST))?.ticket.title;
    expect(notification).toEqual({
      id: `sidedesk-ticket-${DEFAULT_WORKSPACE_ID}/${FIRST}`,
      title: `#${FIRST} ${title}`,
      message: `+1 reply${await reopened(FIRST)}`,
    });
    expect(await created()).toHaveLength(1);
    await poll('the badge at 1', async () => (await badge(options)) === '1');
  });

  it('a click with the sidebar closed shows the ticket (in a tab: Firefox opens no sidebar without user input) and counts it as seen', async () => {
    await closeSidebar(firefox.browser);
    expect((await sidebarState(firefox.browser)).open).toBe(false);
    const [notification] = await created();
    await clickNotification(notification?.id ?? '');
    await poll('the ticket on screen', () => panelShows(FIRST));
    expect((await storedPanel(options))?.ticketId).toBe(FIRST);
    const cached = await storedByName<Cached>(options, 'ticket', FIRST);
    await poll('seen', async () => (await seenMark(FIRST)) === cached?.ticket.lastThreadElementCreationTime);
    await poll('an empty badge', async () => (await badge(options)) === '');
    // Where it shows: the panel page in the selected tab, the sidebar still closed.
    expect((await sidebarState(firefox.browser)).open).toBe(false);
    const tab = await findPage(firefox.browser, 'sidepanel.html');
    await tab.close();
  });

  it('a click with the sidebar open shows the ticket there and counts it as seen', async () => {
    await watchAndSee(SECOND);
    await inWindow(
      firefox.browser,
      `SidebarController.show(${JSON.stringify(`${GECKO_ID.replace(/[^a-z0-9_-]/gi, '_')}-sidebar-action`)})`,
    );
    await poll('the sidebar open', async () => (await sidebarState(firefox.browser)).open);
    const before = (await created()).length;
    await servers.sandbox.addReply(SECOND, { message: 'Still broken.' });
    await pollWatchNow(options);
    const notification = await poll('a second notification', async () => (await created())[before]);
    expect(notification.title).toMatch(new RegExp(`^#${SECOND} `));
    await clickNotification(notification.id);
    await poll('the panel on the ticket', async () => (await storedPanel(options))?.ticketId === SECOND);
    await poll('the ticket in the sidebar', () => panelShows(SECOND, 'sidebar'));
    const sidebar = await sidebarState(firefox.browser);
    expect(sidebar.open && sidebar.panel.startsWith(`${EXTENSION_ORIGIN}/sidepanel.html`)).toBe(true);
    // No tab opened beside it.
    expect(await panelViews('tab')).toEqual([]);
    const cached = await storedByName<Cached>(options, 'ticket', SECOND);
    await poll('seen', async () => (await seenMark(SECOND)) === cached?.ticket.lastThreadElementCreationTime);
  });

  it('logged no error and no CSP violation on any page or in the background', async () => {
    expect(await extensionProblems(firefox.browser)).toEqual([]);
    expect(consoleErrors(firefox.output)).toEqual([]);
  });
});
