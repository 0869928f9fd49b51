import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidedeskError } from '../../../../../lib/api/errors';
import type { Ticket } from '../../../../../lib/api/schemas';
import { settingsStorage } from '../../../../../lib/settings/items';
import { DEFAULT_WORKSPACE_ID } from '../../../../../lib/settings/workspace';
import {
  lastSeenStorage,
  ticketCache,
  ticketIndex,
  watchedStorage,
  watchStateStorage,
} from '../../../../../lib/storage/items';
import { renderBadge } from '../../../../../lib/watch/worker/badge';
import { handleNotificationClick, notificationIdFor } from '../../../../../lib/watch/worker/notifications';
import { pollWatched, scheduleWatch, WATCH_ALARM } from '../../../../../lib/watch/worker/poller';
import { SCOPE, sampleTicket } from '../../../../support/samples';
import { panelShown } from '../../../../support/view';
import { fakeWorkerContext, setUpWorkspace } from '../../../../support/worker';

const T0 = '2026-11-03T10:00:00.000+00:00';
const T1 = '2026-11-03T11:00:00.000+00:00';

/** The service as the poller sees it: tickets by id, or an error for every call. */
let server: Map<number, Ticket>;
let failure: SidedeskError | null;
const getTicket = vi.fn(async (id: number) => {
  if (failure) throw failure;
  const ticket = server.get(id);
  if (!ticket) throw new SidedeskError('not-found');
  return ticket;
});
const context = fakeWorkerContext({ api: { getTicket } });
const permissions = { contains: vi.fn(async () => false) };

beforeEach(async () => {
  fakeBrowser.reset();
  getTicket.mockClear();
  failure = null;
  server = new Map([1, 2, 3].map((id) => [id, sampleTicket({ id, lastThreadElementCreationTime: T0 })]));
  Object.assign(fakeBrowser, { permissions });
  permissions.contains.mockResolvedValue(false);
  await setUpWorkspace();
});

async function watch(...ids: number[]) {
  await watchedStorage.set(
    SCOPE,
    ids.map((id) => ({ id, at: 1 })),
  );
  await lastSeenStorage.set(SCOPE, Object.fromEntries(ids.map((id) => [id, T0])));
}
const badge = () => fakeBrowser.action.getBadgeText({});
const title = () => fakeBrowser.action.getTitle({});

describe('watched tickets badge', () => {
  it('counts the watched tickets with new activity, and no others', async () => {
    await watch(1, 2, 3);
    await pollWatched(context);
    expect(await badge()).toBe('');
    server.set(1, sampleTicket({ id: 1, lastThreadElementCreationTime: T1 }));
    server.set(2, sampleTicket({ id: 2, lastThreadElementCreationTime: T1 }));
    await pollWatched(context);
    await renderBadge();
    expect(await badge()).toBe('2');
    expect(await title()).toBe('Sidedesk: 2 watched tickets have new activity');
  });

  it('goes down when a ticket is seen', async () => {
    await watch(1, 2);
    server.set(1, sampleTicket({ id: 1, lastThreadElementCreationTime: T1 }));
    await pollWatched(context);
    await renderBadge();
    expect(await badge()).toBe('1');
    await lastSeenStorage.set(SCOPE, { 1: T1, 2: T0 });
    await renderBadge();
    expect(await badge()).toBe('');
  });

  it('says "sign in needed" when the broker wants a sign-in', async () => {
    await watch(1);
    failure = new SidedeskError('sign-in-required');
    await pollWatched(context);
    await renderBadge();
    expect(await badge()).toBe('!');
    expect(await title()).toMatch(/sign in needed/);
  });

  it('says "offline" when nothing can be reached', async () => {
    await watch(1, 2);
    failure = new SidedeskError('network');
    await pollWatched(context);
    await renderBadge();
    expect(await badge()).toBe('…');
    expect(await title()).toMatch(/offline/);
  });
});

describe('watch alarm', () => {
  it('exists only while tickets are watched, at the interval from Options', async () => {
    await scheduleWatch();
    expect(await fakeBrowser.alarms.get(WATCH_ALARM)).toBeUndefined();
    await watch(1);
    await scheduleWatch();
    expect((await fakeBrowser.alarms.get(WATCH_ALARM))?.periodInMinutes).toBe(5);
    await settingsStorage.setValue({ ...(await settingsStorage.getValue()), watchIntervalMinutes: 15 });
    await scheduleWatch();
    expect((await fakeBrowser.alarms.get(WATCH_ALARM))?.periodInMinutes).toBe(15);
    await watchedStorage.set(SCOPE, []);
    await scheduleWatch();
    expect(await fakeBrowser.alarms.get(WATCH_ALARM)).toBeUndefined();
  });

  it('backs off after failed polls and returns to the interval after a good one', async () => {
    await watch(1);
    failure = new SidedeskError('network');
    await pollWatched(context);
    expect((await fakeBrowser.alarms.get(WATCH_ALARM))?.periodInMinutes).toBe(10);
    await pollWatched(context);
    expect((await fakeBrowser.alarms.get(WATCH_ALARM))?.periodInMinutes).toBe(20);
    failure = null;
    await pollWatched(context);
    expect((await fakeBrowser.alarms.get(WATCH_ALARM))?.periodInMinutes).toBe(5);
    expect(await watchStateStorage.getValue()).toMatchObject({ state: 'ok', failures: 0 });
  });

  it('does not back off because one watched ticket is gone', async () => {
    await watch(1, 404);
    await pollWatched(context);
    expect(await watchStateStorage.getValue()).toMatchObject({ state: 'ok', failures: 0 });
  });

  it('fetches with bounded concurrency and caches every ticket', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => i + 1);
    for (const id of ids) server.set(id, sampleTicket({ id, lastThreadElementCreationTime: T0 }));
    let active = 0;
    let most = 0;
    getTicket.mockImplementation(async (id: number) => {
      most = Math.max(most, ++active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      return server.get(id) as Ticket;
    });
    await watch(...ids);
    await pollWatched(context);
    expect(most).toBeLessThanOrEqual(3);
    expect(Object.keys(await ticketIndex.get(SCOPE)).sort()).toEqual(ids.map(String).sort());
    expect((await ticketCache.getMany(SCOPE, ids)).size).toBe(ids.length);
  });
});

describe('desktop notifications', () => {
  it('notifies about fresh activity only when allowed, and a click opens the ticket', async () => {
    const open = vi.fn(async () => {});
    Object.assign(fakeBrowser, { sidePanel: { open } });
    await watch(1);
    await pollWatched(context);
    server.set(1, sampleTicket({ id: 1, title: 'Refund please', lastThreadElementCreationTime: T1 }));
    await pollWatched(context);
    expect(await fakeBrowser.notifications.getAll()).toEqual({});

    permissions.contains.mockResolvedValue(true);
    server.set(
      1,
      sampleTicket({
        id: 1,
        title: 'Refund please',
        lastThreadElementCreationTime: '2026-11-03T12:00:00.000+00:00',
      }),
    );
    await pollWatched(context);
    expect(await fakeBrowser.notifications.getAll()).toHaveProperty(
      notificationIdFor(1, DEFAULT_WORKSPACE_ID),
    );

    await handleNotificationClick(context, notificationIdFor(1, DEFAULT_WORKSPACE_ID));
    expect(open).toHaveBeenCalled();
    expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: 1 });
  });
});
