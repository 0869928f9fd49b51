import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_MENU_ID } from '@/lib/page-integration/menu-target';
import type { TestServers } from '@/test/support/servers';
import {
  chooseMenuItem,
  closeSidebar,
  consoleErrors,
  extensionProblems,
  inWindow,
  sidebarState,
} from './browser-window';
import { EXTENSION_ORIGIN, type Firefox, GECKO_ID, poll } from './firefox';
import { openExtensionPage, storedByName, storedPanel } from './pages';
import { type FirefoxRun, startFirefoxRun } from './run';
import { composer, setUp, signInAtBroker } from './sidedesk-pages';

// The browser's own surfaces, scripted through the browser window (system access): the page
// context menu and the real sidebar, with the MV3 event page suspended in between.

const TICKET = 4478920;
const HOSTILE_FIRST = 4479180; // server/sandbox/seed/ranges.ts: one payload per ticket
const HOSTILE_COUNT = 20;
const IDLE_MS = 1_000;

let run: FirefoxRun;
let servers: TestServers;
let firefox: Firefox;
let options: Page;

beforeAll(async () => {
  // The event page is suspended after a second idle (Firefox's default is 30 s).
  run = await startFirefoxRun({ 'extensions.background.idle.timeout': IDLE_MS });
  ({ servers, firefox, options } = run);
  await setUp(options, servers);
  await signInAtBroker(firefox.browser, servers, true);
});

afterAll(() => run?.close());

const backgroundState = () =>
  inWindow<string>(
    firefox.browser,
    `ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs')
      .ExtensionParent.GlobalManager.getExtension(${JSON.stringify(GECKO_ID)}).backgroundState`,
  );

describe('Firefox surfaces', () => {
  it('"Open ticket in Sidedesk" on a ticket link opens the real sidebar on that ticket, even after the event page slept', async () => {
    await closeSidebar(firefox.browser);
    expect((await sidebarState(firefox.browser)).open).toBe(false);
    await poll('the event page suspended', async () => (await backgroundState()) === 'stopped', 15_000);

    const page = await firefox.browser.newPage();
    await page.goto(
      `data:text/html,<a id="t" href="https://inbox.example.com/tickets/${TICKET}">Ticket ${TICKET}</a>`,
    );
    await page.bringToFront();
    await page.click('#t', { button: 'right' });
    expect(await chooseMenuItem(firefox.browser, OPEN_MENU_ID)).toBe(true);

    const sidebar = await poll('the sidebar open on the panel', async () => {
      const state = await sidebarState(firefox.browser);
      return state.open && state.panel.includes('/sidepanel.html') ? state : undefined;
    });
    expect(sidebar.panel.startsWith(EXTENSION_ORIGIN)).toBe(true);
    await poll('the panel on the ticket', async () => (await storedPanel(options))?.ticketId === TICKET);
    await page.close();
  });

  it('shows hostile customer HTML sanitized (in-page DOMPurify on Firefox): no handler, no script, no violation', async () => {
    const panel = composer(await openExtensionPage(firefox.browser, options, 'sidepanel.html'));
    for (let id = HOSTILE_FIRST; id < HOSTILE_FIRST + HOSTILE_COUNT; id++) {
      await panel.show(id);
      const frames = await poll(`the message frame of #${id}`, async () => {
        const docs = await panel.page.evaluate(() =>
          [...document.querySelectorAll('iframe[sandbox]')].map((f) => f.getAttribute('srcdoc') ?? ''),
        );
        return docs.length ? docs : undefined;
      });
      expect(frames.filter((doc) => /\son[a-z]+\s*=|javascript:|<base|<script/i.test(doc))).toEqual([]);
    }
    await panel.page.close();
  });

  it('a page with its protocol port open lets the event page sleep, and its next call wakes it', async () => {
    const panel = composer(await openExtensionPage(firefox.browser, options, 'sidepanel.html'));
    await panel.show(TICKET); // the panel has asked the worker for the ticket over its port
    await poll(
      'the event page suspended while the panel holds its port',
      async () => (await backgroundState()) === 'stopped',
      15_000,
    );
    // The draft save goes over a fresh port, which starts the event page again.
    await panel.type('Typed while the event page slept');
    await poll(
      'the draft saved by the woken event page',
      async () =>
        (await storedByName<{ message: string }>(options, 'draft', TICKET))?.message ===
        'Typed while the event page slept',
    );
    await panel.page.close();
  });

  it('logged no error and no CSP violation on any page or in the background', async () => {
    expect(await extensionProblems(firefox.browser)).toEqual([]);
    expect(consoleErrors(firefox.output)).toEqual([]);
  });
});
