import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { installOnDeviceFake, type OnDeviceFakeConfig } from '@/test/support/on-device-fake';
import { EXTENSION_PATH, expect, test } from './fixtures';
import { newReplies, openPanel } from './sidepanel-page';

// On-device language help in the built extension, with the test fake of Chrome's built-in AI APIs
// injected into its pages (Chromium here has no model).

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/pw-language-help/shots';
const TICKET = 4479100;
const SWEDISH = [
  'Hej,',
  '',
  'jag har beställt hörlurar men de kom aldrig fram.',
  '',
  '1. Jag beställde den 3 oktober',
  '2. Jag har mejlat två gånger',
  '',
  '> Din order är skickad',
  '',
  `${'Det här är en lång text om min beställning som aldrig kom fram. '.repeat(16)}`,
  '',
  'Med vänliga hälsningar,',
  'Eva',
].join('\n');

const withFake = (context: BrowserContext, config: OnDeviceFakeConfig) =>
  context.addInitScript(installOnDeviceFake, config);

test.beforeEach(async ({ servers }) => {
  await servers.sandbox.setRawFields(TICKET, { message: SWEDISH });
});

test('a Swedish message is detected, translated with its structure, and restored', async ({
  context,
  openPage,
}) => {
  await withFake(context, { detected: { language: 'sv', confidence: 0.97 } });
  const { page } = await openPanel(openPage, TICKET);
  await expect(page.locator('.lh-line')).toContainText('Swedish');
  await page.getByRole('button', { name: 'Translate the message from Swedish into English' }).click();
  const translated = page.locator('.lh-translated');
  await expect(translated.locator('p').first()).toHaveText('[en] Hej,');
  await expect(translated.locator('ol > li')).toHaveText([
    '[en] Jag beställde den 3 oktober',
    '[en] Jag har mejlat två gånger',
  ]);
  await expect(translated.locator('blockquote')).toHaveText('[en] Din order är skickad');
  await expect(page.getByText('Translated on this device from Swedish')).toBeVisible();
  await page.getByRole('button', { name: 'Show original' }).click();
  await expect(translated).toHaveCount(0);
  await expect(page.locator('.sp-frame iframe')).toBeVisible();
});

test('a translation that breaks mid-stream says so, keeps the original, and Try again works', async ({
  context,
  openPage,
}) => {
  await withFake(context, { detected: { language: 'sv', confidence: 0.97 }, failAfter: 1 });
  const { page } = await openPanel(openPage, TICKET);
  await page.getByRole('button', { name: 'Translate the message from Swedish into English' }).click();
  await expect(page.getByRole('alert')).toHaveText('This did not work on this device. Try again');
  await expect(page.locator('.lh-translated')).toHaveCount(0);
  await expect(page.locator('.sp-frame iframe')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __onDeviceFake: OnDeviceFakeConfig }).__onDeviceFake.failAfter = undefined;
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.lh-translated p').first()).toHaveText('[en] Hej,');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the summary appears on a click only', async ({ context, openPage }) => {
  await withFake(context, { detected: { language: 'sv', confidence: 0.97 } });
  const { page } = await openPanel(openPage, TICKET);
  const summaryButton = page.getByRole('button', { name: 'Summarize this message in key points' });
  await expect(summaryButton).toBeVisible();
  await expect(page.locator('.lh-summary')).toHaveCount(0);
  await summaryButton.click();
  await expect(page.locator('.lh-summary li')).toHaveCount(3);
  await expect(page.locator('.lh-summary li').nth(1)).toHaveText('They want an answer.');
});

test('a reply translated into Swedish is posted exactly as the box shows it', async ({
  context,
  openPage,
  servers,
}) => {
  await withFake(context, { detected: { language: 'sv', confidence: 0.97 } });
  const composer = await openPanel(openPage, TICKET);
  const { page, message } = composer;
  const before = (await servers.sandbox.replies(TICKET)).length;
  const translate = page.getByRole('button', { name: 'Translate your reply into Swedish in the box' });
  // The customer's language is known, but an empty box has nothing to translate: no button yet.
  await expect(page.locator('.lh-line')).toContainText('Swedish');
  await expect(translate).toHaveCount(0);
  await message.fill('Thanks for writing, we will send new headphones today.');
  await translate.click();
  await expect(message).toHaveValue('[sv] Thanks for writing, we will send new headphones today.');
  await expect(page.getByText('Your reply is now in Swedish')).toBeVisible();
  await page.getByRole('button', { name: 'Back to my words' }).click();
  await expect(message).toHaveValue('Thanks for writing, we will send new headphones today.');
  await translate.click();
  await expect(message).toHaveValue(/^\[sv\] /);
  await composer.send.click();
  await expect(composer.sent).toBeVisible();
  const [posted] = await newReplies(servers, TICKET, before);
  expect(posted?.message).toContain('[sv] Thanks for writing, we will send new headphones today.');
});

test('a language pack downloads on the first click, with progress to 100 %, then translates', async ({
  context,
  openPage,
}) => {
  await withFake(context, { detected: { language: 'sv', confidence: 0.97 }, translator: 'downloadable' });
  const { page } = await openPanel(openPage, TICKET);
  const progress: string[] = [];
  await page.exposeFunction('__sawProgress', (text: string) => progress.push(text));
  await page.evaluate(() =>
    new MutationObserver(() => {
      const line = document.querySelector('.lh-progress span')?.textContent;
      if (line) (window as unknown as { __sawProgress: (t: string) => void }).__sawProgress(line);
    }).observe(document.body, { subtree: true, childList: true, characterData: true }),
  );
  await page.getByRole('button', { name: 'Translate the message from Swedish into English' }).click();
  await expect(page.locator('.lh-translated p').first()).toHaveText('[en] Hej,');
  expect(progress.some((line) => /Swedish–English language pack.*100 %/.test(line))).toBe(true);
});

test('a download that stops moving is ended after a minute, said, and tried again', async ({
  context,
  openPage,
}) => {
  // The page's clock is the test's: a minute passes at once, never waited for.
  await context.clock.install();
  await withFake(context, {
    detected: { language: 'sv', confidence: 0.97 },
    translator: 'downloadable',
    stallAfter: 0.5,
  });
  const { page } = await openPanel(openPage, TICKET);
  const translate = page.getByRole('button', { name: 'Translate the message from Swedish into English' });
  await translate.click();
  await expect(page.locator('.lh-progress span')).toHaveText(/Swedish–English language pack.*50 %/);
  await expect(translate).toBeDisabled();
  await page.clock.fastForward(50_000);
  await expect(page.locator('.lh-progress')).toBeVisible();
  await page.clock.fastForward(11_000);
  await expect(page.getByRole('alert')).toHaveText(
    'The download has stopped: nothing came for a minute. Try again',
  );
  await expect(page.locator('.lh-progress')).toHaveCount(0);
  await expect(translate).toBeEnabled();
  await page
    .locator('.lh-line')
    .locator('..')
    .screenshot({ path: `${SHOTS}/download-stalled.png` });
  await page.evaluate(() => {
    (window as unknown as { __onDeviceFake: OnDeviceFakeConfig }).__onDeviceFake.stallAfter = undefined;
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.lh-translated p').first()).toHaveText('[en] Hej,');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('unavailable models show no button, and Options says why', async ({ context, openPage }) => {
  await withFake(context, { detector: 'unavailable', translator: 'unavailable', summarizer: 'unavailable' });
  const { page } = await openPanel(openPage, TICKET);
  await expect(page.locator('.sp-frame iframe')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Translate the message|Summarize this message|Translate your reply/ }),
  ).toHaveCount(0);
  const options = await openPage('options.html#language-help');
  await expect(options.locator('.lh-status')).toHaveText(/^Not available on this computer/);
});

test('a browser without the APIs: Options says so', async ({ context, openPage }) => {
  // Debian's Chromium has the APIs' objects (without models): removed, as in an older browser.
  await context.addInitScript(() => {
    for (const name of ['LanguageDetector', 'Translator', 'Summarizer'])
      delete (globalThis as Record<string, unknown>)[name];
  });
  const options = await openPage('options.html#language-help');
  await expect(options.locator('.lh-status')).toHaveText(/this browser has no on-device translation/);
});

test('the preference and the managed setting turn it off', async ({ context, openPage, worker }) => {
  await withFake(context, { detected: { language: 'sv', confidence: 0.97 } });
  const options = await openPage('options.html#language-help');
  await expect(options.locator('.lh-status')).toHaveText('Available on this computer.');
  await options
    .getByRole('checkbox', { name: 'Offer translation and summaries made on this device' })
    .uncheck();
  await options.locator('#language-help').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.locator('.lh-status')).toHaveText(/Turned off/);
  const { page } = await openPanel(openPage, TICKET);
  await expect(page.locator('.sp-frame iframe')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Translate the message|Summarize this message|Translate your reply/ }),
  ).toHaveCount(0);
  await options
    .getByRole('checkbox', { name: 'Offer translation and summaries made on this device' })
    .check();
  await options.locator('#language-help').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: /Translate the message/ })).toBeVisible();
  // The administrator's policy, as the worker mirrors it from storage.managed.
  await worker.evaluate(async () => {
    const { managedSetup } = await chrome.storage.local.get('managedSetup');
    await chrome.storage.local.set({
      managedSetup: {
        ...(managedSetup ?? { workspaces: [], allowAgentWorkspaces: true }),
        allowLanguageHelp: false,
      },
    });
  });
  await expect(page.getByRole('button', { name: /Translate the message/ })).toHaveCount(0);
  await expect(options.locator('.lh-status')).toHaveText(
    'Your organisation has turned on-device language help off.',
  );
  // Its checkbox shows it off, locked, with the words of the other managed settings.
  const locked = options.getByRole('checkbox', {
    name: /Offer translation and summaries made on this device/,
  });
  await expect(locked).toBeDisabled();
  await expect(locked).not.toBeChecked();
  await expect(options.locator('#language-help label.check')).toContainText('Set by your organisation');
  await options.locator('#language-help').screenshot({ path: `${SHOTS}/options-language-help-locked.png` });
});

test('hostile messages stay inert when translated into markup characters', async ({ context, openPage }) => {
  test.setTimeout(60_000);
  const dialogs: string[] = [];
  context.on('page', (page) =>
    page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message()))),
  );
  await withFake(context, { detected: { language: 'sv', confidence: 0.97 }, markup: true });
  const { page } = await openPanel(openPage, 4479180);
  for (let id = 4479180; id < 4479200; id++) {
    await page.evaluate((ticketId) => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId }), id);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^#${id}\\b`) })).toBeVisible();
    await page.getByRole('button', { name: /Translate the message/ }).click();
    await expect(page.locator('.lh-translated p').first()).toContainText(
      `<img src=x onerror="alert('xss-translated')">`,
    );
    expect(await page.locator('.lh-translated img, .lh-translated b').count()).toBe(0);
  }
  expect(dialogs).toEqual([]);
});

test('no build carries the fake', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  const built = files(join(EXTENSION_PATH, '..'));
  expect(built.some((file) => file.endsWith('.js'))).toBe(true);
  expect(built.filter((file) => readFileSync(file, 'latin1').includes('__onDeviceFake'))).toEqual([]);
});
