import { startServers } from '@/test/support/servers';
import { clickMenu, expect, signIn, test, updateWorkspace } from './fixtures';
import { openPopup } from './popup-page';
import { composer, newReplies, openPanel, setPanelTicket, storedDraft } from './sidepanel-page';

// Sound state: one writer per item (the page and the worker change a draft at the same moment and
// nothing is lost) and workspace-scoped keys (another service never shows the old one's data).

test('the panel typing and the worker quoting into one draft at once lose nothing', async ({
  openPage,
  worker,
}) => {
  const ticketId = 4478987;
  const c = await openPanel(openPage, ticketId);
  const quotes = [1, 2, 3, 4, 5].map((n) => `Ticket #${ticketId} quote number ${n}`);
  // Each key press schedules a draft save from the page while the worker appends quotes.
  await Promise.all([
    c.message.pressSequentially('Typed while quotes arrive', { delay: 15 }),
    (async () => {
      for (const selectionText of quotes)
        await clickMenu(worker, { menuItemId: 'sidedesk-quote-in-reply', selectionText });
    })(),
  ]);
  await expect
    .poll(async () => {
      const message = (await storedDraft(c.page, ticketId))?.message ?? '';
      return [
        message.includes('Typed while quotes arrive'),
        ...quotes.map((q) => message.includes(`> ${q}`)),
      ];
    })
    .toEqual([true, true, true, true, true, true]);
  // The caret stayed where the agent typed: no quote lands inside the typing.
  for (const quote of quotes) await expect(c.message).toHaveValue(new RegExp(`> ${quote}`));
  await expect(c.message).toHaveValue(/Typed while quotes arrive/);
});

test('another API base URL shows none of the old service’s drafts or tickets, and sends there', async ({
  openPage,
  worker,
  context,
  servers,
}) => {
  const ticketId = 4478988; // the same seeded id exists in both services
  const first = await openPanel(openPage, ticketId);
  await first.message.fill('Draft for the first service');
  await expect.poll(() => storedDraft(first.page, ticketId)).toMatchObject({ message: /first service/ });
  await first.page.close();

  const other = await startServers();
  try {
    await updateWorkspace(worker, { brokerUrl: `${other.broker.url}/token`, apiBaseUrl: other.sandbox.url });
    await signIn(context, other);
    const p = await openPopup(openPage);
    await p.tab('Recent').click();
    await expect(p.page.getByText('No recent tickets yet.')).toBeVisible();

    const second = await openPanel(openPage, ticketId);
    await expect(second.message).toHaveValue('');
    const before = (await other.sandbox.replies(ticketId)).length;
    const elsewhere = (await servers.sandbox.replies(ticketId)).length;
    await second.message.fill('Sent to the second service');
    await second.send.click();
    await expect(second.page.getByRole('status').filter({ hasText: /^✓ Sent/ })).toBeVisible();
    expect(await newReplies(other, ticketId, before)).toMatchObject([
      { message: 'Sent to the second service' },
    ]);
    expect(await servers.sandbox.replies(ticketId)).toHaveLength(elsewhere);

    // Back on the first service, its draft is still there.
    await updateWorkspace(worker, {
      brokerUrl: `${servers.broker.url}/token`,
      apiBaseUrl: servers.sandbox.url,
    });
    // Its broker asks for a sign-in again (the composer waits behind the banner), but the draft
    // is back on screen.
    const page = await openPage('sidepanel.html');
    await setPanelTicket(page, ticketId);
    await expect(composer(page).message).toHaveValue('Draft for the first service');
  } finally {
    await other.close();
  }
});
