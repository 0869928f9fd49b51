import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, writeLocal } from './fixtures';
import { openPopup, TICKET } from './popup-page';
import { axeViolations, composer, messageShown, setOptions, showTicket } from './sidepanel-page';

// Focus follows the work, by keyboard only (no click anywhere in these tests).

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/pw-c1/shots';
mkdirSync(SHOTS, { recursive: true });

// Axe and screenshots on a loaded 2-core machine can take a while: slow is not a failure.
test.describe.configure({ timeout: 120_000 });

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The panel, drawn at 400 x 1000 from the start (a short one folds its composer), on `ticketId`. */
async function panelOn(openPage: (path: string) => Promise<Page>, ticketId: number) {
  const page = await openPage('blank.html');
  await page.setViewportSize({ width: 400, height: 1000 });
  await page.goto(page.url().replace('blank.html', 'sidepanel.html'));
  await showTicket(page, ticketId);
  return composer(page);
}

test('a ticket opened from the popup by keyboard has focus in its reply box', async ({ openPage }) => {
  const id = TICKET.first + 30;
  const panel = await openPage('sidepanel.html');
  await panel.setViewportSize({ width: 400, height: 1000 });
  const p = await openPopup(openPage);
  await expect(p.field).toBeFocused();
  await p.page.keyboard.type(String(id));
  await p.page.keyboard.press('Enter');
  await panel.bringToFront();
  await expect(panel.getByRole('heading', { level: 1, name: new RegExp(`^#${id}\\b`) })).toBeVisible();
  const c = composer(panel);
  await expect(c.message).toBeFocused();
  await panel.keyboard.type('Typed without a click.');
  await expect(c.message).toHaveValue('Typed without a click.');
});

test('a ticket opened on a short panel has focus in its box; typing unfolds it below the message', async ({
  openPage,
}) => {
  const panel = await openPage('sidepanel.html');
  await panel.setViewportSize({ width: 400, height: 600 });
  await showTicket(panel, TICKET.first + 31);
  await expect.poll(() => focusedId(panel)).toBe('sp-message');
  // Focus alone leaves the customer's message the room: the composer is still folded.
  await expect(panel.locator('.sp-composer')).toHaveClass(/sp-folded/);
  await panel.keyboard.type('Hello Oskar, thanks for writing.');
  await expect(composer(panel).message).toHaveValue('Hello Oskar, thanks for writing.');
  // Typing unfolds it (the options are there), and the message's first lines stay in view.
  await expect(composer(panel).replyTo).toBeVisible();
  await expect(composer(panel).message).toBeFocused();
  await expect.poll(() => messageShown(panel)).toBeGreaterThanOrEqual(60);
});

test('Send moves focus to Undo; Escape takes the reply back with its text and focus in the box', async ({
  worker,
  servers,
  openPage,
}) => {
  await setOptions(worker, 30);
  const id = TICKET.first + 32;
  const before = (await servers.sandbox.replies(id)).length;
  const c = await panelOn(openPage, id);
  await expect(c.message).toBeFocused();
  await c.page.keyboard.type('Thanks, we are on it.');
  await c.page.keyboard.press('Control+Enter');
  const undo = c.page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeFocused();
  await expect(undo).toHaveAttribute('aria-keyshortcuts', 'Escape Control+Z');
  await c.page.keyboard.press('Escape');
  await expect(c.page.getByRole('status').filter({ hasText: 'Not sent' })).toBeVisible();
  await expect(c.message).toHaveValue('Thanks, we are on it.');
  await expect(c.message).toBeFocused();
  await c.page.keyboard.type(' Soon.');
  await expect(c.message).toHaveValue('Thanks, we are on it. Soon.');
  expect(await servers.sandbox.replies(id)).toHaveLength(before);
});

test('the focused Undo, with its keys, passes axe in light and dark', async ({ worker, openPage }) => {
  await setOptions(worker, 30);
  const c = await panelOn(openPage, TICKET.first + 38);
  await c.page.keyboard.type('Checked by axe.');
  await c.page.keyboard.press('Control+Enter');
  await expect(c.page.getByRole('button', { name: 'Undo', exact: true })).toBeFocused();
  for (const scheme of ['light', 'dark'] as const) {
    await c.page.emulateMedia({ colorScheme: scheme });
    await c.page.screenshot({ path: `${SHOTS}/undo-focused-${scheme}.png` });
    expect(await axeViolations(c.page), scheme).toEqual([]);
  }
});

test('Ctrl+Z undoes a send from Undo, but not while the agent types in the box', async ({
  worker,
  servers,
  openPage,
}) => {
  await setOptions(worker, 30);
  const id = TICKET.first + 33;
  const before = (await servers.sandbox.replies(id)).length;
  const c = await panelOn(openPage, id);
  await c.page.keyboard.type('First try.');
  await c.page.keyboard.press('Control+Enter');
  const undo = c.page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeFocused();
  // In the box (focused by script, as after the agent clicked it), Ctrl+Z is the box's own undo
  // of typing: the send goes on waiting.
  await c.message.focus();
  await c.page.keyboard.press('Control+z');
  await expect(undo).toBeVisible();
  await undo.focus();
  await c.page.keyboard.press('Control+z');
  await expect(c.page.getByRole('status').filter({ hasText: 'Not sent' })).toBeVisible();
  await expect(c.message).toHaveValue('First try.');
  await expect(c.message).toBeFocused();
  expect(await servers.sandbox.replies(id)).toHaveLength(before);
});

test('after Send and complete, Next ticket with activity has focus; Enter opens it, focus in its box', async ({
  openPage,
  servers,
}) => {
  const [done, flagged] = [4479160, 4479161];
  const p = await openPopup(openPage);
  for (const id of [flagged, done]) await p.open(id);
  await writeLocal(
    p.page,
    servers,
    'watched',
    [done, flagged].map((id, i) => ({ id, at: Date.now() - i })),
  );
  await servers.sandbox.addReply(flagged, { message: 'Any news?', as: 'client' });
  // The setting up (as reading.spec.ts does it); what is under test below is by keyboard only.
  await p.tab('Watched').click();
  await p.page.getByRole('button', { name: 'Refresh' }).click();
  await expect(p.row('Watched', flagged)).toContainText('+1 reply');
  await p.page.close();

  const c = await panelOn(openPage, done);
  await expect(c.message).toBeFocused();
  await c.page.keyboard.type('Done: the refund is on its way.');
  await c.page.keyboard.press('Control+Shift+Enter');
  const next = c.page.getByRole('button', { name: /^Next ticket with activity/ });
  await expect(next).toBeFocused();
  await c.page.keyboard.press('Enter');
  await expect(c.page.getByRole('heading', { level: 1, name: new RegExp(`^#${flagged}\\b`) })).toBeVisible();
  await expect(c.message).toBeFocused();
});

test('the popup is one Tab stop per region in the order drawn, rows move by arrows', async ({
  openPage,
  worker,
  servers,
}) => {
  const ids = [TICKET.first + 34, TICKET.first + 35, TICKET.first + 36];
  await worker.evaluate(async () => {
    const { settings } = (await chrome.storage.local.get('settings')) as {
      settings: { workspaces: Record<string, unknown>[] };
    };
    const [first] = settings.workspaces;
    await chrome.storage.local.set({
      settings: { ...settings, workspaces: [first, { ...first, id: 'second', name: 'Second desk' }] },
    });
  });
  await writeLocal(
    worker,
    servers,
    'recent',
    ids.map((id, i) => ({ id, at: Date.now() - i })),
  );
  const p = await openPopup(openPage);
  const rowOf = (id: number) => p.rowButton('Recent', id);
  await expect(rowOf(ids[2] as number)).toBeVisible();
  const switcher = p.page.getByRole('combobox', { name: 'Workspace', exact: true });
  await expect(switcher).toBeVisible();
  await expect(p.field).toBeFocused();
  // Backwards from the field: the top row (More, then the switcher), in the order drawn.
  await p.page.keyboard.press('Shift+Tab');
  await expect(p.page.getByRole('button', { name: 'More', exact: true })).toBeFocused();
  await p.page.keyboard.press('Shift+Tab');
  await expect(switcher).toBeFocused();
  // Forwards: the field (its Open button is Enter), the tabs (one stop), the list's toolbar, the list.
  await p.page.keyboard.press('Tab');
  await p.page.keyboard.press('Tab');
  await expect(p.field).toBeFocused();
  await p.page.keyboard.press('Tab');
  await expect(p.tab('Recent')).toBeFocused();
  await p.page.keyboard.press('Tab');
  await expect(p.page.getByRole('button', { name: 'Refresh', exact: true })).toBeFocused();
  await p.page.keyboard.press('Tab');
  await expect(p.page.getByRole('button', { name: 'Clear Recent', exact: true })).toBeFocused();
  await p.page.keyboard.press('Tab');
  await expect(rowOf(ids[0] as number)).toBeFocused();
  await p.page.keyboard.press('ArrowDown');
  await expect(rowOf(ids[1] as number)).toBeFocused();
  // The list is one stop: Tab leaves it, and Shift+Tab comes back to the row last used.
  await p.page.keyboard.press('Tab');
  await expect(rowOf(ids[2] as number)).not.toBeFocused();
  await expect(p.page.locator('.ticket-row-open[tabindex="0"]')).toHaveCount(1);
  await p.page.keyboard.press('Shift+Tab');
  await expect(rowOf(ids[1] as number)).toBeFocused();
  await p.page.keyboard.press('ArrowUp');
  await expect(rowOf(ids[0] as number)).toBeFocused();
});

test('? opens the list of shortcuts as a dialog in the popup and in the panel, never while typing', async ({
  openPage,
}) => {
  const p = await openPopup(openPage);
  await expect(p.field).toBeFocused();
  await p.page.keyboard.type('?');
  await expect(p.field).toHaveValue('?'); // typing: a character, no dialog
  await expect(p.page.getByRole('dialog')).toHaveCount(0);
  await p.field.fill('');
  await p.page.keyboard.press('Tab'); // the tabs
  await p.page.keyboard.press('?');
  const dialog = p.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog).toContainText('Watch the ticket, or stop watching it');
  for (const scheme of ['light', 'dark'] as const) {
    await p.page.emulateMedia({ colorScheme: scheme });
    await p.page.screenshot({ path: `${SHOTS}/shortcuts-popup-${scheme}.png` });
  }
  await p.checkPage();
  await p.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(p.page.locator('[role=tab][aria-selected=true]')).toBeFocused();

  const c = await panelOn(openPage, TICKET.first + 37);
  await expect(c.message).toBeFocused();
  await c.page.keyboard.press('Shift+Tab'); // out of the box: a key is no longer typing
  await c.page.keyboard.press('?');
  const panelDialog = c.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(panelDialog).toBeVisible();
  await expect(panelDialog).toContainText('Take a send back');
  for (const scheme of ['light', 'dark'] as const) {
    await c.page.emulateMedia({ colorScheme: scheme });
    await c.page.screenshot({ path: `${SHOTS}/shortcuts-panel-${scheme}.png` });
    expect(await axeViolations(c.page), scheme).toEqual([]);
  }
  await c.page.keyboard.press('Enter'); // Close
  await expect(panelDialog).toHaveCount(0);
});
