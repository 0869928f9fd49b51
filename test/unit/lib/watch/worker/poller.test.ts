import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidedeskError } from '@/lib/api/errors';
import type { Ticket } from '@/lib/api/schemas';
import { settingsStorage } from '@/lib/settings/items';
import { DEFAULT_WORKSPACE_ID } from '@/lib/settings/workspace';
import {
  lastSeenStorage,
  seenFactsStorage,
  ticketCache,
  ticketIndex,
  watchedStorage,
  watchStateStorage,
} from '@/lib/storage/items';
import { renderBadge } from '@/lib/watch/worker/badge';
import { handleNotificationClick, notificationIdFor } from '@/lib/watch/worker/notifications';
import { pollWatched, pollWatchedOnce, scheduleWatch, WATCH_ALARM } from '@/lib/watch/worker/poller';
import { SCOPE, sampleTicket } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { panelShown, showPanel } from '@/test/support/view';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

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

describe('a poll asked for while one runs', () => {
  it('runs once more after it: a reply that came after the running poll read the ticket is found', async () => {
    await watch(1);
    let release = () => {};
    getTicket.mockImplementationOnce(async (id: number) => {
      const copy = server.get(id) as Ticket; // read before the customer writes…
      await new Promise<void>((r) => (release = r));
      return copy;
    });
    const first = pollWatchedOnce(context);
    await eventually(() => expect(getTicket).toHaveBeenCalledTimes(1));
    // …who writes now; the agent's page (or the alarm) asks for a poll while the first runs.
    server.set(1, sampleTicket({ id: 1, lastThreadElementCreationTime: T1 }));
    const second = pollWatchedOnce(context);
    const third = pollWatchedOnce(context);
    expect(third).toBe(second); // one follow-up, however many ask meanwhile
    release();
    await first;
    await second;
    expect(getTicket).toHaveBeenCalledTimes(2);
    await renderBadge();
    expect(await badge()).toBe('1');
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

describe('what a notification says', () => {
  const T2 = '2026-11-03T12:00:00.000+00:00';
  let created: { id: string; title: string; message: string }[];
  beforeEach(async () => {
    created = [];
    permissions.contains.mockResolvedValue(true);
    const create = fakeBrowser.notifications.create.bind(fakeBrowser.notifications);
    vi.spyOn(fakeBrowser.notifications, 'create').mockImplementation((async (
      id: string,
      options: { title: string; message: string },
    ) => {
      created.push({ id, title: options.title, message: options.message });
      return create(id, options as never);
    }) as never);
    await watch(1, 2, 3);
    await seenFactsStorage.set(SCOPE, { 1: { replyCount: 2, status: 'completed' }, 2: { replyCount: 2 } });
    for (const id of [1, 2, 3]) server.set(id, sampleTicket({ id, title: `Ticket ${id}`, replyCount: 2 }));
    server.set(1, { ...(server.get(1) as Ticket), lastThreadElementCreationTime: T0, status: 'completed' });
    await pollWatched(context);
  });
  const change = (id: number, overrides: Partial<Ticket>) =>
    server.set(id, { ...(server.get(id) as Ticket), lastThreadElementCreationTime: T2, ...overrides });

  it('one ticket: "#id Title" above what changed', async () => {
    change(1, { replyCount: 4, status: 'open' });
    await pollWatched(context);
    expect(created).toEqual([
      {
        id: notificationIdFor(1, DEFAULT_WORKSPACE_ID),
        title: '#1 Ticket 1',
        message: '+2 replies · reopened',
      },
    ]);
  });

  it('a change another page cached before the poll (the popup’s refresh) is still told, once', async () => {
    change(2, { replyCount: 3 });
    await ticketCache.set(SCOPE, 2, { ticket: server.get(2) as Ticket, fetchedAt: Date.now() });
    await pollWatched(context);
    expect(created.map((one) => [one.id, one.message])).toEqual([
      [notificationIdFor(2, DEFAULT_WORKSPACE_ID), '+1 reply'],
    ]);
    await pollWatched(context);
    expect(created).toHaveLength(1);
  });

  it('several tickets in one poll: one notification that lists them', async () => {
    change(1, { replyCount: 3, status: 'open' });
    change(2, { replyCount: 3 });
    await pollWatched(context);
    expect(created).toEqual([
      {
        id: notificationIdFor(1, DEFAULT_WORKSPACE_ID),
        title: '2 tickets changed',
        message: '#1 Ticket 1: +1 reply · reopened\n#2 Ticket 2: +1 reply',
      },
    ]);
  });

  it('hides the titles when the agent asks', async () => {
    await settingsStorage.setValue({ ...(await settingsStorage.getValue()), hideNotificationTitles: true });
    change(2, { replyCount: 3 });
    await pollWatched(context);
    expect(created).toEqual([expect.objectContaining({ title: '#2', message: '+1 reply' })]);
  });

  it('none for the ticket the open side panel shows; the others still', async () => {
    Object.assign(fakeBrowser.runtime, { getContexts: async () => [{ contextType: 'SIDE_PANEL' }] });
    await showPanel({ scope: SCOPE, ticketId: 2 });
    change(2, { replyCount: 3 });
    await pollWatched(context);
    expect(created).toEqual([]);
    change(3, { replyCount: 3 });
    await pollWatched(context);
    expect(created).toEqual([expect.objectContaining({ title: '#3 Ticket 3' })]);
  });

  it('a click opens the panel on the ticket and counts it as seen', async () => {
    Object.assign(fakeBrowser, { sidePanel: { open: vi.fn(async () => {}) } });
    change(2, { replyCount: 3 });
    await pollWatched(context);
    await handleNotificationClick(context, created[0]?.id as string);
    expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: 2 });
    expect((await lastSeenStorage.get(SCOPE))[2]).toBe(T2);
    expect(await badge()).toBe('');
  });

  describe('in Firefox, whose notification click carries no user input (the sidebar refuses to open)', () => {
    const sidebarAction = {
      open: vi.fn(async () => {
        throw new Error('sidebarAction.open may only be called from a user input handler');
      }),
      isOpen: vi.fn(async () => false),
    };
    beforeEach(() => {
      delete (fakeBrowser as { sidePanel?: unknown }).sidePanel;
      Object.assign(fakeBrowser, { sidebarAction });
      Object.assign(fakeBrowser.runtime, { getContexts: async () => [] }); // no panel page open
      sidebarAction.isOpen.mockResolvedValue(false);
    });
    afterEach(() => {
      delete (fakeBrowser as { sidebarAction?: unknown }).sidebarAction;
    });

    it('a click opens the panel page in a tab on the ticket and counts it as seen', async () => {
      const create = vi.spyOn(fakeBrowser.tabs, 'create');
      change(2, { replyCount: 3 });
      await pollWatched(context);
      await handleNotificationClick(context, created[0]?.id as string);
      expect(sidebarAction.open).toHaveBeenCalled();
      expect(create).toHaveBeenCalledWith({ url: fakeBrowser.runtime.getURL('/sidepanel.html') });
      expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: 2 });
      expect((await lastSeenStorage.get(SCOPE))[2]).toBe(T2);
    });

    it('with the panel page open in a tab, the click brings that tab forward', async () => {
      const page = fakeBrowser.runtime.getURL('/sidepanel.html');
      Object.assign(fakeBrowser.runtime, {
        getContexts: async () => [{ contextType: 'TAB', documentUrl: page, tabId: 7, windowId: 3 }],
      });
      const update = vi.spyOn(fakeBrowser.tabs, 'update').mockResolvedValue({ windowId: 3 } as never);
      const create = vi.spyOn(fakeBrowser.tabs, 'create');
      change(2, { replyCount: 3 });
      await pollWatched(context);
      await handleNotificationClick(context, created[0]?.id as string);
      expect(update).toHaveBeenCalledWith(7, { active: true });
      expect(create).not.toHaveBeenCalled();
      expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: 2 });
    });

    it('with the sidebar open, the click turns it to the ticket and opens no tab', async () => {
      sidebarAction.isOpen.mockResolvedValue(true);
      const create = vi.spyOn(fakeBrowser.tabs, 'create');
      change(2, { replyCount: 3 });
      await pollWatched(context);
      await handleNotificationClick(context, created[0]?.id as string);
      expect(create).not.toHaveBeenCalled();
      expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: 2 });
    });
  });
});
