import { expect, test } from './fixtures';
import { popup } from './popup-page';
import { checkState, composer, setOptions, showTicket } from './sidepanel-page';

// A draft saved in the inbox stays in reach: the wait says what it will do, the agent's text
// stays in the panel (which says the inbox holds a draft of it), and the Drafts tab keeps a row
// with the agent's own first line, when, and Open in inbox.

const SHOTS = '/tmp/shots-send';

test('"Save as draft" keeps the text in the panel and a Drafts row with Open in inbox', async ({
  worker,
  servers,
  openPage,
}) => {
  test.slow(); // the toast of the save stays its 8 s before the inbox line takes its place
  await setOptions(worker, 2);
  const ticketId = 4478975;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const page = await openPage('sidepanel.html');
  await page.setViewportSize({ width: 400, height: 700 });
  await showTicket(page, ticketId);
  const c = composer(page);
  const text = 'Hi Noah,\nthe replacement part ships on Monday.';
  await c.message.fill(text);
  await c.saveAsDraft();
  await expect(page.getByRole('status').filter({ hasText: /^Saving draft in \d s…/ })).toBeVisible();
  await expect(c.sent).toContainText('Saved as draft');
  const replies = await servers.sandbox.replies(ticketId);
  expect(replies).toHaveLength(before + 1);
  expect(replies.at(-1)).toMatchObject({ message: text, properties: { isDraft: true } });

  // The text stays to go on from. One draft message at a time: the toast says it was saved, and
  // once it goes, the line that says the inbox holds a draft of it (neither with "Draft saved").
  await expect(c.message).toHaveValue(text);
  const line = page.locator('.sp-in-inbox');
  await expect(line).toHaveCount(0);
  await expect(page.locator('.sp-saved')).toHaveText('');
  await expect(c.sent).toHaveCount(0, { timeout: 20_000 });
  await expect(line).toContainText('The inbox holds a draft of this reply');
  await expect(page.locator('.sp-saved')).toHaveText('');
  await expect(line.getByRole('link', { name: 'Open in inbox' })).toHaveAttribute(
    'href',
    `https://inbox.example.com/acme/tickets?ticketId=${ticketId}`,
  );
  await checkState(page, 'saved-draft-panel', SHOTS);

  const p = popup(await openPage('popup.html'));
  await p.page.setViewportSize({ width: 400, height: 600 });
  await p.tab('Drafts').click();
  const row = p.row('Drafts', ticketId);
  await expect(row).toContainText('You: Hi Noah,');
  await expect(row).toContainText('Saved in the inbox');
  await expect(row).not.toContainText(/Noah Müller:|customer/i);
  await expect(row.getByRole('link', { name: `Open ticket ${ticketId} in the inbox` })).toHaveAttribute(
    'href',
    `https://inbox.example.com/acme/tickets?ticketId=${ticketId}`,
  );
  await checkState(p.page, 'drafts-row', SHOTS);
});

test('a Drafts row shows the agent’s own first line and when it was edited, not the customer’s text', async ({
  openPage,
}) => {
  const page = await openPage('sidepanel.html');
  await showTicket(page, 4478976);
  await composer(page).message.fill('> what the customer wrote\nThanks, I have checked your order.');
  await expect(page.getByText('Draft saved')).toBeVisible();
  const p = popup(await openPage('popup.html'));
  await p.tab('Drafts').click();
  const row = p.row('Drafts', 4478976);
  await expect(row).toContainText('You: Thanks, I have checked your order.');
  await expect(row).toContainText(/Draft edited · (now|\d+ seconds? ago)/);
});
