import type { Worker } from '@playwright/test';
import { expect, test, updateWorkspace, writeLocal } from './fixtures';
import { popup, readLocal } from './popup-page';
import { badge, pollNow, watchAndSee } from './watch-helpers';

const WATCHED = [4478960, 4478961, 4478962];

const badgeTitle = (worker: Worker) => worker.evaluate(() => chrome.action.getTitle({}));

test('the badge counts watched tickets with new activity, and clears when they are opened', async ({
  worker,
  servers,
  openPage,
}) => {
  await writeLocal(
    worker,
    servers,
    'watched',
    WATCHED.map((id) => ({ id, at: Date.now() })),
  );
  await pollNow(worker);
  // The agent has looked at all three as they are now.
  const seen: Record<string, string | undefined> = {};
  for (const id of WATCHED)
    seen[id] = (
      await readLocal<{ ticket: { lastThreadElementCreationTime: string } }>(worker, 'ticket', id)
    )?.ticket.lastThreadElementCreationTime;
  await writeLocal(worker, servers, 'seen', seen);
  await expect.poll(() => badge(worker)).toBe('');

  // Two customers write back behind the extension's back.
  await servers.sandbox.addReply(4478960, { message: 'Any news on this?' });
  await servers.sandbox.addReply(4478961, { message: 'It is still broken.' });
  await pollNow(worker);
  await expect.poll(() => badge(worker)).toBe('2');
  expect(await badgeTitle(worker)).toBe('Sidedesk: 2 watched tickets have new activity');

  // Opening a ticket marks it seen; the badge follows.
  const page = popup(await openPage('popup.html'));
  await page.open(4478960);
  await expect.poll(() => badge(worker)).toBe('1');
  await page.open(4478961);
  await expect.poll(() => badge(worker)).toBe('');
});

test.describe('when the agent is not signed in at the broker', () => {
  test.use({ signedIn: false });

  test('the badge says "sign in needed"', async ({ worker, servers }) => {
    await writeLocal(worker, servers, 'watched', [{ id: 4478960, at: Date.now() }]);
    await pollNow(worker);
    await expect.poll(() => badge(worker)).toBe('!');
    expect(await badgeTitle(worker)).toBe('Sidedesk: sign in needed to check watched tickets');
  });
});

test('the badge says "offline" when the broker cannot be reached, and the checks back off', async ({
  worker,
  servers,
}) => {
  await updateWorkspace(worker, { brokerUrl: 'http://127.0.0.1:1/token' });
  await writeLocal(worker, servers, 'watched', [{ id: 4478960, at: Date.now() }]);
  await pollNow(worker);
  await expect.poll(() => badge(worker)).toBe('…');
  expect(await badgeTitle(worker)).toMatch(/offline/);
  // The next check waits twice the interval.
  await expect
    .poll(() => worker.evaluate(async () => (await chrome.alarms.get('sidedesk-watch'))?.periodInMinutes))
    .toBe(10);
});

test('opening the popup marks no row of another tab seen: the badge and the other tab keep their news', async ({
  worker,
  servers,
  openPage,
}) => {
  const [RECENT, WATCHED_ONE] = [4478960, 4478961];
  await watchAndSee(worker, servers, [RECENT, WATCHED_ONE]);
  const looked = await readLocal<Record<string, string>>(worker, 'seen');
  await servers.sandbox.addReply(RECENT, { message: 'Any news on this?' });
  await servers.sandbox.addReply(WATCHED_ONE, { message: 'It is still broken.' });
  await pollNow(worker);
  // One of them is only in Recent now: its news is for the Recent tab, not the badge.
  await writeLocal(worker, servers, 'watched', [{ id: WATCHED_ONE, at: Date.now() }]);
  await writeLocal(worker, servers, 'recent', [{ id: RECENT, at: Date.now() }]);
  await expect.poll(() => badge(worker)).toBe('1');

  // The popup opens on Watched, the first tab with news; Recent's row is not on screen.
  const page = popup(await openPage('popup.html'));
  await expect(page.tab('Watched')).toHaveAttribute('aria-selected', 'true');
  await expect(page.row('Watched', WATCHED_ONE)).toContainText('New activity');
  await expect(page.count('Recent')).toHaveText('1');
  await page.tab('Recent').click();
  await expect(page.row('Recent', RECENT)).toContainText('New activity');
  await page.page.close();
  await pollNow(worker);
  expect((await readLocal<Record<string, string>>(worker, 'seen'))?.[RECENT]).toBe(looked?.[RECENT]);
  await expect.poll(() => badge(worker)).toBe('1');
});
