import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKSPACE_ID, scopeOf } from '@/lib/settings/workspace';
import type { TestServers } from '@/test/support/servers';
import { consoleErrors, dismissAccessPrompt, extensionProblems, permissionPrompts } from './browser-window';
import { type Firefox, poll } from './firefox';
import {
  click,
  control,
  fill,
  openExtensionPage,
  store,
  storedByName,
  storedPanel,
  storedWorkspace,
  waitForText,
} from './pages';
import { type FirefoxRun, startFirefoxRun } from './run';
import { badge, composer, pollWatchNow, setUp, signInAtBroker } from './sidedesk-pages';

// The agent's core flow in Firefox ESR, in order, in one browser: set up, sign in, look up, reply,
// draft, watch, sign out. Each step leaves the state the next one starts from.

let run: FirefoxRun;
let servers: TestServers;
let firefox: Firefox;
let options: Page;

beforeAll(async () => {
  run = await startFirefoxRun();
  ({ servers, firefox, options } = run);
});

afterAll(() => run?.close());

const LOOKED_UP = 4478905;
const REPLIED = 4478912;
const DRAFTED = 4478913;
const WATCHED = 4478960;
const OUTBOX = 4478914;
const REFUNDED = 4478916;

const hasHostAccess = (page: Page) =>
  page.evaluate(() => chrome.permissions.contains({ origins: ['http://127.0.0.1/*'] }));

describe('Sidedesk in Firefox', () => {
  it('is set up in Options: Save stores the settings and gets host access on a port', async () => {
    await setUp(options, servers);
    expect(await storedWorkspace(options)).toMatchObject({
      brokerUrl: `${servers.broker.url}/token`,
      apiBaseUrl: servers.sandbox.url,
    });
    expect(await hasHostAccess(options)).toBe(true);
  });

  it('stores the settings at once while the access prompt is still open', async () => {
    await permissionPrompts(firefox.browser, true);
    try {
      const localhostApi = servers.sandbox.url.replace('127.0.0.1', 'localhost');
      await fill(options, 'API base URL', localhostApi);
      await click(options, 'Save workspace');
      // The prompt is open and unanswered: the settings are saved all the same, Save is free again.
      await poll(
        'the settings stored',
        async () => (await storedWorkspace(options)).apiBaseUrl === localhostApi,
      );
      await waitForText(options, /Settings saved\. Waiting for the browser/);
      expect(
        await (await control(options, 'Save workspace')).evaluate((b) => (b as HTMLButtonElement).disabled),
      ).toBe(false);
      // The agent closes the prompt: the outcome is reported when it comes.
      expect(await dismissAccessPrompt(firefox.browser)).toBe(true);
      await waitForText(options, /access to .*localhost.* was not granted/);
    } finally {
      await permissionPrompts(firefox.browser, false);
    }
    await fill(options, 'API base URL', servers.sandbox.url);
    await click(options, 'Save workspace');
    await waitForText(options, /Sidedesk may now contact/);
  });

  it('signs in at the broker from the popup', async () => {
    const popup = await openExtensionPage(firefox.browser, options, 'popup.html');
    await waitForText(popup, /Sign in needed|not signed in/i);
    await click(popup, 'Sign in');
    await signInAtBroker(firefox.browser, servers);
    await popup.evaluate(() => location.reload());
    await waitForText(popup, /Signed in as Alex Agent/);
    await popup.close();
  });

  it('looks a ticket up in the popup', async () => {
    const popup = await openExtensionPage(firefox.browser, options, 'popup.html');
    await fill(popup, 'Ticket ID or link', String(LOOKED_UP));
    await popup.keyboard.press('Enter');
    // Enter opens the ticket in the side panel (the worker points the panel at it) and Recent.
    await poll('the panel on the ticket', async () => (await storedPanel(popup))?.ticketId === LOOKED_UP);
    await poll('the ticket in Recent', async () =>
      ((await storedByName<{ id: number }[]>(popup, 'recent')) ?? []).some((e) => e.id === LOOKED_UP),
    );
    await popup.close();
  });

  it('sends a reply, a sub-reply and a draft from the side panel; the sandbox has them', async () => {
    const before = (await servers.sandbox.replies(REPLIED)).length;
    const panel = composer(await openExtensionPage(firefox.browser, options, 'sidepanel.html'));
    await panel.show(REPLIED);
    await panel.type('Thanks, we are on it.');
    await panel.send();
    await panel.sent(/✓ Sent · status now/);
    const [parent] = (await servers.sandbox.replies(REPLIED)).slice(before);
    expect(parent).toMatchObject({ message: 'Thanks, we are on it.', level: 0, parentReplyId: null });

    await panel.replyTo(Number(parent?.id));
    await panel.type('A sub-reply');
    await panel.send();
    // The first toast may still show: the sandbox says when the next one arrived.
    await poll(
      'the sub-reply',
      async () => (await servers.sandbox.replies(REPLIED)).length === before + 2 || undefined,
    );
    await panel.type('Only a draft');
    await panel.saveAsDraft();
    await panel.sent(/✓ Saved as draft/);
    await poll(
      'the draft',
      async () => (await servers.sandbox.replies(REPLIED)).length === before + 3 || undefined,
    );
    const [, child, draft] = (await servers.sandbox.replies(REPLIED)).slice(before);
    expect(child).toMatchObject({ message: 'A sub-reply', level: 1, parentReplyId: parent?.id });
    expect(draft).toMatchObject({ message: 'Only a draft', properties: { isDraft: true } });
    await panel.page.close();
  });

  it('fills in the team’s refund reply by keyboard and sends what the box shows', async () => {
    const before = (await servers.sandbox.replies(REFUNDED)).length;
    const panel = composer(await openExtensionPage(firefox.browser, options, 'sidepanel.html'));
    const { page } = panel;
    await panel.show(REFUNDED);
    await (await panel.message()).focus();
    await page.keyboard.type('/refunded');
    await waitForText(page, /Team: refund issued/, 20_000);
    await page.keyboard.press('Enter');
    // The form asks first; its first field holds the focus, Tab goes through the rest.
    await poll('the Amount field focused', async () =>
      page.evaluate(() => document.activeElement?.getAttribute('type') === 'number' || undefined),
    );
    await page.keyboard.type('25');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A-7');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bank');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await poll('the reply in the box', async () =>
      (await panel.messageValue()).includes(
        'I have refunded 25 EUR for order A-7. It goes back to you by Bank transfer.',
      )
        ? true
        : undefined,
    );
    const shown = await panel.messageValue();
    await page.keyboard.down('Control');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Control');
    await panel.sent(/✓ Sent/);
    const [sent] = (await servers.sandbox.replies(REFUNDED)).slice(before);
    // What the box showed went, and the macro completed the ticket.
    expect(sent?.message).toBe(shown);
    expect(sent).toMatchObject({ isTicketNeededToBeCompleted: true });
    await page.close();
  });

  it('keeps a reply the service could not take in the outbox, readable; Send now sends it once', async () => {
    const before = (await servers.sandbox.replies(OUTBOX)).length;
    await servers.sandbox.setFaults({ routes: { reply: { failNext: 1 } } });
    const panel = composer(await openExtensionPage(firefox.browser, options, 'sidepanel.html'));
    await panel.show(OUTBOX);
    await panel.type('Waited in Firefox');
    await panel.send();
    await waitForText(panel.page, /Waiting for the Ticket API: it goes out by itself\./);
    await waitForText(panel.page, /Waited in Firefox/);
    expect((await servers.sandbox.replies(OUTBOX)).slice(before)).toEqual([]);
    await click(panel.page, 'Send now');
    await panel.sent(/✓ Sent · status now/);
    expect((await servers.sandbox.replies(OUTBOX)).slice(before).map((r) => r.message)).toEqual([
      'Waited in Firefox',
    ]);
    await panel.page.close();
  });

  it('keeps a draft typed in the panel after the panel is closed', async () => {
    let panel = composer(await openExtensionPage(firefox.browser, options, 'sidepanel.html'));
    await panel.show(DRAFTED);
    await panel.type('Half-written answer');
    await poll('the draft stored', async () =>
      JSON.stringify((await storedByName(panel.page, 'draft', DRAFTED)) ?? {}).includes(
        'Half-written answer',
      ),
    );
    await panel.page.close();
    panel = composer(await openExtensionPage(firefox.browser, options, 'sidepanel.html'));
    await panel.show(DRAFTED);
    expect(await panel.messageValue()).toBe('Half-written answer');
    await panel.page.close();
  });

  it('counts watched tickets with new activity on the toolbar badge', async () => {
    // What the worker stores when the agent watches a ticket, and its last look at it.
    const scope = scopeOf({ id: DEFAULT_WORKSPACE_ID, apiBaseUrl: servers.sandbox.url }) as string;
    await store(options, { [`watched:${scope}`]: [{ id: WATCHED, at: Date.now() }] });
    await pollWatchNow(options);
    const seen = await storedByName<{ ticket: { lastThreadElementCreationTime: string } }>(
      options,
      'ticket',
      WATCHED,
    );
    await store(options, { [`seen:${scope}`]: { [WATCHED]: seen?.ticket.lastThreadElementCreationTime } });
    await poll('an empty badge', async () => (await badge(options)) === '');
    await servers.sandbox.addReply(WATCHED, { message: 'Any news on this?' });
    await pollWatchNow(options);
    await poll('the badge at 1', async () => (await badge(options)) === '1');
  });

  it('snoozes a watched ticket with Z on its popup row; its alarm brings it back to the top of Watched', async () => {
    const scope = scopeOf({ id: DEFAULT_WORKSPACE_ID, apiBaseUrl: servers.sandbox.url }) as string;
    const popup = await openExtensionPage(firefox.browser, options, 'popup.html');
    await popup.bringToFront();
    const row = `[aria-label="Watched tickets"] [data-ticket-id="${WATCHED}"]`;
    await poll('the watched row', () =>
      popup
        .evaluate(() => {
          document.getElementById('tab-watched')?.click();
          return true;
        })
        .then(() => popup.evaluate((selector) => !!document.querySelector(selector), row)),
    );
    await popup.evaluate((selector) => (document.querySelector(selector) as HTMLElement).focus(), row);
    await popup.keyboard.press('z');
    await poll('the snooze menu', () => popup.evaluate(() => !!document.querySelector('.snooze-menu')));
    await popup.keyboard.press('Enter'); // "In 1 hour", focused first
    await poll('snoozed, out of Watched', async () => {
      const index = (await storedByName<Record<string, number>>(options, 'snoozed')) ?? {};
      const watched = (await storedByName<{ id: number }[]>(options, 'watched')) ?? [];
      return String(WATCHED) in index && !watched.some((e) => e.id === WATCHED);
    });
    expect(await badge(options)).toBe('');
    // The time comes: the browser fires the alarm and the background brings the ticket back.
    await options.evaluate(
      (name) => chrome.alarms.create(name, { when: Date.now() }),
      `snooze:${scope}:${WATCHED}`,
    );
    await poll('back at the top of Watched', async () => {
      const [first] = (await storedByName<{ id: number; back?: number }[]>(options, 'watched')) ?? [];
      return first?.id === WATCHED && !!first.back;
    });
    await poll('"Back from snooze" on the row', () =>
      popup.evaluate(
        (selector) => !!document.querySelector(selector)?.textContent?.includes('Back from snooze'),
        row,
      ),
    );
    expect((await storedByName(options, 'snoozed')) ?? {}).toEqual({});
    await popup.close();
  });

  it('signs out from Options: drafts and the watch alarm gone; the popup says Signed out', async () => {
    await options.bringToFront();
    // Account lists each workspace with its own "Sign out of <name>", confirmed in a dialog.
    await options.evaluate(() =>
      document.querySelector<HTMLButtonElement>('.account-row button.danger')?.click(),
    );
    await options.evaluate(() =>
      document.querySelector<HTMLButtonElement>('dialog[open] button.danger')?.click(),
    );
    await poll('drafts cleared', async () => (await storedByName(options, 'draft', DRAFTED)) === undefined);
    expect(await options.evaluate(() => chrome.alarms.getAll())).toEqual([]);
    // Signed out stays signed out: the popup says so, with Sign in, and asks the broker nothing.
    const popup = await openExtensionPage(firefox.browser, options, 'popup.html');
    await waitForText(popup, /Signed out/);
    await popup.close();
  });

  it('logged no error and no CSP violation on any page or in the background', async () => {
    expect(await extensionProblems(firefox.browser)).toEqual([]);
    expect(consoleErrors(firefox.output)).toEqual([]);
  });
});
