import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@/lib/settings/types';
import { startServers, type TestServers } from '@/test/support/servers';
import { consoleErrors, extensionProblems } from './browser-window';
import { EXTENSION_ORIGIN, type Firefox, poll } from './firefox';
import { control, openExtensionPage, store, stored, storedActive, waitForText } from './pages';
import { type FirefoxRun, startFirefoxRun } from './run';
import { composer, setUp, signInAtBroker } from './sidedesk-pages';

// Workspaces and the Language choice in Firefox ESR: two services as two workspaces that share
// ticket ids (as test/e2e/workspaces.spec.ts in Chromium), then Norwegian chosen in Options.

const TICKET = 4478990;
const SECOND_TITLE = 'Printer on fire (second service)';

let run: FirefoxRun;
let servers: TestServers;
let other: TestServers;
let firefox: Firefox;
let options: Page;

beforeAll(async () => {
  run = await startFirefoxRun();
  ({ servers, firefox, options } = run);
  other = await startServers({ extraOrigins: [EXTENSION_ORIGIN] });
  await other.sandbox.setRawFields(TICKET, { title: SECOND_TITLE });
  await setUp(options, servers);
  await signInAtBroker(firefox.browser, servers, true);
  // A second workspace beside the first, as Options' "Add workspace" stores it; replies leave at
  // once (no Undo wait).
  const settings = await stored<Settings>(options, 'settings');
  const [first] = settings.workspaces;
  await store(options, {
    settings: {
      ...settings,
      undoSendSeconds: 0,
      workspaces: [
        { ...first, name: 'First desk' },
        {
          id: 'second',
          name: 'Second desk',
          brokerUrl: `${other.broker.url}/token`,
          apiBaseUrl: other.sandbox.url,
          authorEmail: '',
          linkPatterns: [],
        },
      ],
    },
  });
});

afterAll(async () => {
  await run?.close();
  await other?.close();
});

/** The value of the page's Workspace switcher. */
const switcherValue = async (page: Page) =>
  (await control(page, 'Workspace')).evaluate((e) => (e as HTMLSelectElement).value);

/** The text a person sees on the page. */
const textOf = (page: Page) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees
  page.evaluate(() => document.body.innerText);

describe('Workspaces in Firefox', () => {
  it('the switcher changes which ticket #N shows, and each reply goes to its own service only', async () => {
    const panel = composer(await openExtensionPage(firefox.browser, options, 'sidepanel.html'));
    expect(await switcherValue(panel.page)).toBe('default');
    await panel.show(TICKET);
    expect(await textOf(panel.page)).not.toContain(SECOND_TITLE);

    const [firstBefore, secondBefore] = [
      (await servers.sandbox.replies(TICKET)).length,
      (await other.sandbox.replies(TICKET)).length,
    ];
    await panel.type('Reply to the first desk');
    await panel.send();
    await panel.sent(/✓ Sent/);
    await poll('the reply in the first service', async () =>
      (await servers.sandbox.replies(TICKET))
        .slice(firstBefore)
        .some((r) => r.message === 'Reply to the first desk'),
    );

    // The second service: its own sign-in, the same ticket id, another ticket.
    await signInAtBroker(firefox.browser, other, true);
    await panel.page.bringToFront();
    await (await control(panel.page, 'Workspace')).select('second');
    // The worker has taken the pick (a ticket asked for before that opens in the first desk).
    await poll('the second desk active', async () => (await storedActive(options)) === 'second');
    await panel.show(TICKET);
    await waitForText(panel.page, new RegExp(SECOND_TITLE.replace(/[()]/g, '\\$&')));
    expect(await panel.messageValue()).toBe('');
    await panel.type('Reply to the second desk');
    await panel.send();
    await poll('the reply in the second service', async () =>
      (await other.sandbox.replies(TICKET))
        .slice(secondBefore)
        .some((r) => r.message === 'Reply to the second desk'),
    );
    expect((await other.sandbox.replies(TICKET)).slice(secondBefore).map((r) => r.message)).toEqual([
      'Reply to the second desk',
    ]);
    expect((await servers.sandbox.replies(TICKET)).slice(firstBefore).map((r) => r.message)).toEqual([
      'Reply to the first desk',
    ]);

    // The popup remembers the pick and switches back; the panel follows.
    const popup = await openExtensionPage(firefox.browser, options, 'popup.html');
    await poll('the popup on the second desk', async () => (await switcherValue(popup)) === 'second');
    await (await control(popup, 'Workspace')).select('default');
    await poll('the panel on the first desk', async () => (await switcherValue(panel.page)) === 'default');
    await popup.close();
    await panel.page.bringToFront();
    await panel.show(TICKET);
    await poll('the first service’s ticket', async () => !(await textOf(panel.page)).includes(SECOND_TITLE));
    await panel.page.close();
  });

  it('speaks Norwegian once Norsk (bokmål) is chosen as Language in Options', async () => {
    await options.bringToFront();
    await (await control(options, 'Language')).select('nb');
    // Appearance and language has its own Save.
    await options.bringToFront();
    await options.evaluate(() =>
      document.querySelector<HTMLButtonElement>('#appearance button[type="submit"]')?.click(),
    );
    await waitForText(options, /Innstillinger for Sidedesk/);
    expect(await options.evaluate(() => document.documentElement.lang)).toBe('nb');
    const popup = await openExtensionPage(firefox.browser, options, 'popup.html');
    await waitForText(popup, /Nylige/);
    expect(await popup.evaluate(() => document.documentElement.lang)).toBe('nb');
    await popup.close();
  });

  it('logged no error and no CSP violation on any page or in the background', async () => {
    expect(await extensionProblems(firefox.browser)).toEqual([]);
    expect(consoleErrors(firefox.output)).toEqual([]);
  });
});
