import type { Worker } from '@playwright/test';
import { sampleDraft, sampleTab } from '../support/samples';
import { expect, scopeFor, test, writeLocal } from './fixtures';
import { readLocal } from './popup-page';
import { composer } from './sidepanel-page';

// Native context menus cannot be clicked headless: the worker's own listener is run with
// `chrome.contextMenus.onClicked.dispatch` (platform.md). That call carries no user gesture, so
// sidePanel.open() is refused there; the panel page is then opened as a tab, as the agent's
// panel would show it.

const REPLY = 'sidedesk-reply-in-ticket';
const ATTACH = 'sidedesk-attach-link';

/** Runs the worker's menu listener as a click in the last focused window would. */
async function clickMenu(worker: Worker, info: Record<string, unknown>) {
  const windowId = await worker.evaluate(async () => (await chrome.windows.getLastFocused()).id ?? -2);
  await worker.evaluate(
    ([clicked, tab]) =>
      (chrome.contextMenus.onClicked as unknown as { dispatch(...args: unknown[]): void }).dispatch(
        { editable: false, pageUrl: 'https://mail.example.com/inbox', ...clicked },
        tab,
      ),
    [info, sampleTab(windowId)] as const,
  );
}

const draftOf = async (worker: Worker, ticketId: number) =>
  (await readLocal<{ message: string; attachments: unknown[] }>(worker, 'draft', ticketId)) ?? null;

const panelTicket = async (worker: Worker) =>
  (await readLocal<{ ticketId: number | null }>(worker, 'panel'))?.ticketId ?? null;

test('"Reply in ticket" on a ticket link opens the panel on that ticket', async ({ worker, openPage }) => {
  await clickMenu(worker, {
    menuItemId: REPLY,
    linkUrl: 'https://inbox.example.com/tickets?ticketId=4478950',
  });
  await expect.poll(() => panelTicket(worker)).toBe(4478950);
  const panel = await openPage('sidepanel.html');
  await expect(panel.getByText('#4478950', { exact: true })).toBeVisible();
});

test('"Reply in ticket" on a selection quotes it below the draft text already there', async ({
  worker,
  servers,
  openPage,
}) => {
  await writeLocal(worker, servers, 'draft', sampleDraft(4478951, 'Hello Dana,'), 4478951);
  await clickMenu(worker, {
    menuItemId: REPLY,
    selectionText: 'Re: Ticket #4478951 — my order never arrived',
  });
  await expect.poll(() => panelTicket(worker)).toBe(4478951);
  await expect
    .poll(async () => (await draftOf(worker, 4478951))?.message)
    .toBe('Hello Dana,\n\n> Re: Ticket #4478951 — my order never arrived\n');

  const panel = composer(await openPage('sidepanel.html'));
  await expect(panel.message).toHaveValue(/^Hello Dana,\n\n> Re: Ticket #4478951 — my order never arrived/);
});

test('"Attach link to reply" adds the link to the draft as an attachment', async ({ worker, openPage }) => {
  await clickMenu(worker, {
    menuItemId: ATTACH,
    linkUrl: 'https://docs.example.com/guides/reset-password.pdf',
    pageUrl: 'https://inbox.example.com/tickets/4478952',
  });
  await expect.poll(() => panelTicket(worker)).toBe(4478952);
  await expect
    .poll(async () => (await draftOf(worker, 4478952))?.attachments)
    .toEqual([{ url: 'https://docs.example.com/guides/reset-password.pdf', name: 'reset-password.pdf' }]);
  const panel = await openPage('sidepanel.html');
  await expect(panel.getByRole('button', { name: 'Remove reset-password.pdf' })).toBeVisible();
});

test('with no ticket id, the panel asks for one and keeps the quote for it', async ({ worker, openPage }) => {
  await clickMenu(worker, {
    menuItemId: REPLY,
    selectionText: 'Call me back at 555 123 4567, the parcel is still missing',
    pageUrl: 'https://news.example.com/2024/05/17/story',
  });
  await expect
    .poll(() => worker.evaluate(async () => (await chrome.storage.local.get('quote')).quote ?? null))
    .toMatchObject({ text: 'Call me back at 555 123 4567, the parcel is still missing' });
  expect(await panelTicket(worker)).toBeNull();

  const page = await openPage('sidepanel.html');
  await expect(page.getByText(/A quote from a page is waiting/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Ticket ID or link' }).fill('4478953');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(composer(page).message).toHaveValue(
    /> Call me back at 555 123 4567, the parcel is still missing/,
  );
});

test('the keyboard command opens the panel on the most recent ticket when none is chosen', async ({
  worker,
  servers,
}) => {
  await writeLocal(worker, servers, 'recent', [
    { id: 4478955, at: 2 },
    { id: 4478954, at: 1 },
  ]);
  const windowId = await worker.evaluate(async () => {
    await chrome.storage.local.remove('panel');
    return (await chrome.windows.getLastFocused()).id ?? -2;
  });
  await worker.evaluate(
    (tab) =>
      (chrome.commands.onCommand as unknown as { dispatch(...args: unknown[]): void }).dispatch(
        'open-side-panel',
        tab,
      ),
    sampleTab(windowId),
  );
  await expect.poll(() => panelTicket(worker)).toBe(4478955);
});
