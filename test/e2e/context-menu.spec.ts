import type { Worker } from '@playwright/test';
import { sampleDraft, sampleTab } from '@/test/support/samples';
import { clickMenu, expect, scopeFor, test, writeLocal } from './fixtures';
import { panelTicket, readLocal } from './popup-page';
import { composer } from './sidepanel-page';

// Native context menus cannot be clicked headless: the worker's own listener is run with
// `chrome.contextMenus.onClicked.dispatch` (platform.md). That call carries no user gesture, so
// sidePanel.open() is refused there; the panel page is then opened as a tab, as the agent's
// panel would show it.

const OPEN = 'sidedesk-open-ticket';
const QUOTE = 'sidedesk-quote-in-reply';
const ATTACH = 'sidedesk-attach-link';

const draftOf = async (worker: Worker, ticketId: number) =>
  (await readLocal<{ message: string; attachments: unknown[] }>(worker, 'draft', ticketId)) ?? null;

test('"Open ticket in Sidedesk" on a ticket link opens the panel on that ticket', async ({
  worker,
  openPage,
}) => {
  await clickMenu(worker, {
    menuItemId: OPEN,
    linkUrl: 'https://inbox.example.com/tickets?ticketId=4478950',
  });
  await expect.poll(() => panelTicket(worker)).toBe(4478950);
  const panel = await openPage('sidepanel.html');
  await expect(panel.getByText('#4478950', { exact: true })).toBeVisible();
});

test('"Quote in reply" quotes the selection below the open ticket’s draft text already there', async ({
  worker,
  servers,
  openPage,
}) => {
  await writeLocal(worker, servers, 'draft', sampleDraft(4478951, 'Hello Dana,'), 4478951);
  await worker.evaluate(
    (scope) =>
      chrome.storage.local.set({ view: { active: null, panels: { default: { scope, ticketId: 4478951 } } } }),
    scopeFor(servers),
  );
  await clickMenu(worker, {
    menuItemId: QUOTE,
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
  await composer(panel).attachments.click();
  await expect(panel.getByRole('button', { name: 'Remove reset-password.pdf' })).toBeVisible();
});

test('"Attach link to reply" with a ticket open attaches to its draft, stays on it, and says so', async ({
  worker,
  servers,
  openPage,
}) => {
  test.slow(); // a panel, a menu click and a discard on a shared machine
  const id = 4478953;
  await worker.evaluate(
    ([scope, ticketId]) =>
      chrome.storage.local.set({ view: { active: null, panels: { default: { scope, ticketId } } } }),
    [scopeFor(servers), id] as const,
  );
  const panel = await openPage('sidepanel.html');
  await panel.setViewportSize({ width: 400, height: 700 });
  await expect(panel.getByText(`#${id}`, { exact: true })).toBeVisible();
  await clickMenu(worker, {
    menuItemId: ATTACH,
    linkUrl: 'https://docs.example.com/guides/reset-password.pdf',
    pageUrl: 'https://docs.example.com/guides/',
  });
  await expect
    .poll(async () => (await draftOf(worker, id))?.attachments)
    .toEqual([{ url: 'https://docs.example.com/guides/reset-password.pdf', name: 'reset-password.pdf' }]);
  expect(await panelTicket(worker)).toBe(id);
  const note = panel
    .getByRole('status')
    .filter({ hasText: `Attached reset-password.pdf to the draft of #${id}.` });
  await expect(note).toBeVisible();
  await expect(panel.getByText('Quote waiting')).toHaveCount(0);
  await expect(panel.getByText(`#${id}`, { exact: true })).toBeVisible();
  await panel.screenshot({ path: '/tmp/pw-panel/shots/attach-link-placed.png' });
  // Discard takes the link out of the draft again.
  await note.getByRole('button', { name: 'Discard' }).click();
  await expect.poll(async () => (await draftOf(worker, id))?.attachments ?? []).toEqual([]);
});

test('with no ticket open, "Quote in reply" waits on a card until the agent picks its ticket', async ({
  worker,
  servers,
  openPage,
}) => {
  await worker.evaluate(
    (scope) =>
      chrome.storage.local.set({ view: { active: null, panels: { default: { scope, ticketId: null } } } }),
    scopeFor(servers),
  );
  await clickMenu(worker, {
    menuItemId: QUOTE,
    selectionText: 'Call me back at 555 123 4567, the parcel is still missing',
    pageUrl: 'https://news.example.com/2024/05/17/story',
  });
  await expect
    .poll(() => worker.evaluate(async () => (await chrome.storage.local.get('quote')).quote ?? null))
    .toMatchObject({ text: 'Call me back at 555 123 4567, the parcel is still missing' });
  expect(await panelTicket(worker)).toBeNull();

  const page = await openPage('sidepanel.html');
  const card = page.getByRole('region', { name: 'Quote waiting' });
  await expect(card).toContainText('Call me back at 555 123 4567');
  await page.getByRole('textbox', { name: 'Ticket ID or link' }).fill('4478953');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(composer(page).message).toBeEditable();
  await expect(composer(page).message).toHaveValue('');
  await card.getByRole('button', { name: /^Quote in reply/ }).click();
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
    await chrome.storage.local.remove('view');
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

test('a right-clicked link of the web inbox teaches Options the Inbox link’s community', async ({
  worker,
  openPage,
}) => {
  await clickMenu(worker, {
    menuItemId: OPEN,
    linkUrl: 'https://inbox.socialboards.com/acme/tickets?ticketId=4478951',
  });
  await expect.poll(() => panelTicket(worker)).toBe(4478951);
  const options = await openPage('options.html');
  const field = options.getByRole('textbox', { name: 'Inbox link' });
  await expect(field).toHaveValue('');
  await expect(
    options.getByText(
      'From an inbox link you right-clicked: https://inbox.socialboards.com/acme/tickets?ticketId={id}',
    ),
  ).toBeVisible();
  await options.getByRole('button', { name: 'Use this inbox link' }).click();
  await expect(field).toHaveValue('https://inbox.socialboards.com/acme/tickets?ticketId={id}');
  await expect(options.getByRole('button', { name: 'Use this inbox link' })).toHaveCount(0);
});
