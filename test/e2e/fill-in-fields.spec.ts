import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { AGENT, expect, test } from './fixtures';
import { axeViolations, composer, sandboxTicket, showTicket, ticketWithStatus } from './sidepanel-page';

// Saved replies that ask for what they need: the team's "refund issued" macro (two fields and a
// choice, from the broker's library) filled by keyboard alone, Escape, Send's refusal of a field
// left in the message, and the file's versions through Import and Export.

const listbox = (page: Page) => page.getByRole('listbox', { name: 'Saved replies' });
const form = (page: Page) => page.getByRole('group', { name: 'Fill in “Team: refund issued”' });
const SHOTS = '/tmp/shots-i42';

test('the team’s refund macro asks for two fields and a choice by keyboard, then sends and completes', async ({
  openPage,
  servers,
}) => {
  const c = composer(await openPage('sidepanel.html'));
  const ticket = await ticketWithStatus(c.page, servers, 4478950, 'open');
  await showTicket(c.page, ticket.id);
  const firstName = ticket.author.name.split(' ')[0] as string;
  const before = (await servers.sandbox.replies(ticket.id)).length;

  await c.message.focus();
  await c.page.keyboard.type('/refunded');
  await expect(listbox(c.page).getByRole('option', { selected: true })).toContainText('Team: refund issued', {
    timeout: 20_000,
  });
  await c.page.keyboard.press('Enter');
  const fields = form(c.page);
  await expect(fields.getByRole('spinbutton', { name: 'Amount' })).toBeFocused();
  // Nothing is in the message yet, and the macro waits: Ctrl+Enter sends nothing.
  await expect(c.message).toHaveValue('/refunded');
  await expect(c.complete).not.toBeChecked();
  await c.page.keyboard.press('Control+Enter');
  await expect(fields).toBeVisible();
  expect(await servers.sandbox.replies(ticket.id)).toHaveLength(before);

  await c.page.keyboard.type('1234.5');
  await c.page.keyboard.press('Tab');
  await c.page.keyboard.type('A-1 <b>[x](https://evil.example)</b> {{ticket.id}}');
  await c.page.keyboard.press('Tab');
  await expect(fields.getByRole('combobox', { name: 'Refund to' })).toBeFocused();
  await c.page.keyboard.type('Bank');
  await expect(fields.getByRole('combobox', { name: 'Refund to' })).toHaveValue('Bank transfer');
  await c.page.keyboard.press('Tab');
  await expect(fields.getByRole('button', { name: 'Insert' })).toBeFocused();
  await c.page.keyboard.press('Tab');
  await expect(fields.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await c.page.keyboard.press('Shift+Tab');
  expect(await axeViolations(c.page)).toEqual([]);
  await c.page.screenshot({ path: `${SHOTS}/form-light.png` });
  await c.page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(c.page)).toEqual([]);
  await c.page.screenshot({ path: `${SHOTS}/form-dark.png` });
  await c.page.emulateMedia({ colorScheme: 'light' });

  await fields.getByRole('button', { name: 'Insert' }).press('Enter');
  await expect(fields).toBeHidden();
  const text =
    `Hi ${firstName},\n\nI have refunded 1,234.5 EUR for order A-1 <b>\\[x\\](https://evil.example)</b> {{ticket.id}}. ` +
    `It goes back to you by Bank transfer.\n\nBest regards,\n${AGENT.name.split(' ')[0]}`;
  await expect(c.message).toHaveValue(text);
  await expect(c.message).toBeFocused();
  await expect(c.complete).toBeChecked();
  await expect(c.page.getByText('“Team: refund issued” set the outcome: Send and complete.')).toBeVisible();

  // The value holds `{{…}}` the agent typed: Send warns as for any, then sends what the box shows.
  await c.page.keyboard.press('Control+Enter');
  await c.page.getByRole('button', { name: 'Send anyway' }).click();
  await expect(c.sent).toBeVisible();
  const replies = await servers.sandbox.replies(ticket.id);
  expect(replies).toHaveLength(before + 1);
  // The shorthand's marks were escaped, so the preview showed the text as typed, and so it went.
  expect(replies.at(-1)).toMatchObject({ isTicketNeededToBeCompleted: true });
  expect(replies.at(-1)?.message).toContain('A-1 &lt;b&gt;[x](https://evil.example)&lt;/b&gt; {{ticket.id}}');
  expect((await sandboxTicket(c.page, servers, ticket.id)).status).toBe('completed');
});

test('Escape in the form inserts nothing; Send refuses a field left in the message, by name', async ({
  openPage,
  servers,
}) => {
  const c = composer(await openPage('sidepanel.html'));
  const ticketId = (await ticketWithStatus(c.page, servers, 4478960, 'open')).id;
  await showTicket(c.page, ticketId);
  const before = (await servers.sandbox.replies(ticketId)).length;

  await c.message.focus();
  await c.page.keyboard.type('Thanks! /refunded');
  await expect(listbox(c.page).getByRole('option', { selected: true })).toContainText('Team: refund issued', {
    timeout: 20_000,
  });
  await c.page.keyboard.press('Enter');
  await expect(form(c.page).getByRole('spinbutton', { name: 'Amount' })).toBeFocused();
  await c.page.keyboard.press('Escape');
  await expect(form(c.page)).toBeHidden();
  await expect(c.message).toHaveValue('Thanks! /refunded');
  await expect(c.message).toBeFocused();
  await expect(c.complete).not.toBeChecked();

  await c.message.fill('Your order {{ask:Order number}} is on its way.');
  await c.send.click();
  await expect(c.page.getByRole('alert')).toHaveText(
    'The field “Order number” is not filled in yet. Put its value in its place before sending.',
  );
  await c.page.screenshot({ path: `${SHOTS}/refused-light.png` });
  await expect(c.page.getByRole('button', { name: 'Send anyway' })).toHaveCount(0);
  expect(await servers.sandbox.replies(ticketId)).toHaveLength(before);
});

test('Options imports a version 1 file unchanged, and a file with fields goes out and back as version 2', async ({
  openPage,
}) => {
  const page = await openPage('options.html');
  const replies = page.getByRole('region', { name: 'Saved replies' });
  const notice = replies.getByRole('status').first();
  await expect(page.getByRole('list', { name: 'Your saved replies' }).getByRole('listitem')).toHaveCount(4);
  const importFile = async (content: unknown) => {
    const choosing = page.waitForEvent('filechooser');
    await replies.getByRole('button', { name: 'Import' }).click();
    const buffer = Buffer.from(JSON.stringify(content));
    await (await choosing).setFiles({ name: 'replies.json', mimeType: 'application/json', buffer });
  };
  const exportFile = async () => {
    const downloading = page.waitForEvent('download');
    await replies.getByRole('button', { name: 'Export' }).click();
    return JSON.parse(await readFile((await (await downloading).path()) as string, 'utf8'));
  };
  const old = {
    name: 'Old one',
    shortcut: 'old',
    text: 'Hi {{customer.firstName}}, {ask} [x]',
    isHtml: false,
  };
  await importFile({ format: 'sidedesk.saved-replies', version: 1, replies: [old] });
  await expect(notice).toContainText('Imported 1 saved reply');
  const first = await exportFile();
  expect(first.version).toBe(1);
  expect(first.replies.at(-1)).toEqual({ ...old, outcome: null, attachments: [] });

  const asking = { ...old, name: 'Asks', shortcut: 'asks', text: 'Order {{ask:Order|number|default:0}}' };
  await importFile({ format: 'sidedesk.saved-replies', version: 2, replies: [asking] });
  await expect(notice).toContainText('Imported 1 saved reply');
  const second = await exportFile();
  expect(second.version).toBe(2);
  expect(second.replies.at(-1)).toEqual({ ...asking, outcome: null, attachments: [] });
  await importFile(second);
  await expect(notice).toContainText(`Imported ${second.replies.length} saved replies`);
  expect(await exportFile()).toEqual(second);
});
