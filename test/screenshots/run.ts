import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { configureAndSignIn, launchExtension } from '@/test/bench/extension';
import { openPopup } from '@/test/e2e/popup-page';
import { composer, setPanelTicket, showTicket } from '@/test/e2e/sidepanel-page';
import { startServers } from '@/test/support/servers';

// `npm run screenshots`: the README screenshots of the popup, the side panel and the options page,
// each in light and dark, taken of the real sandbox build in headless Chromium against a sandbox
// and a broker on loopback. Writes test/screenshots/<page>-<light|dark>.png.
// SCREENSHOTS_SKIP_BUILD=1 reuses the build already in .output-shots (or WXT_OUT_DIR).

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(process.env.WXT_OUT_DIR ?? '.output-shots');
const extensionPath = join(outDir, 'chrome-mv3-sandbox');
const started = Date.now();
const step = (name: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${name}`);

// Seeded tickets (server/README.md) with replies and plain titles; none of the hostile ones.
const RECENT = [4478909, 4478906, 4478903, 4478908, 4478904, 4478901]; // opened in this order: newest last
const NEW_ACTIVITY = 4478908; // a customer answers after the agent saw it
const PANEL_TICKET = 4478900;

const SCHEMES = ['light', 'dark'] as const;

/**
 * One PNG per colour scheme of the page as it is now, from its top down to `height` (default: the
 * viewport; more takes the rest of the page, as an agent would scroll to it).
 */
async function shoot(page: Page, name: string, { width, height }: { width?: number; height?: number } = {}) {
  const viewport = page.viewportSize() ?? { width: 800, height: 600 };
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    // Two frames drawn in this scheme: popup rows skip layout until painted on screen
    // (content-visibility), and a shot taken at once could show the first three only.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    const file = join(here, `${name}-${colorScheme}.png`);
    await page.screenshot({
      path: file,
      scale: 'css',
      animations: 'disabled',
      caret: 'hide',
      fullPage: true,
      clip: { x: 0, y: 0, width: width ?? viewport.width, height: height ?? viewport.height },
    });
    console.log(`  ${relative(process.cwd(), file)} (${(statSync(file).size / 1024).toFixed(0)} KB)`);
  }
}

if (process.env.SCREENSHOTS_SKIP_BUILD !== '1') {
  // NODE_ENV=production: WXT would set it to the mode, and the Preact preset then adds preact/debug.
  const result = spawnSync(join('node_modules', '.bin', 'wxt'), ['build', '--mode', 'sandbox'], {
    env: { ...process.env, WXT_OUT_DIR: outDir, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`wxt build --mode sandbox failed:\n${result.stdout}\n${result.stderr}`);
  step(`built ${relative(process.cwd(), extensionPath)}`);
}

const servers = await startServers();
const ext = await launchExtension(extensionPath);
// Nothing here should take long: fail fast instead of hanging the script.
ext.context.setDefaultTimeout(10_000);
try {
  await configureAndSignIn(ext, servers, `${servers.broker.url}/token`);
  step('signed in');

  // Options: the saved setup, after "Test connection" passed every step.
  const options = await ext.open('options.html');
  await options.setViewportSize({ width: 800, height: 900 });
  await options
    .getByRole('textbox', { name: 'Ticket link patterns', exact: true })
    .fill('https://support.example.com/#/conversation/{id}');
  // Set before the panel is shot, which would otherwise ask for it.
  await options
    .getByRole('textbox', { name: 'Inbox link', exact: true })
    .fill('https://support.example.com/#/conversation/{id}');
  await options.getByRole('button', { name: 'Save workspace', exact: true }).click();
  await options.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
  await options.getByRole('textbox', { name: 'Watch interval (minutes)', exact: true }).fill('10');
  const appearance = options.getByRole('region', { name: 'Watching and notifications' });
  await appearance.getByRole('button', { name: 'Save', exact: true }).click();
  await appearance.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await options.getByRole('button', { name: 'Test connection' }).click();
  const results = options.getByRole('list', { name: 'Connection test results' });
  await results.getByRole('listitem').filter({ hasText: 'One API call: Passed' }).waitFor();
  await options.mouse.move(0, 0);
  // Down to the test results (notifications and sign-out below them are left out).
  await shoot(options, 'options', {
    height: await results.evaluate((list) =>
      Math.ceil(list.getBoundingClientRect().bottom + window.scrollY + 16),
    ),
  });
  await options.close();
  step('options');

  // Popup: the Recent list, one ticket with a customer reply that came in after it was seen.
  let popup = await openPopup((path) => ext.open(path));
  for (const id of RECENT) await popup.open(id);
  await popup.page.close();
  await servers.sandbox.addReply(NEW_ACTIVITY, {
    message: 'I checked again: the invoice still shows our old VAT number. Could you correct it?',
    as: 'client',
  });
  popup = await openPopup((path) => ext.open(path));
  await popup.tab('Recent').click();
  await popup.row('Recent', NEW_ACTIVITY).getByText('New activity').waitFor();
  await popup.page
    .getByRole('status')
    .filter({ hasText: `${RECENT.length} tickets` })
    .waitFor();
  await popup.page.mouse.move(0, 0); // no hover highlight on a row
  // Chrome sizes the popup to the page: 390 px wide (popup.css), at most 600 high.
  await shoot(popup.page, 'popup', { width: await popup.page.evaluate(() => document.body.offsetWidth) });
  await popup.page.close();
  step('popup');

  // Side panel: a ticket with replies, one reply sent from here, the next one being typed.
  const panelPage = await ext.open('sidepanel.html');
  await panelPage.setViewportSize({ width: 420, height: 800 });
  const panel = composer(panelPage);
  await showTicket(panelPage, PANEL_TICKET);
  await panel.message.fill(
    'Hi Noah, thanks for the report. Which version of the app are you on, and does it happen with every photo?',
  );
  await panel.send.click();
  await panel.sent.waitFor();
  await panelPage.getByRole('region', { name: 'Sent from here' }).getByRole('listitem').waitFor();
  await panel.message.fill(
    'Update: our developers found the cause. A fix ships with version 4.2 next week; until then, uploading from the web app works.',
  );
  // The customer's message has drawn in its frame (the reply preview is a second frame).
  await panelPage
    .frameLocator('iframe[title="Ticket text from the customer"]')
    .getByText('Best regards')
    .waitFor();
  // The typed reply is kept as a draft: both shots show the same header.
  await panelPage.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor();
  // The panel as it opens: the ticket scrolls above the composer pinned to the bottom.
  await shoot(panelPage, 'sidepanel', {
    height: await panelPage.evaluate(() => document.documentElement.scrollHeight),
  });
  // The narrowest panel, in Norwegian (its words are among the longest), as it opens on the same
  // ticket with the draft being typed.
  await panelPage.evaluate(async () => {
    const { settings } = (await chrome.storage.local.get('settings')) as { settings: object };
    await chrome.storage.local.set({ settings: { ...settings, language: 'nb' } });
  });
  const narrow = await ext.open('sidepanel.html');
  await narrow.setViewportSize({ width: 320, height: 600 });
  await setPanelTicket(narrow, PANEL_TICKET);
  await narrow.frameLocator('iframe[title="Sakstekst fra kunden"]').getByText('Best regards').waitFor();
  await narrow.getByRole('textbox', { name: 'Melding', exact: true }).waitFor();
  // As the agent writes on: the "Sent" toast of the reply before has gone by itself (8 s).
  await narrow.getByText('✓ Sendt').waitFor({ state: 'detached', timeout: 20_000 });
  await shoot(narrow, 'sidepanel-320-nb');
  await narrow.close();
  await panelPage.close();
  step('side panel');
} finally {
  await ext.close();
  await servers.close();
}
