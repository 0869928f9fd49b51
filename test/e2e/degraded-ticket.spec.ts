import { expect, test } from './fixtures';
import { openPopup } from './popup-page';
import { composer, newReplies, showTicket } from './sidepanel-page';

// A ticket whose title is null and whose author is a number: the specification forbids both, a
// real service may send them. The ticket must still show, with those fields unknown, and be
// answerable; Test connection names the fields.

const TICKET_ID = 4478930;

test('a ticket with a null title and a numeric author shows as unknown, can be answered, and is reported', async ({
  openPage,
  servers,
}) => {
  await servers.sandbox.setRawFields(TICKET_ID, { title: null, author: 7 });
  const before = (await servers.sandbox.replies(TICKET_ID)).length;

  const c = composer(await openPage('sidepanel.html'));
  await showTicket(c.page, TICKET_ID);
  await expect(c.page.getByRole('heading', { level: 1 })).toHaveText(/^#\d+ Title unknown$/);
  await c.page.getByText('Details', { exact: true }).click();
  const facts = c.page.locator('.sp-facts');
  await expect(facts.getByRole('term').filter({ hasText: 'Customer' }).locator('+ dd')).toHaveText('unknown');
  await c.page.screenshot({ path: '/tmp/pw-parse-degraded-sidepanel.png', fullPage: true });

  await c.message.fill('We see your ticket even without its title.');
  await c.send.click();
  await expect(c.sent).toContainText('✓ Sent · status now');
  const [reply] = await newReplies(servers, TICKET_ID, before);
  expect(reply).toMatchObject({ message: 'We see your ticket even without its title.', ticketId: TICKET_ID });

  const popup = await openPopup(openPage);
  await popup.open(TICKET_ID);
  await popup.tab('Recent').click();
  await expect(popup.row('Recent', TICKET_ID)).toContainText('Title unknown');
  await popup.page.screenshot({ path: '/tmp/pw-parse-degraded-popup.png', fullPage: true });

  const options = await openPage('options.html');
  await options.getByRole('button', { name: 'Test connection' }).click();
  const api = options
    .getByRole('list', { name: 'Connection test results' })
    .getByRole('listitem')
    .filter({ hasText: /^One API call: Passed/ });
  await expect(api).toContainText(`Ticket ${TICKET_ID}: field \`title\` was null; shown as unknown.`);
  await expect(api).toContainText(`Ticket ${TICKET_ID}: field \`author\` was a number; shown as unknown.`);
});
