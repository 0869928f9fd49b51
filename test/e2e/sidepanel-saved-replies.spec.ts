import type { Page } from '@playwright/test';
import { AGENT, expect, test } from './fixtures';
import { axeViolations, composer, sandboxTicket, showTicket, ticketWithStatus } from './sidepanel-page';

// The composer's Saved replies: `/ref` + Enter, the macro's outcome, the warning before `{{`, the
// team library from the broker.

const listbox = (page: Page) => page.getByRole('listbox', { name: 'Saved replies' });

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
