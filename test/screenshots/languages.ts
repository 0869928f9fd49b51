import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { configureAndSignIn, launchExtension } from '@/test/bench/extension';
import { openPopup } from '@/test/e2e/popup-page';
import { startServers } from '@/test/support/servers';

// The pages in another language, to check that longer Nordic words fit: the popup at its width
// and the side panel at 320 px. `npx tsx test/screenshots/languages.ts [lang…]` (default nb fi)
// writes <lang>-<page>.png into SHOTS_DIR (default /tmp/sidedesk-shots) from the sandbox build in
// $WXT_OUT_DIR (npm run build:sandbox first).

const extensionPath = join(resolve(process.env.WXT_OUT_DIR ?? '.output'), 'chrome-mv3-sandbox');
const shots = resolve(process.env.SHOTS_DIR ?? '/tmp/sidedesk-shots');
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ['nb', 'fi'];
const RECENT = [4478909, 4478906, 4478903, 4478901];
const PANEL_TICKET = 4478900;

mkdirSync(shots, { recursive: true });
const shoot = async (page: Page, name: string) => {
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: join(shots, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
  console.log(join(shots, `${name}.png`));
};

const servers = await startServers();
const ext = await launchExtension(extensionPath);
ext.context.setDefaultTimeout(10_000);
try {
  await configureAndSignIn(ext, servers, `${servers.broker.url}/token`);
  // The Recent list, filled in English as an agent would, before the language changes.
  const english = await openPopup((path) => ext.open(path));
  for (const id of RECENT) await english.open(id);
  await english.page.close();
  const worker = await ext.worker();
  for (const language of wanted) {
    await worker.evaluate(async (lang) => {
      const { settings } = await chrome.storage.local.get('settings');
      await chrome.storage.local.set({ settings: { ...(settings as object), language: lang } });
    }, language);

    const popup = await ext.open('popup.html');
    await popup.setViewportSize({ width: 390, height: 600 });
    await popup.locator(`html[lang="${language}"]`).waitFor();
    await popup.getByRole('tab').nth(1).click();
    await popup.getByRole('listitem').first().waitFor();
    await shoot(popup, `${language}-popup`);
    await popup.getByRole('button', { name: /^(More|Mer|Mere|Lisää)$/ }).click();
    await shoot(popup, `${language}-popup-more`);
    await popup.close();

    const panel = await ext.open('sidepanel.html');
    await panel.setViewportSize({ width: 320, height: 900 });
    await panel.evaluate(
      (ticketId) => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId }),
      PANEL_TICKET,
    );
    await panel.getByRole('heading', { level: 1 }).waitFor();
    await panel.getByRole('textbox').last().waitFor();
    // The customer's message (the first frame; the reply preview is the second).
    await panel.frameLocator('.sp-frame iframe').first().getByText(/\w/).first().waitFor();
    await shoot(panel, `${language}-panel-320`);
    await panel.close();

    const options = await ext.open('options.html');
    await options.setViewportSize({ width: 800, height: 900 });
    await options.locator('#language').waitFor();
    await shoot(options, `${language}-options`);
    await options.close();
  }
} finally {
  await ext.close();
  await servers.close();
}
