import type { Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPopup, panelTicket, readLocal, sandboxCounts, TICKET } from './popup-page';

const sidePanels = (worker: Worker) =>
  worker.evaluate(async () => (await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL'] })).length);

test.describe('popup search', () => {
  test('a second id submitted while the first still opens is never dropped: the newest wins, both join Recent', async ({
    openPage,
    worker,
    servers,
  }) => {
    const [first, second] = [TICKET.first + 60, TICKET.first + 61];
    const p = await openPopup(openPage);
    await expect(p.connection).toContainText('Signed in as Alex Agent');
    await servers.sandbox.setFaults({ routes: { ticket: { latencyMs: 1_500 } } }); // the service answers slowly
    await p.lookUp(String(first));
    await expect(p.page.getByRole('status').filter({ hasText: `Opening ticket ${first}` })).toBeVisible();
    // Busy is said (aria-busy and the status line), and Open stays a button that works.
    await expect(p.page.locator('form.search')).toHaveAttribute('aria-busy', 'true');
    await expect(p.page.getByRole('button', { name: 'Open', exact: true })).toBeEnabled();
    await p.page.waitForTimeout(30); // the second id, typed 30 ms later
    await p.lookUp(String(second));
    await expect.poll(() => panelTicket(worker), { timeout: 15_000 }).toBe(second);
    await expect
      .poll(async () => (await readLocal<{ id: number }[]>(worker, 'recent'))?.map((e) => e.id), {
        timeout: 15_000,
      })
      .toEqual([second, first]); // by when each was asked for
    await servers.sandbox.clearFaults();
  });

  test('typing an id and Enter opens the ticket in the side panel, in one step', async ({
    openPage,
    worker,
  }) => {
    const id = TICKET.first + 40;
    const p = await openPopup(openPage);
    await expect(p.connection).toContainText('Signed in as Alex Agent');
    await expect(p.field).toBeFocused();
    expect(await sidePanels(worker)).toBe(0);
    await p.field.fill(String(id));
    await p.field.press('Enter');
    await expect.poll(() => panelTicket(worker)).toBe(id);
    await expect.poll(() => sidePanels(worker)).toBe(1);
    await expect(p.error).toHaveCount(0);
    // The ticket counts as seen and tops Recent, which shows it from the cache.
    expect((await readLocal<{ id: number }[]>(worker, 'recent'))?.[0]?.id).toBe(id);
    const cached = await readLocal<{ ticket: { title: string; status: string } }>(worker, 'ticket', id);
    await expect.poll(async () => Object.keys((await readLocal(worker, 'seen')) ?? {})).toContain(String(id));
    await p.tab('Recent').click();
    await expect(p.rows('Recent').first()).toContainText(cached?.ticket.title ?? 'missing');
    await expect(p.rows('Recent').first()).toContainText(cached?.ticket.status ?? 'missing');
    await p.checkPage();
    await p.page.emulateMedia({ colorScheme: 'dark' });
    await p.checkPage();
  });

  test('opens "#id", pasted links and inbox links too, newest first in Recent', async ({
    openPage,
    worker,
  }) => {
    const p = await openPopup(openPage);
    await p.open(TICKET.first + 10);
    await p.lookUp(`#${TICKET.first + 11}`);
    await expect.poll(() => panelTicket(worker)).toBe(TICKET.first + 11);
    await p.field.fill(`https://inbox.example.com/tickets?ticketId=${TICKET.first + 12}`);
    await p.page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect.poll(() => panelTicket(worker)).toBe(TICKET.first + 12);
    await p.open(TICKET.first + 13); // (waits for the last look)
    await p.lookUp(`https://inbox.example.com/tickets/${TICKET.first + 14}`);
    await expect.poll(() => panelTicket(worker)).toBe(TICKET.first + 14);
    await expect
      .poll(async () => (await readLocal<{ id: number }[]>(worker, 'recent'))?.map((e) => e.id))
      .toEqual([14, 13, 12, 11, 10].map((n) => TICKET.first + n));
    await expect
      .poll(async () => Object.keys((await readLocal<Record<string, string>>(worker, 'seen')) ?? {}))
      .toHaveLength(5);
  });

  test('says when a ticket does not exist (and keeps it out of Recent), and when the input is not a ticket at all', async ({
    openPage,
    servers,
    worker,
  }) => {
    const p = await openPopup(openPage);
    await p.lookUp('4470000');
    await expect(p.error).toHaveText(/Ticket 4470000 does not exist, or your account cannot see it/);
    await p.checkPage();
    await p.open(TICKET.first + 45); // a ticket that exists goes to Recent
    await expect(p.rows('Recent')).toHaveCount(1);
    await expect(p.row('Recent', 4470000)).toHaveCount(0);
    expect((await readLocal<{ id: number }[]>(worker, 'recent'))?.map((entry) => entry.id)).toEqual([
      TICKET.first + 45,
    ]);

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
    // Every read fails until the end: the popup and the side panel it opened each retry, and how
    // their tries interleave depends on the machine (a count of six let one of them through).
    await servers.sandbox.setFaults({ routes: { ticket: { dropConnectionNext: 1000 } } });
    try {
      await p.lookUp(String(TICKET.first + 20));
      await expect(p.error).toHaveText(
        'The Ticket API could not be reached. Check your connection and try again.',
        { timeout: 15_000 },
      );
    } finally {
      await servers.sandbox.clearFaults();
    }
  });

  test('offers the ticket of the page under the popup, and Enter opens it', async ({
    context,
    extensionId,
    worker,
  }) => {
    const id = TICKET.first + 45;
    const page = await context.newPage();
    // A popup opened as a tab has no activeTab grant: stand in for the tab under the toolbar button.
    await page.addInitScript((ticketId) => {
      const query = chrome.tabs.query;
      chrome.tabs.query = (async (q: chrome.tabs.QueryInfo) =>
        q.active
          ? [{ url: `https://inbox.example.com/tickets/${ticketId}`, title: 'Double charge on invoice' }]
          : query(q)) as typeof chrome.tabs.query;
    }, id);
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await page.setViewportSize({ width: 400, height: 600 });
    const offer = page.getByRole('button', { name: `Open ticket ${id} from this page in the side panel` });
    await expect(offer).toContainText(`On this page: #${id} Double charge on invoice`);
    await page.getByRole('textbox', { name: 'Ticket ID or link' }).press('Enter');
    await expect.poll(() => panelTicket(worker)).toBe(id);
    await expect.poll(() => sidePanels(worker)).toBe(1);
  });

  test('watches and unwatches a ticket from its row, by button and by W', async ({ openPage, worker }) => {
    const id = TICKET.first + 30;
    const p = await openPopup(openPage);
    await p.open(id);
    await p.tab('Recent').click();
    await p
      .row('Recent', id)
      .getByRole('button', { name: `Watch ticket ${id}` })
      .click();
    await expect(
      p.row('Recent', id).getByRole('button', { name: `Stop watching ticket ${id}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect((await readLocal<{ id: number }[]>(worker, 'watched'))?.map((e) => e.id)).toEqual([id]);
    await p.tab('Watched').click();
    await expect(p.row('Watched', id)).toBeVisible();

    await p.rowButton('Watched', id).focus();
    await p.page.keyboard.press('w');
    await expect.poll(() => readLocal(worker, 'watched')).toEqual([]);
    await expect(p.page.getByText('No watched tickets.')).toBeVisible();
  });
});
