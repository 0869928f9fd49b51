import type { Page } from '@playwright/test';
import { AGENT, clickMenu, expect, test } from './fixtures';
import {
  axeViolations,
  composer,
  sandboxTicket,
  showTicket,
  storedDraft,
  ticketWithStatus,
} from './sidepanel-page';

// The composer's Saved replies: `/ref` + Enter, the macro's outcome, the warning before `{{`, the
// team library from the broker.

const listbox = (page: Page) => page.getByRole('listbox', { name: 'Saved replies' });

/** Saves "Best regards, {{agent.firstName}}" in Options; returns it as a new message shows it. */
async function saveSignature(openPage: (path: string) => Promise<Page>): Promise<string> {
  const options = await openPage('options.html');
  const sending = options.getByRole('region', { name: 'Sending' });
  await sending.getByRole('textbox', { name: /^Signature for / }).fill('Best regards,\n{{agent.firstName}}');
  await sending.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(sending.getByRole('status')).toHaveText('Saved.');
  return `Best regards,\n${AGENT.name.split(' ')[0]}`;
}

test('/ref + Enter inserts the refund macro with the customer and the agent, and sends it as "send and complete"', async ({
  openPage,
  servers,
}) => {
  const c = composer(await openPage('sidepanel.html'));
  const ticket = await ticketWithStatus(c.page, servers, 4478950, 'open');
  await showTicket(c.page, ticket.id);
  const firstName = ticket.author.name.split(' ')[0] as string;
  const before = (await servers.sandbox.replies(ticket.id)).length;
  await c.message.click();
  await c.message.pressSequentially('/ref');
  await expect(listbox(c.page).getByRole('option', { selected: true })).toContainText('Refund done');
  expect(await axeViolations(c.page)).toEqual([]);
  await c.message.press('Enter');
  await expect(listbox(c.page)).toBeHidden();
  await expect(c.message).toHaveValue(new RegExp(`^Hi ${firstName},\\n\\nI have refunded your order\\.`));
  await expect(c.message).toHaveValue(new RegExp(`Best regards,\\n${AGENT.name.split(' ')[0]}$`));
  await expect(c.complete).toBeChecked();
  await expect(c.page.getByText('“Refund done” set the outcome: Send and complete.')).toBeVisible();

  await c.send.click();
  await expect(c.sent).toBeVisible();
  // The macro's notice was about that message: it goes with the send.
  await expect(c.page.getByText('“Refund done” set the outcome: Send and complete.')).toBeHidden();
  // One reply, sent with isTicketNeededToBeCompleted: the sandbox completes the ticket for it.
  const replies = await servers.sandbox.replies(ticket.id);
  expect(replies).toHaveLength(before + 1);
  expect(replies.at(-1)).toMatchObject({
    isTicketNeededToBeCompleted: true,
    message: expect.stringMatching(/^Hi /),
  });
  expect((await sandboxTicket(c.page, servers, ticket.id)).status).toBe('completed');
});

test('Send warns before posting an unresolved variable; Escape closes the list; the team library is listed', async ({
  openPage,
  servers,
}) => {
  const c = composer(await openPage('sidepanel.html'));
  const ticketId = (await ticketWithStatus(c.page, servers, 4478960, 'open')).id;
  await showTicket(c.page, ticketId);
  const before = (await servers.sandbox.replies(ticketId)).length;

  await c.unfold();
  await c.page.getByRole('button', { name: 'Saved replies' }).click();
  await expect(listbox(c.page).getByRole('option', { name: /Team: warranty claim received/ })).toBeVisible({
    timeout: 20_000,
  });
  await c.message.press('Escape');
  await expect(listbox(c.page)).toBeHidden();

  await c.message.fill('Your order {{order.id}} is on its way.');
  await c.send.click();
  await expect(c.page.getByRole('alert')).toContainText(
    'This message still holds {{order.id}}, which would reach the customer as written.',
  );
  expect(await servers.sandbox.replies(ticketId)).toHaveLength(before);
  await c.page.getByRole('button', { name: 'Send anyway' }).click();
  await expect(c.sent).toBeVisible();
  expect(await servers.sandbox.replies(ticketId)).toHaveLength(before + 1);
});

test('the signature goes once into a new message: not as a draft on its own, not sendable alone, never twice', async ({
  openPage,
  servers,
}) => {
  const signature = await saveSignature(openPage);
  const [first, second] = [4478970, 4478971];

  const c = composer(await openPage('sidepanel.html'));
  await showTicket(c.page, first);
  await expect(c.message).toHaveValue(`\n\n${signature}`);
  // Only the signature: Send asks for a message, nothing is posted and no draft is kept.
  const before = (await servers.sandbox.replies(first)).length;
  await c.send.click();
  await expect(c.page.getByRole('alert')).toHaveText('Write a message before sending.');
  expect(await servers.sandbox.replies(first)).toHaveLength(before);
  expect(await storedDraft(c.page, first)).toBeNull();

  // The caret waits above the signature: what the agent types goes there, and it is a draft.
  await c.message.focus();
  await c.message.press('Control+Home');
  await c.message.pressSequentially('Thanks for waiting.');
  await expect(c.page.getByRole('alert')).toBeHidden(); // the error went with its cause
  await expect
    .poll(() => storedDraft(c.page, first))
    .toMatchObject({
      message: `Thanks for waiting.\n\n${signature}`,
    });

  // Another ticket gets it once; a saved reply goes above it; back on the first, the draft is as typed.
  await showTicket(c.page, second);
  await expect(c.message).toHaveValue(`\n\n${signature}`);
  await c.message.focus();
  await c.message.press('Control+Home');
  await c.message.pressSequentially('/hi');
  await c.message.press('Enter');
  await expect(c.message).toHaveValue(new RegExp(`^Hi [^\\n]+,\\n\\n+${signature}$`));
  await showTicket(c.page, first);
  await expect(c.message).toHaveValue(`Thanks for waiting.\n\n${signature}`);
  expect(await axeViolations(c.page)).toEqual([]);
});

test('after a send the next message is signed again, and a quote goes above the signature', async ({
  openPage,
  worker,
}) => {
  const signature = await saveSignature(openPage);
  const ticketId = 4478972;

  const c = composer(await openPage('sidepanel.html'));
  await showTicket(c.page, ticketId);
  await expect(c.message).toHaveValue(`\n\n${signature}`);
  await c.message.focus();
  await c.message.press('Control+Home');
  await c.message.pressSequentially('First answer.');
  await c.send.click();
  await expect(c.sent).toBeVisible();
  // The next message starts as the first did: signed, the caret above the signature, no draft.
  await expect(c.message).toHaveValue(`\n\n${signature}`);
  await expect.poll(() => c.message.evaluate((box: HTMLTextAreaElement) => box.selectionEnd)).toBe(0);
  expect(await storedDraft(c.page, ticketId)).toBeNull();
  // A quote from the page goes above the signature, and is kept with it.
  await clickMenu(worker, {
    menuItemId: 'sidedesk-quote-in-reply',
    selectionText: `Ticket #${ticketId}: still broken`,
  });
  await expect(c.message).toHaveValue(`> Ticket #${ticketId}: still broken\n\n${signature}`);
  await expect
    .poll(async () => (await storedDraft(c.page, ticketId))?.message)
    .toBe(`> Ticket #${ticketId}: still broken\n\n${signature}`);
});
