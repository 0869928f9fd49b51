import { clickMenu, expect, scopeFor, test } from './fixtures';
import { readPanel } from './popup-page';
import { axeViolations, composer, setPanelTicket, showTicket, storedDraft } from './sidepanel-page';

test('with no ticket the panel asks for one; ids, "#id" and links open it; nonsense gets a sentence', async ({
  openPage,
}) => {
  const page = await openPage('sidepanel.html');
  await setPanelTicket(page, null);
  const field = page.getByRole('textbox', { name: 'Ticket ID or link' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open a ticket');
  await field.fill('call me on 555 1234');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toContainText('is not a ticket');
  expect(await axeViolations(page)).toEqual([]);
  for (const [input, id] of [
    ['#4478980', 4478980],
    ['https://inbox.example.com/tickets?ticketId=4478981', 4478981],
    ['4478982', 4478982],
  ] as const) {
    await field.fill(input);
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByText(`#${id}`, { exact: true })).toBeVisible();
    await expect.poll(async () => (await readPanel(page))?.ticketId).toBe(id);
  }
});

test('switching tickets keeps each draft with its own ticket', async ({ openPage }) => {
  const c = composer(await openPage('sidepanel.html'));
  await showTicket(c.page, 4478983);
  await c.message.fill('Draft for the first ticket');
  // The popup (or the context menu) points the panel at another ticket.
  await showTicket(c.page, 4478984);
  await expect(c.message).toHaveValue('');
  await c.message.fill('Draft for the second ticket');
  await c.complete.check();
  await showTicket(c.page, 4478983);
  await expect(c.message).toHaveValue('Draft for the first ticket');
  await expect(c.complete).not.toBeChecked();
  await expect
    .poll(() => storedDraft(c.page, 4478984))
    .toMatchObject({ message: 'Draft for the second ticket' });
  expect(await storedDraft(c.page, 4478983)).toMatchObject({ message: 'Draft for the first ticket' });
});

test('a quote waiting for its ticket goes into the draft of the ticket the agent names', async ({
  openPage,
  servers,
}) => {
  const page = await openPage('sidepanel.html');
  // What the context menu does when the selection names no ticket.
  await page.evaluate(
    (scope) =>
      chrome.storage.local.set({
        panel: null,
        quote: { scope, text: 'The order never arrived.\nPlease help.', at: Date.now() },
      }),
    scopeFor(servers),
  );
  const card = page.getByRole('region', { name: 'Quote waiting' });
  await expect(card).toBeVisible();
  await page.getByRole('textbox', { name: 'Ticket ID or link' }).fill('4478985');
  await page.getByRole('button', { name: 'Open' }).click();
  const c = composer(page);
  // Opening a ticket is not choosing it for the quote: the agent says so on the card.
  await expect(c.message).toBeEditable();
  await expect(c.message).toHaveValue('');
  await card.getByRole('button', { name: /^Quote in reply/ }).click();
  await expect(c.message).toHaveValue('> The order never arrived.\n> Please help.\n');
  await expect(card).toHaveCount(0);
  expect(await page.evaluate(async () => (await chrome.storage.local.get('quote')).quote)).toBeFalsy();
});

test('a quote appended behind the composer joins the text being typed', async ({ openPage, worker }) => {
  const c = composer(await openPage('sidepanel.html'));
  await showTicket(c.page, 4478986);
  await c.message.fill('My answer');
  await expect.poll(() => storedDraft(c.page, 4478986)).toMatchObject({ message: 'My answer' });
  // "Quote in reply" from a page while the agent is still typing: the worker appends to the draft.
  await c.message.pressSequentially(' so far');
  await clickMenu(worker, { menuItemId: 'sidedesk-quote-in-reply', selectionText: 'quoted from a page' });
  await expect(c.message).toHaveValue('My answer so far\n\n> quoted from a page\n');
  await expect
    .poll(() => storedDraft(c.page, 4478986))
    .toMatchObject({ message: 'My answer so far\n\n> quoted from a page\n' });
});
