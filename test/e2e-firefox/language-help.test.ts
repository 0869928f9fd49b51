import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installOnDeviceFake, type OnDeviceFakeConfig } from '@/test/support/on-device-fake';
import type { TestServers } from '@/test/support/servers';
import { consoleErrors, extensionProblems } from './browser-window';
import { type Firefox, poll } from './firefox';
import { click, control, openExtensionPage, waitForText } from './pages';
import { type FirefoxRun, startFirefoxRun } from './run';
import { composer, setUp, signInAtBroker } from './sidedesk-pages';

// On-device language help is Chrome's (issue 43): a Firefox build offers none of it, even where the
// page has the APIs. The test fake of those APIs is put into each page before the ticket is shown,
// so only the build's own decision can keep the buttons away.

const TICKET = 4479100;
const SWEDISH = `Hej,\n\njag har beställt hörlurar men de kom aldrig fram.\n\n${'Det här är en lång text om min beställning som aldrig kom fram. '.repeat(16)}\n\nMed vänliga hälsningar,\nEva`;

let run: FirefoxRun;
let servers: TestServers;
let firefox: Firefox;
let options: Page;

beforeAll(async () => {
  run = await startFirefoxRun();
  ({ servers, firefox, options } = run);
  await servers.sandbox.setRawFields(TICKET, { message: SWEDISH });
});

afterAll(() => run?.close());

/** The fake APIs in `page` (as an init script would put them), answering "Swedish" for any text. */
const withFake = (page: Page) =>
  page.evaluate(installOnDeviceFake, {
    detected: { language: 'sv', confidence: 0.97 },
  } as OnDeviceFakeConfig);

const hasApis = (page: Page) =>
  page.evaluate(() => ['LanguageDetector', 'Translator', 'Summarizer'].every((name) => name in globalThis));

/** The page's buttons and links, by their text and label. */
const controls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, a')].map(
      (e) => `${e.textContent} ${e.getAttribute('aria-label') ?? ''}`,
    ),
  );

describe('language help in Firefox', () => {
  it('is signed in and set up', async () => {
    await setUp(options, servers);
    const popup = await openExtensionPage(firefox.browser, options, 'popup.html');
    await waitForText(popup, /Sign in needed|not signed in/i);
    await click(popup, 'Sign in');
    await signInAtBroker(firefox.browser, servers);
    await popup.evaluate(() => location.reload());
    await waitForText(popup, /Signed in as Alex Agent/);
    await popup.close();
  });

  it('offers no Translate or Summary on a Swedish message, and no Translate into … for the reply', async () => {
    const page = await openExtensionPage(firefox.browser, options, 'sidepanel.html');
    await withFake(page);
    expect(await hasApis(page)).toBe(true);
    const panel = composer(page);
    await panel.show(TICKET);
    await panel.type('Thanks for writing, we will send new headphones today.');
    // Drawn, and typed into after: in a Chrome build the message's line and the reply's button
    // would be there by now (they load as the message is drawn).
    await poll('the reply in the box', async () =>
      (await panel.messageValue()).startsWith('Thanks for writing') ? true : undefined,
    );
    const seen = (await controls(page)).join('\n');
    expect(seen).not.toMatch(/Translate|Summary|Summarize|Detect language/);
    expect(await page.$('.lh-line, .lh-reply, .lh-summary')).toBeNull();
    await page.close();
  });

  it('has no On-device language help in Options, neither section nor link', async () => {
    const page = await openExtensionPage(firefox.browser, options, 'options.html');
    // The theme is drawn in the same pass as the language-help section would be.
    await control(page, 'Theme');
    const text = await page.evaluate(() => document.body.textContent);
    expect(text).not.toMatch(/On-device language help|Offer translation and summaries/);
    expect(await page.$('#language-help')).toBeNull();
    await page.close();
  });

  it('logged no error and no CSP violation on any page or in the background', async () => {
    expect(await extensionProblems(firefox.browser)).toEqual([]);
    expect(consoleErrors(firefox.output)).toEqual([]);
  });
});
