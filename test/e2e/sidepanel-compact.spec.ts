import type { Page } from '@playwright/test';
import type { TestServers } from '@/test/support/servers';
import { clickMenu, expect, test } from './fixtures';
import { axeViolations, composer, showLongMessage, shownHeight } from './sidepanel-page';

// On a laptop's short side panel the agent reads the customer's message first: the idle composer
// folds to the message box and Send, and unfolds as soon as the agent turns to it.

const QUOTE = 'sidedesk-quote-in-reply';

async function openShortPanel(page: Page, servers: TestServers, height = 640) {
  const ticket = await showLongMessage(page, servers, 400, height);
  const c = composer(page);
  return {
    ticket,
    c,
    text: page.locator('iframe[title="Ticket text from the customer"]'),
    unfold: page.getByRole('button', { name: 'Options', exact: true }),
    /** The options a folded composer keeps out of sight. */
    options: [
      c.replyTo,
      c.format,
      page.getByRole('button', { name: 'Saved replies' }),
      page.getByRole('button', { name: 'Bold' }),
      c.attachments,
      c.complete,
      c.suppress,
    ],
  };
}

test('at 400x640 the idle composer folds: the customer’s first lines show; focus brings every option', async ({
  openPage,
  servers,
}) => {
  test.setTimeout(60_000); // four axe runs: ~10 s on a quiet machine, three times that on a busy one
  const page = await openPage('sidepanel.html');
  const { c, text, unfold, options } = await openShortPanel(page, servers);
  // The first lines of the customer's message (five lines or more), without scrolling.
  await expect.poll(() => shownHeight(text)).toBeGreaterThanOrEqual(100);
  // Folded: the box, Send and its status line stay; the options wait behind "Options".
  for (const option of options) await expect(option).toBeHidden();
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  for (const target of [c.message, c.send, c.more]) await expect(target).toBeInViewport({ ratio: 1 });
  await expect(page.getByText('The helpdesk sets the status after your reply')).toBeVisible();
  await expect(c.message).toHaveAttribute('placeholder', 'Write your reply… Type / for saved replies.');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await axeViolations(page)).toEqual([]);

  // The agent turns to the box (focus is there already, for typing): every option is there.
  await c.message.click();
  for (const option of options) await expect(option).toBeVisible();
  await expect(unfold).toBeHidden();
  for (const target of [c.message, c.send, c.more]) await expect(target).toBeInViewport({ ratio: 1 });
  // Shift+Tab from the box reaches the options above it, in order.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Numbered list' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Bulleted list' })).toBeFocused();
  // A click on a label moves focus through the body: the composer must not fold under the pointer.
  await page.getByText('Complete ticket', { exact: true }).click();
  await expect(c.complete).toBeChecked();
  await c.complete.uncheck();
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page)).toEqual([]);
  }

  // Back to reading (a click in the ticket): nothing typed, so it folds again.
  await page.locator('#sp-ticket-title').click();
  await expect(c.replyTo).toBeHidden();
  await expect(unfold).toBeVisible();
});

test('typed text, a chosen option or an empty Send keep the composer open; "Options" opens it from the keyboard', async ({
  openPage,
  servers,
}) => {
  const page = await openPage('sidepanel.html');
  const { c, unfold } = await openShortPanel(page, servers);
  const away = page.locator('#sp-ticket-title');

  // "Options" from the keyboard: the composer opens with the caret in the box.
  await unfold.focus();
  await expect(c.replyTo).toBeHidden(); // focus on the button alone changes nothing
  await page.keyboard.press('Enter');
  await expect(c.message).toBeFocused();
  await expect(c.replyTo).toBeVisible();

  // Text in the box: the full composer stays after the agent looks away.
  await page.keyboard.type('Hi, thanks for');
  await away.click();
  await expect(c.replyTo).toBeVisible();
  await expect(c.message).toHaveValue('Hi, thanks for');
  await c.message.fill('');
  await away.click();
  await expect(c.replyTo).toBeHidden();

  // An option that changes the reply stays in sight (here: Complete ticket).
  await c.message.focus();
  await c.complete.check();
  await away.click();
  await expect(c.complete).toBeVisible();
  await expect(c.send).toHaveAccessibleName('Send and complete');
  await c.complete.uncheck();
  await away.click();
  await expect(c.complete).toBeHidden();

  // A click on Send while folded lands on Send (unfolding moves nothing below it): the reason
  // shows, and the composer with it, until the agent edits.
  await c.send.click();
  const reason = page.getByRole('alert');
  await expect(reason).toHaveText('Write a message before sending.');
  await away.click();
  await expect(reason).toHaveText('Write a message before sending.');
  await expect(c.replyTo).toBeVisible();
  await c.message.fill('x');
  await c.message.fill('');
  await expect(reason).toBeHidden();
  await away.click();
  await expect(c.replyTo).toBeHidden();
  // The same by keyboard: Ctrl+Enter in the empty box.
  await c.message.focus();
  await page.keyboard.press('Control+Enter');
  await expect(reason).toHaveText('Write a message before sending.');
});

test('a quote from the context menu unfolds the folded composer and shows in the box', async ({
  openPage,
  servers,
  worker,
}) => {
  const page = await openPage('sidepanel.html');
  const { c, ticket } = await openShortPanel(page, servers);
  await expect(c.replyTo).toBeHidden();
  await clickMenu(worker, {
    menuItemId: QUOTE,
    selectionText: `Ticket #${ticket.id}: the app closes at once`,
  });
  await expect(c.message).toHaveValue(/> Ticket #\d+: the app closes at once/);
  await expect(c.replyTo).toBeVisible();
  await expect(c.message).toBeInViewport({ ratio: 1 });
});

test('a tall panel keeps the whole composer while idle', async ({ openPage, servers }) => {
  const page = await openPage('sidepanel.html');
  const { options, unfold } = await openShortPanel(page, servers, 1000);
  for (const option of options) await expect(option).toBeVisible();
  await expect(unfold).toBeHidden();
});
