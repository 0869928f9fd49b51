import type { Page } from '@playwright/test';
import type { TestServers } from '@/test/support/servers';
import { clickMenu, expect, test, writeLocal } from './fixtures';
import { checkState, composer, sandboxTicket, setOptions, showTicket } from './sidepanel-page';
import { pollNow } from './watch-helpers';

// Sending from the side panel, in Chromium, by the names the agent sees: Undo, Send anyway, the
// More send options menu, the shortcut that sends and completes, the waiting quote, the banner.

const replyCount = async (servers: TestServers, id: number) => (await servers.sandbox.replies(id)).length;

async function openOn(openPage: (path: string) => Promise<Page>, ticketId: number) {
  const page = await openPage('sidepanel.html');
  await page.setViewportSize({ width: 400, height: 700 });
  await showTicket(page, ticketId);
  return composer(page);
}

test('Undo during the wait puts the text back and the service never gets the reply', async ({
  worker,
  servers,
  openPage,
}) => {
  await setOptions(worker, 30);
  const id = 4478921;
  const before = await replyCount(servers, id);
  const c = await openOn(openPage, id);
  await c.message.fill('Thanks, we are on it.');
  await c.send.click();
  const toast = c.page.getByRole('status').filter({ hasText: /Sending in \d+ s/ });
  await expect(toast).toBeVisible();
  await expect(c.message).toHaveValue('');
  await checkState(c.page, 'toast-undo');
  await toast.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(c.page.getByRole('status').filter({ hasText: 'Not sent' })).toBeVisible();
  await expect(c.message).toHaveValue('Thanks, we are on it.');
  // Undone is final: even past its due time the worker has nothing left to post.
  await expect
    .poll(() => worker.evaluate(async () => (await chrome.storage.local.get('waitingSends')).waitingSends))
    .toEqual([]);
  expect(await replyCount(servers, id)).toBe(before);
});

test('a panel closed during the undo window still yields exactly one reply', async ({
  worker,
  servers,
  openPage,
}) => {
  await setOptions(worker, 2);
  const id = 4478922;
  const before = await replyCount(servers, id);
  const c = await openOn(openPage, id);
  await c.message.fill('Sent after the panel closed.');
  await c.send.click();
  await expect(c.page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
  await c.page.close();
  await expect.poll(() => replyCount(servers, id), { timeout: 15_000 }).toBe(before + 1);
  // Later wake-ups (alarm, timer, a reopened panel) find nothing left to post.
  const again = await openOn(openPage, id);
  await expect(again.message).toHaveValue('');
  await again.page.waitForTimeout(2500);
  const replies = await servers.sandbox.replies(id);
  expect(replies).toHaveLength(before + 1);
  expect(replies.at(-1)?.message).toContain('Sent after the panel closed.');
});

test('a ticket that moved after opening is not sent until "Send anyway"', async ({
  worker,
  servers,
  openPage,
}) => {
  await setOptions(worker, 0);
  const id = 4478923;
  const c = await openOn(openPage, id);
  await servers.sandbox.addReply(id, { message: 'Any news? I am still waiting.' });
  const before = await replyCount(servers, id);
  await c.message.fill('Checking now.');
  await c.send.click();
  const alert = c.page.getByRole('alert').filter({ hasText: '1 new reply since you opened this ticket' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Open in inbox' })).toHaveAttribute(
    'href',
    `https://inbox.example.com/acme/tickets?ticketId=${id}`,
  );
  await expect(c.message).toHaveValue('Checking now.');
  expect(await replyCount(servers, id)).toBe(before);
  await checkState(c.page, 'toast-collision');
  // The agent decided: Send anyway goes without a second undo window (a 30 s one is set now).
  await setOptions(worker, 30);
  await alert.getByRole('button', { name: 'Send anyway', exact: true }).click();
  await expect(c.sent).toBeVisible();
  await expect.poll(() => replyCount(servers, id)).toBe(before + 1);
});

test('a reply the watch poll brought in while the agent wrote is said at once and never holds the send', async ({
  worker,
  servers,
  openPage,
}) => {
  test.slow(); // a poll, a send and an accessibility check on a shared machine
  await setOptions(worker, 0);
  const id = 4478925;
  await writeLocal(worker, servers, 'watched', [{ id, at: Date.now() }]);
  const c = await openOn(openPage, id);
  const stored = await replyCount(servers, id);
  const opened = (await sandboxTicket(c.page, servers, id)).replyCount as number;
  await expect(c.page.locator('.sp-meta')).toContainText(`${opened} replies`);
  await c.message.fill('Checking now.');
  await servers.sandbox.addReply(id, { message: 'Any news? I am still waiting.', as: 'client' });
  await pollNow(worker);
  // The poll's copy shows at once, above the reply box, with the inbox where the reply is read.
  const since = c.page.getByRole('status').filter({ hasText: '+1 reply since you opened' });
  await expect(since).toBeVisible();
  await expect(since.getByRole('link', { name: 'Open in inbox' })).toHaveAttribute(
    'href',
    `https://inbox.example.com/acme/tickets?ticketId=${id}`,
  );
  await expect(c.page.locator('.sp-meta')).toContainText(`${opened + 1} replies`);
  await checkState(c.page, 'since-opened', '/tmp/shots-k41');
  // Shown before Send, it holds nothing: the reply goes out, and the line goes with the send.
  await c.send.click();
  await expect(c.sent).toBeVisible();
  await expect(c.page.getByRole('alert').filter({ hasText: 'since you opened this ticket' })).toHaveCount(0);
  await expect.poll(() => replyCount(servers, id)).toBe(stored + 2);
  await expect(since).toHaveCount(0);
});

test('Ctrl+Shift+Enter sends and completes; the toast says so and needs no Dismiss', async ({
  worker,
  servers,
  openPage,
}) => {
  await setOptions(worker, 0);
  const id = 4478924;
  const before = await replyCount(servers, id);
  const c = await openOn(openPage, id);
  await expect(c.send).toHaveAccessibleName('Send');
  await expect(c.page.getByText('The helpdesk sets the status after your reply')).toBeVisible();
  await c.message.fill('Solved: the refund is on its way.');
  await c.message.press('Control+Shift+Enter');
  await expect(c.page.getByRole('status').filter({ hasText: /^✓ Sent and completed/ })).toBeVisible();
  await expect.poll(() => replyCount(servers, id)).toBe(before + 1);
  // The reply went out with isTicketNeededToBeCompleted: the service completed the ticket.
  expect((await servers.sandbox.replies(id)).at(-1)).toMatchObject({ properties: { isDraft: false } });
  expect((await sandboxTicket(c.page, servers, id)).status).toBe('completed');
  await expect(c.status('completed')).toBeVisible();
  await checkState(c.page, 'toast-sent');
  await expect(c.page.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
});

test('"More send options" works by keyboard: arrows, Escape, and Save as draft', async ({
  worker,
  servers,
  openPage,
}) => {
  test.slow(); // a poll, a send and an accessibility check on a shared machine
  await setOptions(worker, 0);
  const id = 4478925;
  const before = await replyCount(servers, id);
  const c = await openOn(openPage, id);
  const statusBefore = (await sandboxTicket(c.page, servers, id)).status;
  await c.message.fill('A draft for later.');
  await c.more.focus();
  await c.page.keyboard.press('ArrowDown');
  const menu = c.page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(c.more).toHaveAttribute('aria-expanded', 'true');
  await expect(c.page.getByRole('menuitem', { name: 'Send and complete' })).toBeFocused();
  await c.page.keyboard.press('ArrowDown');
  await expect(c.page.getByRole('menuitem', { name: 'Save as draft' })).toBeFocused();
  await checkState(c.page, 'menu-open');
  await c.page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(c.more).toBeFocused();
  await c.page.keyboard.press('Enter');
  // As a person would: the menu is open, on its first item, before the next key.
  await expect(c.page.getByRole('menuitem', { name: 'Send and complete' })).toBeFocused();
  await c.page.keyboard.press('End');
  await expect(c.page.getByRole('menuitem', { name: 'Save as draft' })).toBeFocused();
  await c.page.keyboard.press('Enter');
  await expect(c.page.getByRole('status').filter({ hasText: '✓ Saved as draft' })).toBeVisible();
  await expect.poll(() => replyCount(servers, id)).toBe(before + 1);
  expect((await servers.sandbox.replies(id)).at(-1)).toMatchObject({ properties: { isDraft: true } });
  expect((await sandboxTicket(c.page, servers, id)).status).toBe(statusBefore);
});

test('a broker that is down: one banner with Retry, the composer disabled', async ({ worker, openPage }) => {
  await worker.evaluate(async () => {
    const { settings } = (await chrome.storage.local.get('settings')) as {
      settings: { workspaces: Record<string, unknown>[] };
    };
    const [first, ...others] = settings.workspaces;
    await chrome.storage.local.set({
      settings: { ...settings, workspaces: [{ ...first, brokerUrl: 'http://127.0.0.1:9/token' }, ...others] },
    });
  });
  const page = await openPage('sidepanel.html');
  await page.setViewportSize({ width: 400, height: 700 });
  await page.evaluate(() => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId: 4478926 }));
  const banner = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('alert').filter({ has: page.getByRole('button') })).toHaveCount(1);
  const c = composer(page);
  await expect(c.message).toBeDisabled();
  await expect(c.send).toBeDisabled();
  await expect(c.more).toBeDisabled();
  await checkState(page, 'banner');
});

test('a waiting quote never appears in another ticket: Discard, or Quote in reply where the agent picks', async ({
  worker,
  openPage,
}) => {
  const page = await openPage('sidepanel.html');
  await page.setViewportSize({ width: 400, height: 700 });
  await page.evaluate(() => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId: null }));
  await clickMenu(worker, { menuItemId: 'sidedesk-quote-in-reply', selectionText: 'Order 5512 never came' });
  const card = page.getByRole('region', { name: 'Quote waiting' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Order 5512 never came');
  await checkState(page, 'quote-card');
  // Another ticket opened: the quote stays on its card, never in that ticket's reply.
  await showTicket(page, 4478927);
  const c = composer(page);
  await expect(card).toBeVisible();
  await expect(c.message).toHaveValue('');
  await card.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(card).toBeHidden();
  await showTicket(page, 4478928);
  await expect(c.message).toHaveValue('');
  // With a ticket open, "Quote in reply" goes into that ticket's reply, the one on screen.
  await clickMenu(worker, { menuItemId: 'sidedesk-quote-in-reply', selectionText: 'Tracking 1Z999' });
  await expect(c.message).toHaveValue('> Tracking 1Z999\n');
  await expect(card).toHaveCount(0);
  // A quote made with no ticket open is taken only by the ticket the agent picks for it.
  await page.evaluate(() => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId: null }));
  await clickMenu(worker, { menuItemId: 'sidedesk-quote-in-reply', selectionText: 'Invoice 77' });
  await expect(card).toBeVisible();
  await showTicket(page, 4478930);
  await expect(c.message).toHaveValue('');
  await card.getByRole('button', { name: /^Quote in reply/ }).click();
  await expect(card).toBeHidden();
  await expect(c.message).toHaveValue('> Invoice 77\n');
});

test('"Open ticket in Sidedesk" on a selected number opens that ticket and quotes nothing', async ({
  worker,
  openPage,
}) => {
  const page = await openPage('sidepanel.html');
  await page.evaluate(() => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId: null }));
  await clickMenu(worker, { menuItemId: 'sidedesk-open-ticket', selectionText: '#4478929' });
  await expect(page.getByText('#4478929', { exact: true })).toBeVisible();
  const c = composer(page);
  await expect(c.message).toBeEditable();
  await expect(c.message).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Quote waiting' })).toHaveCount(0);
});
