import type { Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { popup, readLocal } from './popup-page';
import { showTicket } from './sidepanel-page';
import { badge, created, pollNow, recordNotifications, watchAndSee } from './watch-helpers';

// What a desktop notification says, when there is none, and what its click does.
// Headless Chromium cannot answer the permission prompt, so the worker's `notifications` API is a
// recording stand-in (create wrapped, onClicked dispatched), granted as Options would grant it.

/** How a customer's reply moved the status the agent last saw: finished → reopened, pending → open. */
async function reopened(worker: Worker, id: number) {
  const was = (await readLocal<Record<string, { status?: string }>>(worker, 'seenFacts'))?.[id]?.status;
  return was === 'completed' ? ' · reopened' : was && was !== 'open' ? ' · now open' : '';
}

const title = async (worker: Worker, id: number) =>
  (await readLocal<{ ticket: { title: string } }>(worker, 'ticket', id))?.ticket.title;

test('notifications say which ticket, what changed and where; one for several; none for the open panel; a click opens and counts as seen', async ({
  worker,
  servers,
  openPage,
}) => {
  test.slow(); // several polls through the worker, on a shared machine
  // Two workspaces: the notification names the one the ticket belongs to.
  await worker.evaluate(async () => {
    const { settings } = (await chrome.storage.local.get('settings')) as {
      settings: { workspaces: Record<string, unknown>[] };
    };
    const [first] = settings.workspaces;
    await chrome.storage.local.set({
      settings: {
        ...settings,
        workspaces: [
          { ...first, name: 'Support' },
          { ...first, id: 'second', name: 'Billing' },
        ],
      },
    });
  });
  const [A, B, C] = [4478960, 4478961, 4478962];
  await watchAndSee(worker, servers, [A, B, C]);
  await recordNotifications(worker);

  await servers.sandbox.addReply(A, { message: 'Any news?' });
  await pollNow(worker);
  await expect.poll(() => created(worker)).toHaveLength(1);
  expect((await created(worker))[0]).toEqual({
    id: `sidedesk-ticket-default/${A}`,
    title: `#${A} ${await title(worker, A)}`,
    message: `+1 reply${await reopened(worker, A)} · Support`,
  });

  await servers.sandbox.addReply(A, { message: 'Hello?' });
  await servers.sandbox.addReply(B, { message: 'It is still broken.' });
  await pollNow(worker);
  await expect.poll(() => created(worker)).toHaveLength(2);
  expect((await created(worker))[1]).toEqual({
    id: `sidedesk-ticket-default/${A}`,
    title: '2 tickets changed',
    message: [
      `#${A} ${await title(worker, A)}: +2 replies${await reopened(worker, A)} · Support`,
      `#${B} ${await title(worker, B)}: +1 reply${await reopened(worker, B)} · Support`,
    ].join('\n'),
  });

  // The agent reads C in the panel: its news is on screen already.
  const panel = await openPage('sidepanel.html');
  await showTicket(panel, C);
  await servers.sandbox.addReply(C, { message: 'Thanks!' });
  await pollNow(worker);
  expect(await created(worker)).toHaveLength(2);
  await panel.close();

  // A click on the group opens its first ticket in the panel and counts it as seen.
  await worker.evaluate(
    (id) => (globalThis as unknown as { __clickNotification(id: string): void }).__clickNotification(id),
    `sidedesk-ticket-default/${A}`,
  );
  await expect
    .poll(async () => {
      const { view } = (await worker.evaluate(() => chrome.storage.local.get('view'))) as {
        view?: { panels: Record<string, { ticketId: number | null }> };
      };
      return view?.panels.default?.ticketId;
    })
    .toBe(A);
  const ticket = await readLocal<{ ticket: { lastThreadElementCreationTime: string } }>(worker, 'ticket', A);
  await expect
    .poll(async () => (await readLocal<Record<string, string>>(worker, 'seen'))?.[A])
    .toBe(ticket?.ticket.lastThreadElementCreationTime);
});

test('news the popup fetched before the poll still has its notification, and only one', async ({
  worker,
  servers,
  openPage,
}) => {
  test.slow(); // several polls through the worker, on a shared machine
  const D = 4478966;
  await watchAndSee(worker, servers, [D]);
  await recordNotifications(worker);
  const count = async () =>
    (await readLocal<{ ticket: { replyCount: number } }>(worker, 'ticket', D))?.ticket.replyCount;
  const before = (await count()) ?? 0;
  await servers.sandbox.addReply(D, { message: 'Any news?' });
  await servers.sandbox.addReply(D, { message: 'Hello?' });

  // The agent opens the popup before the poll runs: its refresh keeps the new copy first.
  const page = popup(await openPage('popup.html'));
  await expect(page.row('Watched', D)).toContainText('New activity');
  await expect.poll(count).toBe(before + 2);
  await page.page.close();

  await pollNow(worker);
  await expect.poll(() => badge(worker)).toBe('1');
  await expect.poll(() => created(worker)).toHaveLength(1);
  expect((await created(worker))[0]).toMatchObject({
    id: `sidedesk-ticket-default/${D}`,
    message: expect.stringMatching(/^\+2 replies/),
  });
  await pollNow(worker);
  expect(await created(worker)).toHaveLength(1);
});
