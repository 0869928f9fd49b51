import type { Page } from '@playwright/test';
import { expect, scopeFor, test, writeLocal } from './fixtures';
import { openPopup } from './popup-page';
import { openPanel } from './sidepanel-page';

test.describe.configure({ timeout: 240_000 });
const OUT = '/work/notes/shots-b1';
const shoot = async (page: Page, name: string) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${OUT}/${name}-${colorScheme}.png` });
  }
};

test('shots', async ({ worker, servers, openPage }) => {
  const ids = [4478970, 4478971, 4478972, 4478974];
  await writeLocal(
    worker,
    servers,
    'watched',
    ids.map((id, i) => ({ id, at: Date.now() - i })),
  );
  const p = await openPopup(openPage);
  await p.tab('Watched').click();
  await p.page.getByRole('button', { name: 'Refresh' }).click();
  await expect(p.rows('Watched')).toHaveCount(4);
  const row = p.page.getByRole('list', { name: 'Watched tickets' }).locator('[data-ticket-id="4478971"]');
  await row.focus();
  await p.page.keyboard.press('z');
  await expect(p.page.getByRole('group')).toBeVisible();
  await shoot(p.page, 'popup-row-menu');
  await p.page.keyboard.press('Enter');
  const row2 = p.page.getByRole('list', { name: 'Watched tickets' }).locator('[data-ticket-id="4478972"]');
  await row2.focus();
  await p.page.keyboard.press('z');
  await p.page.getByRole('button', { name: 'Until the customer replies' }).click();
  await p.page.getByRole('tab', { name: 'Snoozed' }).click();
  await expect(p.page.getByRole('list', { name: 'Snoozed tickets' }).getByRole('listitem')).toHaveCount(2);
  await shoot(p.page, 'popup-snoozed-list');
  await worker.evaluate(
    (alarm) =>
      (chrome.alarms.onAlarm as unknown as { dispatch(a: unknown): void }).dispatch({
        name: alarm,
        scheduledTime: Date.now(),
      }),
    `snooze:${scopeFor(servers)}:4478971`,
  );
  await servers.sandbox.addReply(4478971, { message: 'Any news?' });
  await p.tab('Watched').click();
  await p.page.getByRole('button', { name: 'Refresh' }).click();
  await expect(p.rows('Watched').first()).toContainText('Back from snooze');
  await shoot(p.page, 'popup-back-from-snooze');
  const c = await openPanel(openPage, 4478974);
  await c.page.setViewportSize({ width: 400, height: 700 });
  await c.page.getByRole('button', { name: 'Snooze', exact: true }).click();
  await shoot(c.page, 'panel-snooze-menu');
  await c.page.getByRole('button', { name: /^Next week/ }).click();
  await expect(c.page.getByText(/Snoozed until \w/)).toBeVisible();
  await shoot(c.page, 'panel-snoozed');
});
