import { expect, test } from './fixtures';
import {
  axeViolations,
  composer,
  newReplies,
  openPanel,
  sandboxTicket,
  showTicket,
  storedDraft,
  ticketWithStatus,
} from './sidepanel-page';

// Each test uses its own tickets: tests of one Playwright worker share its sandbox.

test('a first-level reply: level 0, no parent, by the agent; the ticket reloads and the draft is gone', async ({
  openPage,
  servers,
}) => {
  const c = composer(await openPage('sidepanel.html'));
  const ticket = await ticketWithStatus(c.page, servers, 4478910, 'open');
  const before = (await servers.sandbox.replies(ticket.id)).length;
  await showTicket(c.page, ticket.id);
  await c.message.fill('Thanks for the report, we are looking into it.');
  await c.send.click();
  await expect(c.sent).toContainText('✓ Sent · status now');
  const [reply, ...more] = await newReplies(servers, ticket.id, before);
  expect(more).toEqual([]);
  expect(reply).toMatchObject({
    message: 'Thanks for the report, we are looking into it.',
    level: 0,
    parentReplyId: null,
    author: { email: 'agent@sidedesk.test' },
    properties: { isDraft: false },
  });
  // The ticket reloads: the automatic status update and the new reply count show.
  await expect(c.status('pending')).toBeVisible();
  await expect(c.page.getByText(`${ticket.replyCount + 1} replies`, { exact: true })).toBeVisible();
  await expect(c.page.getByRole('region', { name: 'Sent from here' })).toContainText(
    `#${reply?.id} to the ticket`,
  );
  await expect(c.message).toHaveValue('');
  expect(await storedDraft(c.page, ticket.id)).toBeNull();
});

test('a sub-reply to a reply sent from here: level 1 with the right parent', async ({
  openPage,
  servers,
}) => {
  const ticketId = 4478912;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('First-level answer');
  await c.send.click();
  await expect(c.sent).toBeVisible();
  const [parent] = await newReplies(servers, ticketId, before);
  await c.replyTo.selectOption(String(parent?.id));
  await c.message.fill('A sub-reply');
  await c.send.click();
  await expect(c.sent).toContainText('✓ Sent · status now');
  const [, child] = await newReplies(servers, ticketId, before);
  expect(child).toMatchObject({ message: 'A sub-reply', level: 1, parentReplyId: parent?.id });
});

test('a sub-reply to a reply id typed in', async ({ openPage, servers }) => {
  const ticketId = 4478901; // seeded with replies
  const [seeded] = await servers.sandbox.replies(ticketId);
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('Answering the seeded reply');
  await c.replyTo.selectOption({ label: 'A reply not sent from here (type its number)' });
  await c.parentId.fill(String(seeded?.id));
  expect(await axeViolations(c.page)).toEqual([]);
  await c.send.click();
  await expect(c.sent).toBeVisible();
  const [child] = await newReplies(servers, ticketId, before);
  expect(child).toMatchObject({ level: (seeded?.level ?? 0) + 1, parentReplyId: seeded?.id });
});

test('"Save as draft" creates a draft reply and leaves the status alone', async ({ openPage, servers }) => {
  const c = composer(await openPage('sidepanel.html'));
  const ticket = await ticketWithStatus(c.page, servers, 4478915, 'open');
  const before = (await servers.sandbox.replies(ticket.id)).length;
  await showTicket(c.page, ticket.id);
  await c.message.fill('Not ready yet');
  await c.saveAsDraft();
  await expect(c.sent).toContainText('Saved as draft in the ticket');
  const [draft] = await newReplies(servers, ticket.id, before);
  expect(draft?.properties.isDraft).toBe(true);
  const after = await sandboxTicket(c.page, servers, ticket.id);
  expect(after).toMatchObject({
    status: 'open',
    replyCount: ticket.replyCount,
    properties: { hasDraft: true },
  });
});

test('"Complete ticket" completes it', async ({ openPage, servers }) => {
  const c = composer(await openPage('sidepanel.html'));
  const ticket = await ticketWithStatus(c.page, servers, 4478920, 'open');
  await showTicket(c.page, ticket.id);
  await c.message.fill('All done, closing.');
  await c.complete.check();
  await c.send.click();
  await expect(c.sent).toBeVisible();
  expect((await sandboxTicket(c.page, servers, ticket.id)).status).toBe('completed');
  await expect(c.status('completed')).toBeVisible();
});

test('"Don’t update status automatically" leaves the status unchanged', async ({ openPage, servers }) => {
  const c = composer(await openPage('sidepanel.html'));
  const ticket = await ticketWithStatus(c.page, servers, 4478925, 'open');
  await showTicket(c.page, ticket.id);
  await c.message.fill('Just a note, no status change please.');
  await c.suppress.check();
  await c.send.click();
  await expect(c.sent).toBeVisible();
  const after = await sandboxTicket(c.page, servers, ticket.id);
  expect(after).toMatchObject({ status: 'open', replyCount: ticket.replyCount + 1 });
});

test('HTML mode shows a sanitized preview and sends the reply as HTML, as the preview showed it', async ({
  openPage,
  servers,
}) => {
  const ticketId = 4478930;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  const dialogs: string[] = [];
  c.page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const html = `<p>Hello <b>there</b></p><img src="x" onerror="alert('preview')"><a href="javascript:alert(1)">link</a>`;
  await c.unfold();
  await c.format.selectOption('HTML');
  await c.message.fill(html);
  await c.preview.click();
  const preview = c.page.frameLocator('iframe[title="Preview as the customer sees it"]');
  await expect(preview.locator('b')).toHaveText('there');
  await expect(preview.locator('img')).not.toHaveAttribute('onerror', /./);
  await expect(preview.locator('a')).not.toHaveAttribute('href', /./);
  expect(await axeViolations(c.page)).toEqual([]);
  await c.send.click();
  await expect(c.sent).toBeVisible();
  const [reply] = await newReplies(servers, ticketId, before);
  // What the preview showed, not what was typed; kept as HTML only when the request said isHtml.
  const shown = '<p>Hello <b>there</b></p><img><a>link</a>';
  expect(reply).toMatchObject({ message: shown, htmlMessage: shown });
  expect(dialogs).toEqual([]);
});

test('attachments are sent exactly as given, after adding and removing', async ({ openPage, servers }) => {
  const ticketId = 4478931;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('Files attached.');
  await c.attachments.click();
  const add = async (url: string, name?: string) => {
    await c.attachmentUrl.fill(url);
    if (name) await c.attachmentName.fill(name);
    await c.addAttachment.click();
  };
  await add('https://files.example.com/invoice-2291.pdf', 'Invoice 2291.pdf');
  await add('https://files.example.com/wrong.png', 'wrong.png');
  await add('https://files.example.com/docs/guide.html');
  await add('ftp://files.example.com/x');
  await expect(c.page.getByRole('alert')).toContainText('must be a full http or https address');
  await c.page.getByRole('button', { name: 'Remove wrong.png' }).click();
  await expect(c.page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await c.send.click();
  await expect(c.sent).toBeVisible();
  const [reply] = await newReplies(servers, ticketId, before);
  expect(reply?.attachments).toEqual([
    { url: 'https://files.example.com/invoice-2291.pdf', name: 'Invoice 2291.pdf' },
    { url: 'https://files.example.com/docs/guide.html', name: 'guide.html' },
  ]);
});

test('Ctrl+Enter sends', async ({ openPage, servers }) => {
  const ticketId = 4478932;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('Sent from the keyboard');
  await c.message.press('Control+Enter');
  await expect(c.sent).toBeVisible();
  expect(await newReplies(servers, ticketId, before)).toMatchObject([{ message: 'Sent from the keyboard' }]);
});

test('a double click on Send sends one reply', async ({ openPage, servers }) => {
  const ticketId = 4478933;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('Only once');
  await c.send.dblclick();
  await expect(c.sent).toBeVisible();
  // Give a second request every chance to arrive before counting.
  await c.page.getByRole('textbox', { name: 'Ticket ID or link' }).fill('4478933');
  await c.page.getByRole('button', { name: 'Open' }).click();
  await expect(c.sent).toBeVisible();
  expect(await newReplies(servers, ticketId, before)).toHaveLength(1);
});
