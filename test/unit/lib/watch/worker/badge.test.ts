import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lastSeenStorage, ticketCache, waitingSendsStorage, watchedStorage } from '@/lib/storage/items';
import { renderBadge } from '@/lib/watch/worker/badge';
import { pollWatched } from '@/lib/watch/worker/poller';
import { SCOPE, SECOND_SCOPE, sampleTicket, twoWorkspaceSettings } from '@/test/support/samples';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

// The watch covers every workspace: each polls its own service into its own scope, and the
// badge counts the tickets with new activity of all of them.

const TICKET = 7;
const SEEN = '2026-11-03T10:00:00.000+00:00';
const NEWER = '2026-11-03T12:00:00.000+00:00';

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace(twoWorkspaceSettings());
  for (const scope of [SCOPE, SECOND_SCOPE]) {
    await watchedStorage.set(scope, [{ id: TICKET, at: 1 }]);
    await lastSeenStorage.set(scope, { [TICKET]: SEEN });
  }
});

describe('watching several workspaces', () => {
  it('polls the watched tickets of every workspace, each from its own service into its own scope', async () => {
    const context = fakeWorkerContext({
      api: { getTicket: async (id: number) => sampleTicket({ id, title: `of ${context.apiCalls.at(-1)}` }) },
    });
    expect((await pollWatched(context)).state).toBe('ok');
    expect(context.apiCalls).toEqual(['default', 'second']);
    expect((await ticketCache.get(SCOPE, TICKET))?.ticket.title).toBe('of default');
    expect((await ticketCache.get(SECOND_SCOPE, TICKET))?.ticket.title).toBe('of second');
  });

  it('the badge counts new activity in all workspaces, the same ticket id once per workspace', async () => {
    await ticketCache.set(SCOPE, TICKET, {
      ticket: sampleTicket({ id: TICKET, lastThreadElementCreationTime: NEWER }),
      fetchedAt: 1,
    });
    expect((await renderBadge()).text).toBe('1');
    await ticketCache.set(SECOND_SCOPE, TICKET, {
      ticket: sampleTicket({ id: TICKET, lastThreadElementCreationTime: NEWER }),
      fetchedAt: 1,
    });
    expect((await renderBadge()).text).toBe('2');
    await lastSeenStorage.set(SCOPE, { [TICKET]: NEWER });
    expect((await renderBadge()).text).toBe('1');
  });

  it('marks replies in the outbox of any workspace ("↑2"), not those in their undo window, and says so', async () => {
    const entry = (scope: string, n: number, queued: boolean) => ({
      scope,
      ticketId: n,
      sendId: `00000000-0000-4000-8000-00000000000${n}`,
      dueAt: 1,
      queued,
    });
    await waitingSendsStorage.setValue([
      entry(SCOPE, 1, true),
      entry(SECOND_SCOPE, 2, true),
      entry(SCOPE, 3, false),
    ]);
    expect(await renderBadge()).toMatchObject({
      text: '↑2',
      title: 'Sidedesk: 2 replies waiting to be sent',
    });
    await waitingSendsStorage.setValue([entry(SCOPE, 3, false)]);
    expect((await renderBadge()).text).toBe('');
  });
});
