import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPanel } from './sidepanel-page';

// Language help with this browser's own APIs, no fake: Debian's Chromium has LanguageDetector,
// Translator and Summarizer without any model (the detector and the Summarizer say
// 'unavailable', a Translator pair 'downloadable', and its create() never settles). Every spec
// without the fake meets them: the panel must stay as it was, download nothing without a click,
// and throw nothing. The APIs are only watched here (each create() counted, then run as is).

const TICKET = 4479100;
/** Swedish and longer than 150 words: every part of the feature would be offered for it. */
const LONG_SWEDISH = `Hej,\n\n${'jag har beställt hörlurar men de kom aldrig fram till mig. '.repeat(20)}\n\nEva`;
const HELP_BUTTONS = /Detect language|Translate the message|Summarize this message|Translate your reply/;

/** Counts the pages' calls of the APIs; `downloadable` makes every model answer so (else as is). */
function watchApis(context: BrowserContext, downloadable: boolean) {
  return context.addInitScript((downloadable: boolean) => {
    const g = globalThis as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>;
    const calls = { availability: 0, create: 0 };
    (g as unknown as { __apiCalls: typeof calls }).__apiCalls = calls;
    for (const name of ['LanguageDetector', 'Translator', 'Summarizer']) {
      const api = g[name];
      if (!api) continue;
      const { availability, create } = api;
      api.availability = (...args) => {
        calls.availability++;
        return downloadable ? Promise.resolve('downloadable') : availability?.apply(api, args);
      };
      api.create = (...args) => {
        calls.create++;
        return create?.apply(api, args);
      };
    }
  }, downloadable);
}

const apiCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __apiCalls: { availability: number; create: number } }).__apiCalls,
  );

/**
 * This spec's init script is offered to every frame, the message's sandboxed frame too, which
 * refuses scripts as it must and says so: that line is the test's, not the page's.
 */
const OWN_SCRIPT_REFUSED =
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/** Errors the page threw or logged (an unhandled rejection is one). */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !OWN_SCRIPT_REFUSED.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test.beforeEach(async ({ servers }) => {
  await servers.sandbox.setRawFields(TICKET, { message: LONG_SWEDISH });
});

test('without models the panel offers nothing, creates nothing and throws nothing', async ({
  context,
  openPage,
}) => {
  await watchApis(context, false);
  const { page, message } = await openPanel(openPage, TICKET);
  const errors = errorsOf(page);
  await expect(page.locator('.sp-frame iframe')).toBeVisible();
  // The feature did look (its chunk loaded and asked the browser), and found nothing to offer.
  await expect.poll(async () => (await apiCalls(page)).availability).toBeGreaterThan(0);
  await message.fill('Thanks, we will look into it.');
  await expect(page.getByRole('button', { name: HELP_BUTTONS })).toHaveCount(0);
  await expect(page.locator('.lh-line')).toBeEmpty();
  expect((await apiCalls(page)).create).toBe(0);
  const options = await openPage('options.html#language-help');
  await expect(options.locator('.lh-status')).toHaveText(/^Not available on this computer/);
  expect(errors).toEqual([]);
});

test('models still to download: nothing is downloaded until the agent clicks', async ({
  context,
  openPage,
}) => {
  await watchApis(context, true);
  const { page } = await openPanel(openPage, TICKET);
  const errors = errorsOf(page);
  const detect = page.getByRole('button', { name: 'Detect language' });
  await expect(detect).toBeVisible();
  await expect(page.getByRole('button', { name: 'Summarize this message in key points' })).toBeVisible();
  expect((await apiCalls(page)).create).toBe(0);
  // The click starts the detector's download; this browser has no model to give, and says so.
  await detect.click();
  await expect(page.getByRole('alert')).toHaveText(/This did not work on this device\. Try again/);
  expect((await apiCalls(page)).create).toBe(1);
  await expect(page.locator('.sp-frame iframe')).toBeVisible();
  expect(errors).toEqual([]);
});
