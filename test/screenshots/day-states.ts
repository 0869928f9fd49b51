import { openPopup } from '@/test/e2e/popup-page';
import { openPanel } from '@/test/e2e/sidepanel-page';
import { shootStates } from './states';

// `npx tsx test/screenshots/day-states.ts [dir]`: the states of an agent's day for a person to
// look at, light and dark: a reply waiting offline (panel and popup), the snooze menu on a popup
// row, the Snoozed list, and the popup's first paint held before the app takes over. Uses the
// sandbox build in .output (or WXT_OUT_DIR; npm run build:sandbox).

await shootStates(process.argv[2] ?? '/tmp/day-states', async ({ ext, shoot }) => {
  const ticketId = 4478990;
  const panel = await openPanel((path) => ext.open(path), ticketId);
  await panel.page.setViewportSize({ width: 400, height: 700 });
  await ext.context.setOffline(true);
  await panel.message.fill('Written on the train: the refund is on its way, you will see it in 3-5 days.');
  await panel.send.click();
  await panel.page.getByText('Waiting for the network: it goes out by itself.').waitFor();
  await shoot(panel.page, 'panel-outbox-offline');
  let p = await openPopup((path) => ext.open(path));
  await p.page.getByRole('status').filter({ hasText: 'waits' }).waitFor();
  await shoot(p.page, 'popup-outbox-offline');
  await p.page.close();
  await ext.context.setOffline(false);
  await panel.sent.waitFor({ timeout: 60_000 });
  await shoot(panel.page, 'panel-sent-next');

  p = await openPopup((path) => ext.open(path));
  for (const id of [4478901, 4478903, 4478904]) await p.open(id);
  await p.tab('Recent').click();
  for (const id of [4478901, 4478903]) {
    await p.rowButton('Recent', id).focus();
    await p.page.keyboard.press('w');
  }
  await p.tab('Watched').click();
  await p.rowButton('Watched', 4478903).focus();
  await p.page.keyboard.press('z');
  const menu = p.page.locator('fieldset.snooze-menu, .snooze-presets').first();
  await menu.waitFor();
  await shoot(p.page, 'popup-snooze-menu');
  await p.page.locator('.snooze-presets button').first().click();
  await p.page.getByRole('tab', { name: /Snoozed/ }).click();
  await p.page.getByRole('list', { name: /Snoozed/ }).waitFor();
  await shoot(p.page, 'popup-snoozed');
  await p.page.close();

  // The first paint alone: the app held back (its storage reads never answer) to see the snapshot.
  const held = await ext.open('popup.html', async (page) => {
    await page.setViewportSize({ width: 400, height: 600 });
    await page.addInitScript(() => {
      chrome.storage.local.get = (() => new Promise(() => undefined)) as typeof chrome.storage.local.get;
    });
  });
  await held.locator('#app[data-painted] .ticket-row').first().waitFor();
  await held.keyboard.type('44789');
  await shoot(held, 'popup-first-paint-typing');
});
