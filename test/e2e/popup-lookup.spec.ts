import { expect, test } from './fixtures';
import { openPopup, readLocal, sandboxCounts, TICKET } from './popup-page';

test.describe('popup lookup', () => {
  test('opens a ticket by id, by "#id" and by a pasted link, as a card', async ({ openPage, worker }) => {
    const p = await openPopup(openPage);
    await expect(p.connection).toContainText('Signed in as Alex Agent');
    await expect(p.field).toBeFocused();

    await p.open(TICKET.first + 10);
    const cached = await readLocal<{ ticket: { title: string; replyCount: number; status: string } }>(
      worker,
      'ticket',
      TICKET.first + 10,
    );
    const ticket = cached?.ticket;
    expect(ticket).toBeDefined();
    await expect(p.card).toContainText(ticket?.title ?? '');
    await expect(p.card).toContainText(ticket?.status ?? '');
    for (const fact of ['Status', 'Author', 'Category', 'Replies', 'Last activity'])
      await expect(p.card).toContainText(fact);
    await expect(p.card.getByRole('button', { name: 'Reply in side panel' })).toBeVisible();
    await expect(p.card.getByRole('button', { name: 'Watch' })).toBeVisible();
    await p.checkPage();
    await p.page.emulateMedia({ colorScheme: 'dark' });
    await p.checkPage();
    await p.page.screenshot({ path: test.info().outputPath('card-dark.png') });

    await p.lookUp(`#${TICKET.first + 11}`);
    await expect(p.card.getByRole('heading')).toContainText(`#${TICKET.first + 11}`);
    await p.field.fill(`https://inbox.example.com/tickets?ticketId=${TICKET.first + 12}`);
    await p.page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(p.card.getByRole('heading')).toContainText(`#${TICKET.first + 12}`);
    await p.lookUp(`https://inbox.example.com/tickets/${TICKET.first + 13}`);
    await expect(p.card.getByRole('heading')).toContainText(`#${TICKET.first + 13}`);

    // Opened tickets count as seen and join Recent, newest first (the worker records both).
    await expect
      .poll(async () => (await readLocal<{ id: number }[]>(worker, 'recent'))?.map((e) => e.id))
      .toEqual([13, 12, 11, 10].map((n) => TICKET.first + n));
    await expect
      .poll(async () => Object.keys((await readLocal<Record<string, string>>(worker, 'seen')) ?? {}))
      .toHaveLength(4);
  });

  test('says when a ticket does not exist, and when the input is not a ticket at all', async ({
    openPage,
    servers,
  }) => {
    const p = await openPopup(openPage);
    await p.lookUp('4470000');
    await expect(p.error).toHaveText(/Ticket 4470000 does not exist, or your account cannot see it/);
    await expect(p.card).toHaveCount(0);
    await p.checkPage();

    const before = (await sandboxCounts(servers.sandbox.url)).ticket;
    await p.lookUp('not a ticket 12ab');
    await expect(p.error).toHaveText(/That is not a ticket ID or link/);
    await p.lookUp('https://example.com/orders/4478950');
    await expect(p.error).toHaveText(/That is not a ticket ID or link/);
    expect((await sandboxCounts(servers.sandbox.url)).ticket).toBe(before);
    await expect(p.page.locator('body')).not.toContainText(/[{}]|at \w+ \(/);
    await p.checkPage();
  });

  test('says the Ticket API is unreachable on a network failure', async ({ openPage, servers }) => {
    const p = await openPopup(openPage);
    await expect(p.connection).toContainText('Signed in as');
    await servers.sandbox.setFaults({ routes: { ticket: { dropConnectionNext: 3 } } });
    try {
      await p.lookUp(String(TICKET.first + 20));
      await expect(p.error).toHaveText(
        'The Ticket API could not be reached. Check your connection and try again.',
        {
          timeout: 15_000,
        },
      );
    } finally {
      await servers.sandbox.clearFaults();
    }
  });

  test('watches and unwatches the ticket from its card', async ({ openPage, worker }) => {
    const id = TICKET.first + 30;
    const p = await openPopup(openPage);
    await p.open(id);
    await p.card.getByRole('button', { name: 'Watch' }).click();
    await expect(p.card.getByRole('button', { name: 'Unwatch' })).toBeVisible();
    expect((await readLocal<{ id: number }[]>(worker, 'watched'))?.map((e) => e.id)).toEqual([id]);
    await p.tab('Watched').click();
    await expect(p.row('Watched', id)).toBeVisible();

    await p.open(id);
    await p.card.getByRole('button', { name: 'Unwatch' }).click();
    await expect(p.card.getByRole('button', { name: 'Watch' })).toBeVisible();
    expect(await readLocal(worker, 'watched')).toEqual([]);
    await p.tab('Watched').click();
    await expect(p.page.getByText('No watched tickets.')).toBeVisible();
  });

  test('"Reply in side panel" points the side panel at the ticket', async ({ openPage, worker }) => {
    const id = TICKET.first + 40;
    const p = await openPopup(openPage);
    const sidePanels = () =>
      worker.evaluate(
        async () => (await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL'] })).length,
      );
    await p.open(id);
    expect(await sidePanels()).toBe(0);
    await p.card.getByRole('button', { name: 'Reply in side panel' }).click();
    await expect
      .poll(async () => (await readLocal<{ ticketId: number }>(worker, 'panel'))?.ticketId)
      .toBe(id);
    await expect.poll(sidePanels).toBe(1);
    await expect(p.error).toHaveCount(0);
    expect((await readLocal<{ id: number }[]>(worker, 'recent'))?.[0]?.id).toBe(id);
  });
});
