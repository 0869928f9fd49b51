import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lastSeenStorage, seenFactsStorage } from '@/lib/storage/items';
import { changeSince, isReopened } from '@/lib/tickets/ticket-change';
import { markAllSeen, noteOpened } from '@/lib/tickets/worker/ticket-lists';
import { cacheTicket } from '@/lib/tickets/worker/ticket-service';
import { SCOPE, sampleSettings, sampleTicket } from '@/test/support/samples';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

const THEN = '2026-11-03T10:00:00.000+00:00';
const NOW = '2026-11-03T11:00:00.000+00:00';

describe('what changed since the last look', () => {
  it('says replies added, the status move and the time of the last activity', () => {
    const ticket = { lastThreadElementCreationTime: NOW, replyCount: 5, status: 'open' };
    const change = changeSince(ticket, THEN, { replyCount: 3, status: 'completed' });
    expect(change).toEqual({ addedReplies: 2, status: { from: 'completed', to: 'open' }, at: NOW });
    expect(change?.status && isReopened(change.status)).toBe(true);
    expect(isReopened({ from: 'pending', to: 'open' })).toBe(false);
  });

  it('is nothing without new activity, and an unknown count is said as unknown', () => {
    const ticket = { lastThreadElementCreationTime: THEN, replyCount: 5, status: 'open' };
    expect(changeSince(ticket, THEN, { replyCount: 3, status: 'completed' })).toBeNull();
    expect(changeSince(ticket, undefined, undefined)).toBeNull(); // never looked: nothing to compare
    expect(changeSince({ ...ticket, lastThreadElementCreationTime: NOW }, THEN, undefined)).toEqual({
      addedReplies: null,
      at: NOW,
    });
  });
});

describe('the worker remembers what the agent saw', () => {
  const context = fakeWorkerContext();
  beforeEach(async () => {
    fakeBrowser.reset();
    await setUpWorkspace(sampleSettings());
  });

  it('opening a ticket records its last activity, reply count and status', async () => {
    const session = await context.session();
    await cacheTicket(
      session,
      sampleTicket({ id: 9, replyCount: 4, status: 'pending', lastThreadElementCreationTime: NOW }),
    );
    await noteOpened(session, 9);
    expect((await lastSeenStorage.get(SCOPE))['9']).toBe(NOW);
    expect((await seenFactsStorage.get(SCOPE))['9']).toEqual({ replyCount: 4, status: 'pending' });
  });

  it('Mark all seen records the facts of every cached ticket', async () => {
    const session = await context.session();
    for (const id of [1, 2])
      await cacheTicket(session, sampleTicket({ id, replyCount: id, lastThreadElementCreationTime: NOW }));
    await markAllSeen(session, [1, 2, 3]);
    expect(await seenFactsStorage.get(SCOPE)).toEqual({
      1: { replyCount: 1, status: 'open' },
      2: { replyCount: 2, status: 'open' },
    });
  });
});
