import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, writeLocal } from './fixtures';
import { popup, TICKET } from './popup-page';
import { axeViolations, findTicket, setPanelTicket, showTicket } from './sidepanel-page';

// The words an agent reads, in English and Norwegian: the status line, the
// reason on a disabled control, statuses and roles in the language, key hints in its own letter.

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/pw-c1/shots';
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png` });
    expect(await axeViolations(page), `${name}, ${scheme}`).toEqual([]);
  }
}

/** The panel at 400 x 1000 from its first paint (a short panel folds its composer). */
async function panel(openPage: (path: string) => Promise<Page>) {
  const page = await openPage('blank.html');
  await page.setViewportSize({ width: 400, height: 1000 });
  await page.goto(page.url().replace('blank.html', 'sidepanel.html'));
  return page;
}

test('English: the status said in words, and why Preview and Keep the status cannot be used', async ({
  openPage,
}) => {
  const page = await panel(openPage);
  await showTicket(page, TICKET.first + 40);
  await expect(
    page.getByText('The helpdesk sets the status after your reply', { exact: true }),
  ).toBeVisible();
  const preview = page.getByRole('button', { name: 'Preview as the customer sees it' });
  await expect(preview).toBeDisabled();
  await expect(preview).toHaveAccessibleDescription(/Nothing to preview: the reply has no formatting/);
  const keep = page.getByRole('checkbox', { name: 'Keep the status as it is' });
  await keep.check();
  await expect(page.getByText('The status stays as it is', { exact: true })).toBeVisible();
  await keep.uncheck();
  await page.getByRole('checkbox', { name: 'Complete ticket' }).check();
  await expect(keep).toBeDisabled();
  await expect(page.locator('label.sp-check', { has: keep })).toHaveAttribute(
    'title',
    'Completing the ticket sets its status.',
  );
  await expect(page.getByText('The ticket is completed when you send', { exact: true })).toBeVisible();
  await shoot(page, 'words-en-panel');
});

test.describe('Norwegian', () => {
  test.use({ browserArgs: ['--lang=nb'] });

  test('statuses and roles in Norwegian, and the watch key is its own letter', async ({
    openPage,
    servers,
  }) => {
    const page = await panel(openPage);
    const escalated = await findTicket(page, servers, TICKET.first, (t) => t.status === 'escalated');
    await setPanelTicket(page, escalated.id);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^#${escalated.id}\\b`) }),
    ).toBeVisible();
    await expect(page.locator('.sp-head .status-badge')).toHaveText('eskalert');
    await page.getByText('Detaljer', { exact: true }).click();
    await expect(page.locator('.sp-facts')).toContainText('· kunde');
    await expect(page.locator('.sp-facts')).not.toContainText('client');
    await expect(page.getByText('Kundeservicesystemet setter statusen etter svaret ditt')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Behold statusen som den er' })).toBeVisible();
    await shoot(page, 'words-nb-panel');

    await writeLocal(page, servers, 'recent', [{ id: escalated.id, at: Date.now() }]);
    const p = popup(await openPage('popup.html'));
    await p.page.setViewportSize({ width: 400, height: 600 });
    const hint = p.page.locator('.keys');
    await expect(hint).toContainText('F følg');
    await expect(hint).not.toContainText('W');
    const row = p.page.locator(`.ticket-row-open[data-ticket-id="${escalated.id}"]`);
    await row.focus();
    await p.page.keyboard.press('f');
    await expect(p.page.getByRole('button', { name: `Slutt å følge sak ${escalated.id}` })).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await p.page.emulateMedia({ colorScheme: scheme });
      await p.page.screenshot({ path: `${SHOTS}/words-nb-popup-${scheme}.png` });
    }
    await p.checkPage();
  });

  test('Options in Norwegian: every section, light and dark, with no axe violation', async ({ openPage }) => {
    const page = await openPage('options.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Innstillinger for Sidedesk');
    await expect(page.getByRole('navigation')).toBeVisible();
    await shoot(page, 'words-nb-options');
  });
});
