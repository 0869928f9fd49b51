import { expect, test, updateWorkspace, writeLocal } from './fixtures';
import { openPopup, readLocal } from './popup-page';
import { axeViolations, composer, showTicket, ticketWithStatus } from './sidepanel-page';

// Issue "Reading a ticket": what changed since the last look, said where it is flagged, with the
// web inbox (where the new replies can be read) one click away.

const INBOX = 'https://inbox.socialboards.com/acme/tickets?ticketId={id}';
const inboxOf = (id: number) => INBOX.replace('{id}', String(id));

test('a watched ticket given one more reply and reopened says "+1 reply · reopened" on its row and in the panel header, with Open in inbox', async ({
  openPage,
  servers,
  worker,
}) => {
  await updateWorkspace(worker, { inboxLink: INBOX });
  let p = await openPopup(openPage);
  const { id } = await ticketWithStatus(p.page, servers, 4479100, 'completed');
  // The agent reads it (completed) and watches it.
  await p.open(id);
  await writeLocal(p.page, servers, 'watched', [{ id, at: Date.now() }]);
  await p.page.close();

  // The customer writes again: one more reply, and the ticket is open again.
  const { ticket: after } = await servers.sandbox.addReply(id, { message: 'It broke again.', as: 'client' });
  expect(after.status).toBe('open');

  p = await openPopup(openPage);
  const row = p.row('Watched', id);
  await expect(row).toContainText('+1 reply · reopened'); // the row's one time is its own
  await expect(row.getByRole('link', { name: `Open ticket ${id} in the inbox` })).toHaveAttribute(
    'href',
    inboxOf(id),
  );
  await p.checkPage();

  // The panel says the same under the title, with the inbox beside it, until the next look.
  const panel = await openPage('sidepanel.html');
  await showTicket(panel, id);
  const change = panel.locator('.sp-change');
  await expect(change).toContainText(/\+1 reply · reopened · /);
  await expect(change.getByRole('link', { name: 'Open in inbox' })).toHaveAttribute('href', inboxOf(id));
  await expect(panel.locator('.sp-meta')).toContainText(`${after.replyCount} replies`);
  // Seen now: the row goes back to the customer's words.
  await expect(row).not.toContainText('reopened');
  await panel.reload();
  await showTicket(panel, id);
  await expect(panel.locator('.sp-change')).toHaveCount(0);
});

test('the inbox link form Sidedesk has learnt is offered in the panel once, and saved to the workspace', async ({
  openPage,
  servers,
}) => {
  const id = 4479110;
  const panel = await openPage('sidepanel.html');
  await showTicket(panel, id);
  // No Inbox link and nothing learnt: one short button to Options, not a two-line hint.
  await expect(panel.getByRole('button', { name: 'Set inbox link' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Open in inbox' })).toHaveCount(0);

  // A web-inbox link was right-clicked (the worker learnt its form).
  await writeLocal(panel, servers, 'inboxLinkLearnt', INBOX);
  await expect(
    panel.getByText('Open tickets in the web inbox at inbox.socialboards.com/acme/tickets?'),
  ).toBeVisible();
  // "Not now" puts it away while the panel is open; the next panel offers it again.
  await panel.getByRole('button', { name: 'Not now' }).click();
  await expect(panel.getByRole('button', { name: 'Use this inbox link' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Set inbox link' })).toBeVisible();
  await panel.reload();
  await showTicket(panel, id);
  expect(await axeViolations(panel)).toEqual([]);
  await panel.getByRole('button', { name: 'Use this inbox link' }).click();
  await expect(panel.getByRole('link', { name: 'Open in inbox' })).toHaveAttribute('href', inboxOf(id));
  await expect(panel.getByRole('button', { name: 'Use this inbox link' })).toHaveCount(0);
  const settings = await readLocal<{ workspaces: { inboxLink?: string }[] }>(panel, 'settings');
  expect(settings?.workspaces[0]?.inboxLink).toBe(INBOX);
});

test('a send held by a collision says replies and status before and now and the last activity, with Open in inbox, Send anyway and Cancel; the header counts follow', async ({
  openPage,
  servers,
  worker,
}) => {
  await updateWorkspace(worker, { inboxLink: INBOX });
  const panel = await openPage('sidepanel.html');
  const { id, replyCount } = await ticketWithStatus(panel, servers, 4479120, 'completed');
  await showTicket(panel, id);
  await expect(panel.locator('.sp-meta')).toContainText(`${replyCount} replies`);
  await servers.sandbox.addReply(id, { message: 'Hello? It broke again.', as: 'client' });
  const stored = (await servers.sandbox.replies(id)).length;
  const c = composer(panel);
  await c.message.fill('Sorry to hear that.');
  await c.send.click();

  const banner = panel.getByRole('alert').filter({ hasText: '1 new reply since you opened this ticket' });
  await expect(banner).toContainText(`Replies: ${replyCount} → ${replyCount + 1}`);
  await expect(banner).toContainText('Status: completed → open');
  await expect(banner).toContainText(/Last activity: (now|\d+ seconds? ago)/);
  await expect(banner.getByRole('link', { name: 'Open in inbox' })).toHaveAttribute('href', inboxOf(id));
  // The header took the copy the send's check read: its counts and status are today's.
  await expect(panel.locator('.sp-meta')).toContainText(`${replyCount + 1} replies`);
  await expect(c.status('open')).toBeVisible();
  expect(await axeViolations(panel)).toEqual([]);

  // Cancel: nothing is sent, the text stays in the box.
  await banner.getByRole('button', { name: 'Cancel' }).click();
  await expect(banner).toHaveCount(0);
  await expect(c.message).toHaveValue('Sorry to hear that.');
  expect(await servers.sandbox.replies(id)).toHaveLength(stored);
});

test('after Send and complete, Next ticket with activity opens the next flagged Watched ticket', async ({
  openPage,
  servers,
}) => {
  const [done, quiet, flagged] = [4479150, 4479151, 4479152];
  const p = await openPopup(openPage);
  // Looked at (the panel follows the last one: the ticket being answered).
  for (const id of [quiet, flagged, done]) await p.open(id);
  await writeLocal(
    p.page,
    servers,
    'watched',
    [done, quiet, flagged].map((id, i) => ({ id, at: Date.now() - i })),
  );
  await servers.sandbox.addReply(flagged, { message: 'Any news?', as: 'client' });
  await p.tab('Watched').click();
  await p.page.getByRole('button', { name: 'Refresh' }).click();
  await expect(p.row('Watched', flagged)).toContainText('+1 reply');
  await p.page.close();

  const panel = await openPage('sidepanel.html');
  await showTicket(panel, done);
  const c = composer(panel);
  await c.message.fill('Done: the refund is on its way.');
  await c.message.press('Control+Shift+Enter');
  await expect(panel.getByRole('status').filter({ hasText: /^✓ Sent and completed/ })).toBeVisible();
  // The agent's own reply is no news in the header.
  await expect(panel.locator('.sp-change')).toHaveCount(0);
  await panel.getByRole('button', { name: /^Next ticket with activity/ }).click();
  await expect(panel.getByRole('heading', { level: 1, name: new RegExp(`^#${flagged}\\b`) })).toBeVisible();
  await expect(panel.locator('.sp-change')).toContainText('+1 reply');
});
