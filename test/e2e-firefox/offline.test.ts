import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServers } from '@/test/support/servers';
import { consoleErrors, extensionProblems, inWindow } from './browser-window';
import { type Firefox, poll } from './firefox';
import { openExtensionPage, stored, waitForText } from './pages';
import { type FirefoxRun, startFirefoxRun } from './run';
import { badge, composer, setUp, signInAtBroker } from './sidedesk-pages';

// The outbox in Firefox: a reply sent while the browser is offline waits, readable, and is posted
// exactly once when the browser is back online.
//
// Offline is Firefox's own switch, "Work Offline" (`Services.io.offline`, through the browser
// window): every page and the background see `navigator.onLine` false and get `offline` and
// `online` events, and new connections fail, loopback included (`network.disable-localhost-when-
// offline`; without it Firefox keeps 127.0.0.1 reachable offline). BiDi's
// `emulation.setNetworkConditions` cannot do it: it reaches only the tabs BiDi tracks, never the
// background page. The network-status watcher is off (`network.manage-offline-status`), so the
// machine's own link state does not switch Firefox back online under the test.

const TICKET = 4478990;

let run: FirefoxRun;
let servers: TestServers;
let firefox: Firefox;
let options: Page;

beforeAll(async () => {
  run = await startFirefoxRun({
    'network.disable-localhost-when-offline': true,
    'network.manage-offline-status': false,
  });
  ({ servers, firefox, options } = run);
  await setUp(options, servers);
  await signInAtBroker(firefox.browser, servers, true);
});

afterAll(async () => {
  await workOffline(false).catch(() => undefined);
  await run?.close();
});

/** Firefox's "Work Offline", on or off, as the File menu's item sets it. */
const workOffline = (offline: boolean) =>
  inWindow<boolean>(
    firefox.browser,
    `(() => {
      Services.io.offline = ${offline};
      if (${offline}) Services.obs.notifyObservers(null, 'net:cancel-all-connections');
      return Services.io.offline;
    })()`,
  );

/** What the background page sees of the network: `navigator.onLine`, and a POST to the service. */
const backgroundNetwork = () =>
  options.evaluate(async (url) => {
    const background = (await browser.runtime.getBackgroundPage()) as unknown as Window;
    // A route the sandbox answers 404, so nothing is created if it gets through.
    const post = await background
      .fetch(`${url}/no-such-route`, { method: 'POST', body: '{}' })
      .then((response) => `HTTP ${response.status}`)
      .catch((error: Error) => error.name);
    return { onLine: background.navigator.onLine, post };
  }, servers.sandbox.url);

const messages = async (before: number) =>
  (await servers.sandbox.replies(TICKET)).slice(before).map((reply) => reply.message);

describe('The outbox in Firefox', () => {
  it('a reply sent offline waits, readable; back online it is posted exactly once', async () => {
    const before = (await servers.sandbox.replies(TICKET)).length;
    const panel = composer(await openExtensionPage(firefox.browser, options, 'sidepanel.html'));
    await panel.show(TICKET);

    expect(await workOffline(true)).toBe(true);
    // The background is offline indeed: it says so, and cannot reach the service.
    expect(await backgroundNetwork()).toEqual({ onLine: false, post: 'TypeError' });

    await panel.type('Written on the train, in Firefox');
    await panel.send();
    await waitForText(panel.page, /Waiting for the network: it goes out by itself\./);
    await waitForText(panel.page, /Written on the train, in Firefox/);
    await poll('the toolbar marking it', async () => (await badge(options)) === '↑1');
    expect(await stored<unknown[]>(options, 'waitingSends')).toHaveLength(1);
    expect(await messages(before)).toEqual([]);

    expect(await workOffline(false)).toBe(false);
    await panel.sent(/✓ Sent · status now/);
    expect(await messages(before)).toEqual(['Written on the train, in Firefox']);
    await poll(
      'the outbox empty',
      async () => (await stored<unknown[]>(options, 'waitingSends')).length === 0,
    );
    await poll('the badge clear', async () => (await badge(options)) === '');
    // Nothing left to go: any later wake-up of the outbox posts nothing more.
    expect(await messages(before)).toEqual(['Written on the train, in Firefox']);
    await panel.page.close();
  });

  it('logged no error and no CSP violation on any page or in the background', async () => {
    expect(await extensionProblems(firefox.browser)).toEqual([]);
    expect(consoleErrors(firefox.output)).toEqual([]);
  });
});
