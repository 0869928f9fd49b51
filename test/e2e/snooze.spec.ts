import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { configure, expect, launchOnProfile, scopeFor, signIn, test, writeLocal } from './fixtures';
import { openPopup, readLocal } from './popup-page';
import { openPanel } from './sidepanel-page';
import { pollNow } from './watch-helpers';

// Snooze: from a popup row (Z) and from the panel header; back at the top of Watched with "Back
// from snooze" when its alarm fires (dispatched in the worker, never waited for), after the
// worker was stopped and after a browser restart; "until the customer replies" back after the
// sandbox adds a reply and the watch poll runs.

const WATCHED = [4478970, 4478971, 4478972];

// Several page loads, a worker stop or a browser restart each: more than the default 30 s on a
// loaded 2-core machine (the waits poll; nothing asserts a duration).
test.describe.configure({ timeout: 120_000 });

type Index = Record<string, number | null>;
const snoozed = (target: Pick<Worker | Page, 'evaluate'>) =>
  readLocal<Index>(target, 'snoozed').then((index) => index ?? {});
const watchedIds = (target: Pick<Worker | Page, 'evaluate'>) =>
  readLocal<{ id: number; back?: number }[]>(target, 'watched').then((list) => (list ?? []).map((e) => e.id));

/** Runs the worker's own alarm listener, as the browser does when the alarm is due. */
async function fireAlarm(worker: Worker, name: string) {
  await worker.evaluate(
    (alarm) =>
      (chrome.alarms.onAlarm as unknown as { dispatch(a: unknown): void }).dispatch({
        name: alarm,
        scheduledTime: Date.now(),
      }),
    name,
  );
}

async function watchAll(worker: Worker, servers: Parameters<typeof scopeFor>[0]) {
  await writeLocal(
    worker,
    servers,
    'watched',
    WATCHED.map((id, i) => ({ id, at: Date.now() - i })),
  );
}

/** Snoozes the row's ticket from the popup with Z and the first preset ("In 1 hour"). */
async function snoozeRowByKey(page: Page, ticketId: number) {
  const row = page.getByRole('list', { name: 'Watched tickets' }).locator(`[data-ticket-id="${ticketId}"]`);
  await row.focus();
  await page.keyboard.press('z');
  const menu = page.getByRole('group', { name: `Snooze ticket ${ticketId} until` });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: /^In 1 hour/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
}

test('Z on a popup row snoozes it: out of Watched, in Snoozed; its alarm brings it back on top', async ({
  worker,
  servers,
  openPage,
}) => {
  await watchAll(worker, servers);
  const p = await openPopup(openPage);
  await p.tab('Watched').click();
  await expect(p.rows('Watched')).toHaveCount(3);
  const ticketId = WATCHED[2] as number;
  await snoozeRowByKey(p.page, ticketId);
  await expect(p.rows('Watched')).toHaveCount(2);
  await expect(p.row('Watched', ticketId)).toHaveCount(0);
  const index = await snoozed(worker);
  const until = index[ticketId] as number;
  expect(until - Date.now()).toBeGreaterThan(50 * 60_000);
  expect(
    await worker.evaluate((name) => chrome.alarms.get(name), `snooze:${scopeFor(servers)}:${ticketId}`),
  ).toMatchObject({
    scheduledTime: until,
  });

  // The Snoozed tab, loaded when first shown, says when it comes back.
  await p.page.getByRole('tab', { name: 'Snoozed' }).click();
  const list = p.page.getByRole('list', { name: 'Snoozed tickets' });
  await expect(list.getByRole('listitem').filter({ hasText: `#${ticketId}` })).toContainText(
    /Back (\w+ )?\d{1,2}:\d\d/,
  );

  await fireAlarm(worker, `snooze:${scopeFor(servers)}:${ticketId}`);
  await expect(list).toBeHidden();
  await expect.poll(() => watchedIds(worker)).toEqual([ticketId, WATCHED[0], WATCHED[1]]);
  await p.tab('Watched').click();
  await expect(p.rows('Watched').first()).toContainText(`#${ticketId}`);
  await expect(p.rows('Watched').first()).toContainText('Back from snooze');
  await p.checkPage();
});

test('snooze from the panel header, unsnooze in one step; until the customer replies comes back on a reply and a poll', async ({
  worker,
  servers,
  openPage,
}) => {
  const ticketId = 4478973;
  await writeLocal(worker, servers, 'watched', [{ id: ticketId, at: Date.now() }]);
  const c = await openPanel(openPage, ticketId);
  await c.page.getByRole('button', { name: 'Snooze', exact: true }).click();
  const menu = c.page.getByRole('group', { name: `Snooze ticket ${ticketId} until` });
  await menu.getByRole('button', { name: /^Tomorrow (?!morning)/ }).click();
  await expect(c.page.getByText(/Snoozed until \w/)).toBeVisible();
  await expect.poll(() => watchedIds(worker)).toEqual([]);
  await c.page.getByRole('button', { name: 'Unsnooze' }).click();
  await expect(c.page.getByRole('button', { name: 'Snooze', exact: true })).toBeVisible();
  await expect.poll(() => watchedIds(worker)).toEqual([ticketId]);
  expect(await snoozed(worker)).toEqual({});

  await c.page.getByRole('button', { name: 'Snooze', exact: true }).click();
  await menu.getByRole('button', { name: 'Until the customer replies' }).click();
  await expect(c.page.getByText('Snoozed until the customer replies')).toBeVisible();
  await expect.poll(() => snoozed(worker)).toEqual({ [ticketId]: null });
  // The poll runs: no reply yet, it stays snoozed.
  await pollNow(worker);
  expect(await snoozed(worker)).toEqual({ [ticketId]: null });
  await servers.sandbox.addReply(ticketId, { message: 'Here is the photo you asked for.' });
  await pollNow(worker);
  await expect.poll(() => snoozed(worker)).toEqual({});
  await expect.poll(() => watchedIds(worker)).toEqual([ticketId]);
  await expect(c.page.getByRole('button', { name: 'Snooze', exact: true })).toBeVisible();
});

/** Moves a snooze's time to `until`, as if it had been set so (record, index and alarm). */
async function moveSnooze(worker: Worker, scope: string, ticketId: number, until: number) {
  await worker.evaluate(
    async ([s, id, when]) => {
      const recordKey = `snooze:${s}:${id}`;
      const indexKey = `snoozed:${s}`;
      const got = await chrome.storage.local.get([recordKey, indexKey]);
      await chrome.storage.local.set({
        [recordKey]: { ...(got[recordKey] as object), until: when },
        [indexKey]: { ...(got[indexKey] as object), [id]: when },
      });
      await chrome.alarms.create(recordKey, { when });
    },
    [scope, ticketId, until] as const,
  );
}

/** Stops every service worker, as Chrome does to an idle one. */
async function stopWorkers(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

test('comes back when its alarm fires after the worker was stopped', async ({
  worker,
  servers,
  openPage,
  context,
}) => {
  await watchAll(worker, servers);
  const p = await openPopup(openPage);
  await p.tab('Watched').click();
  const ticketId = WATCHED[1] as number;
  await snoozeRowByKey(p.page, ticketId);
  await expect.poll(() => watchedIds(worker)).toEqual([WATCHED[0], WATCHED[2]]);
  // Due in a moment, then the worker is stopped: the browser wakes it for the alarm.
  await moveSnooze(worker, scopeFor(servers), ticketId, Date.now() + 1500);
  await stopWorkers(context, p.page);
  await expect
    .poll(() => watchedIds(p.page), { timeout: 30_000 })
    .toEqual([ticketId, WATCHED[0], WATCHED[2]]);
  await expect(p.rows('Watched').first()).toContainText('Back from snooze');
});

test('comes back after a browser restart with the same profile', async ({ servers }) => {
  const dir = mkdtempSync(join(tmpdir(), 'sidedesk-snooze-'));
  const launch = () => launchOnProfile(dir);
  try {
    const first = await launch();
    await configure(first.worker, servers);
    await signIn(first.context, servers);
    await watchAll(first.worker, servers);
    const page = await first.context.newPage();
    await page.goto(`chrome-extension://${first.id}/popup.html`);
    await page.getByRole('tab', { name: /^Watched/ }).click();
    await snoozeRowByKey(page, WATCHED[0] as number);
    // A second one due while the browser is closed; the first stays an hour away.
    await snoozeRowByKey(page, WATCHED[1] as number);
    await moveSnooze(first.worker, scopeFor(servers), WATCHED[1] as number, Date.now() + 500);
    await first.context.close();

    const second = await launch();
    // The one due came back at start; the other is still snoozed, with its alarm.
    await expect.poll(() => watchedIds(second.worker), { timeout: 30_000 }).toEqual([WATCHED[1], WATCHED[2]]);
    const name = `snooze:${scopeFor(servers)}:${WATCHED[0]}`;
    await expect.poll(() => second.worker.evaluate((n) => chrome.alarms.get(n), name)).toBeTruthy();
    await fireAlarm(second.worker, name);
    await expect.poll(() => watchedIds(second.worker)).toEqual([WATCHED[0], WATCHED[1], WATCHED[2]]);
    await second.context.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
