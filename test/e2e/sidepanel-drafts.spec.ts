import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, newReplies, openPanel, storedDraft } from './sidepanel-page';

// Nothing the agent types is lost: not to a closed panel, a killed worker, or a failed send.

test('text typed, panel closed and reopened: the text is back', async ({ openPage }) => {
  const c = await openPanel(openPage, 4478940);
  await c.message.fill('Half-written answer');
  await c.complete.check();
  // Closed at once: the pagehide flush, not the debounce, must have saved it.
  await c.page.close({ runBeforeUnload: true });
  const again = await openPanel(openPage, 4478940);
  await expect(again.message).toHaveValue('Half-written answer');
  await expect(again.complete).toBeChecked();
});

/** Stops every service worker, as Chrome does to an idle one, and waits until ours is gone. */
async function killWorkers(context: BrowserContext, page: Page) {
  const gone = context
    .serviceWorkers()[0]
    ?.evaluate(() => new Promise(() => {}))
    .catch(() => 'gone');
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  expect(await gone).toBe('gone');
  await cdp.detach();
}

test('the worker terminated mid-draft: the text is back and the panel still sends', async ({
  openPage,
  context,
  servers,
}) => {
  const ticketId = 4478941;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('Typed while the worker dies');
  await expect
    .poll(() => storedDraft(c.page, ticketId))
    .toMatchObject({ message: 'Typed while the worker dies' });
  await killWorkers(context, c.page);
  await c.message.pressSequentially(', and more');
  await c.page.close();
  const again = await openPage('sidepanel.html');
  const message = again.getByRole('textbox', { name: 'Message', exact: true });
  await expect(message).toHaveValue('Typed while the worker dies, and more');
  await again.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(again.getByRole('status').filter({ hasText: /^✓ Sent/ })).toBeVisible();
  expect(await newReplies(servers, ticketId, before)).toMatchObject([
    { message: 'Typed while the worker dies, and more' },
  ]);
});

test('a refused send keeps the text, shows the API’s reason, and sends nothing', async ({
  openPage,
  servers,
}) => {
  const ticketId = 4478942;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('This one will be refused');
  await c.replyTo.selectOption({ label: 'A reply not sent from here (type its number)' });
  await c.parentId.fill('123456789');
  await c.send.click();
  const alert = c.page.getByRole('alert');
  await expect(alert).toContainText('Reply 123456789 is not a reply of ticket 4478942');
  await expect(alert).toContainText('Your text is back in the box.');
  await expect(c.message).toHaveValue('This one will be refused');
  expect(await axeViolations(c.page)).toEqual([]);
  expect(await newReplies(servers, ticketId, before)).toEqual([]);
  await c.page.close();
  const again = await openPanel(openPage, ticketId);
  await expect(again.message).toHaveValue('This one will be refused');
  await expect(again.parentId).toHaveValue('123456789');
  await expect(again.page.getByRole('alert')).toContainText('Your text is back in the box.');

  // The agent fixes the cause: the error was about the reply as it was, so it goes by itself.
  await again.replyTo.selectOption({ label: 'The ticket' });
  await expect(again.page.getByRole('alert')).toBeHidden();
  await again.send.click();
  await expect(again.sent).toBeVisible();
  expect(await newReplies(servers, ticketId, before)).toHaveLength(1);
});

test('a send still running when the panel closes finishes in the worker; the reopened panel shows it', async ({
  openPage,
  servers,
}) => {
  const ticketId = 4478943;
  const before = (await servers.sandbox.replies(ticketId)).length;
  await servers.sandbox.setFaults({ routes: { reply: { latencyMs: 1500 } } });
  try {
    const c = await openPanel(openPage, ticketId);
    await c.message.fill('Sent while closing');
    await c.send.click();
    await expect(c.page.getByRole('status').filter({ hasText: 'Sending your reply' })).toBeVisible();
    await expect(c.page.getByRole('status').filter({ hasText: 'Sending your reply…' })).toBeVisible();
    await expect(c.send).toBeDisabled();
    // The text left the box with the send; the box is free for the next reply meanwhile.
    await expect(c.message).toHaveValue('');
    await c.page.close();
    const again = await openPanel(openPage, ticketId);
    await expect(again.sent).toBeVisible();
    await expect(again.message).toHaveValue('');
    expect(await storedDraft(again.page, ticketId)).toBeNull();
  } finally {
    await servers.sandbox.clearFaults();
  }
  expect(await newReplies(servers, ticketId, before)).toMatchObject([{ message: 'Sent while closing' }]);
});
