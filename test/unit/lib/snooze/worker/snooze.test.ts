import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearUserData } from '@/lib/account/worker/sign-out';
import { readSettings } from '@/lib/settings/read';
import { mirrorManagedSetup } from '@/lib/settings/worker/managed-mirror';
import { scopeOf, type Workspace } from '@/lib/settings/workspace';
import {
  customerReplied,
  rearmSnoozes,
  registerSnooze,
  snoozeTicket,
  unsnoozeTicket,
} from '@/lib/snooze/worker/snooze';
import {
  lastSeenStorage,
  snoozeIndex,
  snoozeStorage,
  ticketCache,
  watchedStorage,
} from '@/lib/storage/items';
import { snoozedTicketIds } from '@/lib/storage/snoozed';
import { bringBackToWatched, noteOpened } from '@/lib/tickets/worker/ticket-lists';
import { renderBadge } from '@/lib/watch/worker/badge';
import { forgetWorkspaceData } from '@/lib/workspaces/worker/forget-workspace';
import { SCOPE, SECOND_SCOPE, sampleTicket, twoWorkspaceSettings } from '@/test/support/samples';
import { fakeWorkerContext, sessionOf, settle, setUpWorkspace } from '@/test/support/worker';

// Snooze in the worker: a ticket leaves Watched and the badge, and comes back at the top of Watched
// ("Back from snooze") when its alarm fires, when a worker starts after its time, or, "until the
// customer replies", when a fresher copy has more replies. Fixed clock: times are passed in.

const SEEN = '2026-11-03T10:00:00.000+00:00';
const NEWER = '2026-11-03T12:00:00.000+00:00';
const HOUR = 3_600_000;

const context = fakeWorkerContext();
const bringBack = (session: Awaited<ReturnType<typeof sessionOf>>, id: number, back: boolean) =>
  bringBackToWatched(session, id, back);

beforeEach(async () => {
  fakeBrowser.reset();
  Object.assign(fakeBrowser, { permissions: { contains: async () => false } });
  await setUpWorkspace();
});

/** Watched 1, 2, 3; ticket 2 has new activity since the agent's last look. */
async function watchThree() {
  await watchedStorage.set(
    SCOPE,
    [1, 2, 3].map((id) => ({ id, at: 1 })),
  );
  await lastSeenStorage.set(SCOPE, { 1: SEEN, 2: SEEN, 3: SEEN });
  for (const id of [1, 2, 3])
    await ticketCache.set(SCOPE, id, {
      ticket: sampleTicket({ id, replyCount: 4, lastThreadElementCreationTime: id === 2 ? NEWER : SEEN }),
      fetchedAt: 1,
    });
}

/** Snoozes as the `snooze` operation does: the record, then out of Watched. */
async function snooze(id: number, until: number | null, now = Date.now()) {
  const session = await sessionOf(context);
  await snoozeTicket(session, id, until, (await ticketCache.get(SCOPE, id))?.ticket ?? null, now);
  await watchedStorage.set(
    SCOPE,
    (await watchedStorage.get(SCOPE)).filter((e) => e.id !== id),
  );
}

describe('snoozing', () => {
  it('keeps a record and an index per workspace, with an alarm for a timed snooze', async () => {
    const until = Date.now() + HOUR;
    await snooze(3, until);
    expect(await snoozeIndex.get(SCOPE)).toEqual({ 3: until });
    expect((await snoozeStorage.get(SCOPE, 3))?.until).toBe(until);
    expect(await fakeBrowser.alarms.get(`snooze:${SCOPE}:3`)).toMatchObject({ scheduledTime: until });
    expect(await snoozedTicketIds(SCOPE)).toEqual(new Set([3]));
    expect(await snoozedTicketIds(SECOND_SCOPE)).toEqual(new Set());
  });

  it('refuses a time that has passed', async () => {
    const session = await sessionOf(context);
    await expect(snoozeTicket(session, 3, Date.now() - 1, null)).rejects.toMatchObject({
      code: 'bad-input',
      reason: 'error.bad-input.snooze-past',
    });
    expect(await snoozeIndex.get(SCOPE)).toEqual({});
  });

  it('the badge never counts a snoozed ticket, even one watched again meanwhile', async () => {
    await watchThree();
    expect((await renderBadge()).text).toBe('1');
    await snooze(2, Date.now() + HOUR);
    expect((await renderBadge()).text).toBe('');
    await watchedStorage.set(SCOPE, [{ id: 2, at: 2 }, ...(await watchedStorage.get(SCOPE))]);
    expect((await renderBadge()).text).toBe('');
  });
});

describe('coming back', () => {
  it('the alarm fires: back at the top of Watched, "Back from snooze", and counted again', async () => {
    registerSnooze(context, bringBack);
    await watchThree();
    await snooze(2, Date.now() + HOUR);
    expect((await watchedStorage.get(SCOPE)).map((e) => e.id)).toEqual([1, 3]);
    await fakeBrowser.alarms.onAlarm.trigger({ name: `snooze:${SCOPE}:2`, scheduledTime: Date.now() });
    await settle();
    const watched = await watchedStorage.get(SCOPE);
    expect(watched.map((e) => e.id)).toEqual([2, 1, 3]);
    expect(watched[0]?.back).toEqual(expect.any(Number));
    expect(await snoozeIndex.get(SCOPE)).toEqual({});
    expect(await snoozeStorage.get(SCOPE, 2)).toBeNull();
    // What changed meanwhile is measured from the look before the snooze: still new activity.
    expect((await renderBadge()).text).toBe('1');
    // Opened: no longer "Back from snooze".
    await noteOpened(await sessionOf(context), 2);
    expect((await watchedStorage.get(SCOPE))[0]).toEqual({ id: 2, at: expect.any(Number) });
  });

  it('a worker that starts after the time brings it back; one still ahead gets its alarm again', async () => {
    await watchThree();
    const now = Date.now();
    await snooze(1, now + HOUR, now);
    await snooze(3, now + 2 * HOUR, now);
    await fakeBrowser.alarms.clearAll(); // a browser restart that lost them
    await rearmSnoozes(context, bringBack, now + HOUR + 1);
    expect((await watchedStorage.get(SCOPE)).map((e) => e.id)).toEqual([1, 2]);
    expect(await snoozeIndex.get(SCOPE)).toEqual({ 3: now + 2 * HOUR });
    expect((await fakeBrowser.alarms.getAll()).map((a) => a.name)).toEqual([`snooze:${SCOPE}:3`]);
  });

  it('comes back once when the alarm and a start race', async () => {
    registerSnooze(context, bringBack);
    await watchThree();
    const now = Date.now();
    await snooze(2, now + 10, now);
    await Promise.all([
      fakeBrowser.alarms.onAlarm.trigger({ name: `snooze:${SCOPE}:2`, scheduledTime: now + 10 }),
      rearmSnoozes(context, bringBack, now + 20),
    ]);
    await settle();
    expect((await watchedStorage.get(SCOPE)).map((e) => e.id)).toEqual([2, 1, 3]);
  });

  it('until the customer replies: a fresher copy with the same count stays snoozed, one more reply brings it back', async () => {
    registerSnooze(context, bringBack);
    await watchThree();
    await snooze(3, null);
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
    const copy = (replyCount: number, status = 'pending') => ({
      ticket: sampleTicket({ id: 3, replyCount, status, lastThreadElementCreationTime: NEWER }),
      fetchedAt: Date.now(),
    });
    await ticketCache.set(SCOPE, 3, copy(4));
    await settle();
    expect(await snoozedTicketIds(SCOPE)).toEqual(new Set([3]));
    await ticketCache.set(SCOPE, 3, copy(5));
    await settle();
    expect(await snoozedTicketIds(SCOPE)).toEqual(new Set());
    expect((await watchedStorage.get(SCOPE))[0]).toMatchObject({ id: 3, back: expect.any(Number) });
  });

  it('a timed snooze stays snoozed when the ticket changes meanwhile', async () => {
    registerSnooze(context, bringBack);
    await watchThree();
    await snooze(3, Date.now() + HOUR);
    await ticketCache.set(SCOPE, 3, {
      ticket: sampleTicket({ id: 3, replyCount: 9, lastThreadElementCreationTime: NEWER }),
      fetchedAt: Date.now(),
    });
    await settle();
    expect(await snoozedTicketIds(SCOPE)).toEqual(new Set([3]));
  });

  it('a reopened status ends "until the customer replies"; an unknown count does not', () => {
    const record = { ticketId: 3, at: 1, until: null, replyCount: 4, status: 'completed' };
    expect(customerReplied(record, { replyCount: 4, status: 'open' })).toBe(true);
    expect(customerReplied(record, { replyCount: 4, status: 'completed' })).toBe(false);
    expect(customerReplied({ ticketId: 3, at: 1, until: null }, { replyCount: 8 })).toBe(false);
  });

  it('unsnooze ends it at once and clears its alarm', async () => {
    await snooze(2, Date.now() + HOUR);
    const session = await sessionOf(context);
    expect(await unsnoozeTicket(session, 2)).toBe(true);
    expect(await unsnoozeTicket(session, 2)).toBe(false);
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
  });
});

describe('sign-out and workspaces', () => {
  // What sign-out runs (lib/account/worker/sign-out.ts), without the broker call.
  it('sign-out clears the snoozes and their alarms', async () => {
    await snooze(2, Date.now() + HOUR);
    await clearUserData();
    expect(await snoozeIndex.get(SCOPE)).toEqual({});
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
  });

  it('signing out of one of two workspaces clears its snooze alarms only', async () => {
    await setUpWorkspace(twoWorkspaceSettings());
    const until = Date.now() + HOUR;
    await snoozeTicket(await context.session('default'), 2, until, null);
    await snoozeTicket(await context.session('second'), 2, until, null);
    await forgetWorkspaceData('second', { keepSetup: true });
    expect((await fakeBrowser.alarms.getAll()).map((a) => a.name)).toEqual([`snooze:${SCOPE}:2`]);
    expect(await snoozedTicketIds(SECOND_SCOPE)).toEqual(new Set());
    expect(await snoozedTicketIds(SCOPE)).toEqual(new Set([2]));
  });

  it("the badge still counts a managed workspace's watched tickets, and not its snoozed ones", async () => {
    const area = (fakeBrowser.storage as unknown as { managed: { set(v: object): Promise<void> } }).managed;
    await area.set({
      workspaces: [
        {
          id: 'nordic',
          name: 'Nordic support',
          brokerUrl: 'https://broker.nordic.example/token',
          apiBaseUrl: 'https://api.nordic.example/',
        },
      ],
    });
    await mirrorManagedSetup();
    const nordic = (await readSettings()).workspaces.find((w) => w.id === 'managed-nordic');
    const scope = scopeOf(nordic as Workspace) as string;
    await watchedStorage.set(
      scope,
      [7, 8].map((id) => ({ id, at: 1 })),
    );
    await lastSeenStorage.set(scope, { 7: SEEN, 8: SEEN });
    for (const id of [7, 8])
      await ticketCache.set(scope, id, {
        ticket: sampleTicket({ id, lastThreadElementCreationTime: NEWER }),
        fetchedAt: 1,
      });
    expect((await renderBadge()).text).toBe('2');
    await snoozeTicket(await context.session('managed-nordic'), 8, Date.now() + HOUR, null);
    expect((await renderBadge()).text).toBe('1');
  });
});
