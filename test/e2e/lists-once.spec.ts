import { expect, test, writeLocal } from './fixtures';
import { popup } from './popup-page';
import { pollNow, watchAndSee } from './watch-helpers';

// The lists say what changed once, with one time per row; Options'
// watched-tickets section holds "Hide ticket titles in notifications".

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/pw-lists/shots';
const shoot = async (page: import('@playwright/test').Page, name: string) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
};

test('a watched ticket says what changed in Watched, and once without the change line in Recent', async ({
  worker,
  servers,
  openPage,
}) => {
  test.slow();
  const id = 4478961;
  await watchAndSee(worker, servers, [id, 4478962]);
  await writeLocal(worker, servers, 'recent', [
    { id, at: Date.now() },
    { id: 4478963, at: Date.now() - 1000 },
  ]);
  await servers.sandbox.addReply(id, { message: 'It is still broken.' });
  await pollNow(worker);
  const page = await openPage('popup.html');
  await page.setViewportSize({ width: 390, height: 520 });
  const p = popup(page);
  const watchedRow = p.row('Watched', id);
  await expect(watchedRow.locator('.ticket-change')).toHaveText(/^\+1 reply( · now open| · reopened)?$/);
  await expect(watchedRow.locator('time')).toHaveCount(1);
  await shoot(page, 'list-watched');
  await p.tab('Recent').click();
  await expect(p.rows('Recent')).toHaveCount(2);
  await expect(p.row('Recent', id)).toHaveCount(1);
  await expect(p.row('Recent', id).locator('.ticket-change')).toHaveCount(0);
  await expect(p.row('Recent', id).locator('time')).toHaveCount(1);
  await shoot(page, 'list-recent');
});

test('Options: "Hide ticket titles in notifications" is saved with the Watching section', async ({
  worker,
  openPage,
}) => {
  const page = await openPage('options.html');
  await page.setViewportSize({ width: 800, height: 900 });
  const watching = page.getByRole('region', { name: 'Watching and notifications' });
  await watching.getByRole('checkbox', { name: 'Hide ticket titles in notifications' }).check();
  await watching.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(() =>
      worker.evaluate(
        async () =>
          ((await chrome.storage.local.get('settings')).settings as { hideNotificationTitles?: boolean })
            .hideNotificationTitles,
      ),
    )
    .toBe(true);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await watching.screenshot({ path: `${SHOTS}/options-notify-${scheme}.png` });
  }
});
