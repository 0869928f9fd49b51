import { clickMenu, expect, test } from './fixtures';
import { checkState, composer, showTicket, storedDraft } from './sidepanel-page';

// "Quote in reply" lands where the agent means: a page about another ticket than the open one
// asks which (the page's first); a page that names none quotes into the open ticket and says so,
// with Discard.

const QUOTE = 'sidedesk-quote-in-reply';
const SHOTS = '/tmp/shots-send';

test('a quote from a page about another ticket asks which ticket, and Discard takes a placed quote out', async ({
  worker,
  openPage,
}) => {
  const page = await openPage('sidepanel.html');
  await page.setViewportSize({ width: 400, height: 700 });
  await showTicket(page, 4478900);
  await clickMenu(worker, {
    menuItemId: QUOTE,
    selectionText: 'I still have not received the refund for order 5521.',
    pageUrl: 'https://inbox.example.com/tickets/4478905',
  });
  const card = page.getByRole('region', { name: 'Quote waiting' });
  await expect(card).toContainText('The page is about #4478905, but #4478900 is open here.');
  const choices = card.getByRole('button', { name: /^Quote into #/ });
  await expect(choices).toHaveText(['Quote into #4478905', 'Quote into #4478900']);
  // Nothing lands before the agent picks.
  expect(await storedDraft(page, 4478900)).toBeNull();
  await checkState(page, 'quote-chooser', SHOTS);

  await card.getByRole('button', { name: 'Quote into #4478905' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^#4478905\b/ })).toBeVisible();
  const c = composer(page);
  await expect(c.message).toHaveValue(/> I still have not received the refund for order 5521\./);
  await expect(card).toBeHidden();
  expect(await storedDraft(page, 4478900)).toBeNull();

  // A page that names no ticket: into the open one, said in place, with Discard.
  await c.message.fill('Hello,');
  await expect(page.getByText('Draft saved')).toBeVisible();
  await clickMenu(worker, { menuItemId: QUOTE, selectionText: 'Tracking says delivered.' });
  const note = page.getByRole('status').filter({ hasText: 'Quoted into the draft of #4478905.' });
  await expect(note).toBeVisible();
  await expect(c.message).toHaveValue('Hello,\n\n> Tracking says delivered.\n');
  await checkState(page, 'quote-placed', SHOTS);
  await note.getByRole('button', { name: 'Discard' }).click();
  await expect(c.message).toHaveValue('Hello,');
  await expect(note).toBeHidden();
});
