import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Ticket } from '@/lib/api/schemas';
import { nextToAnswer, queueOrder } from '@/lib/reading/next-ticket';
import {
  type CachedTicket,
  lastSeenStorage,
  recentStorage,
  seenFactsStorage,
  ticketCache,
  watchedStorage,
} from '@/lib/storage/items';
import { SCOPE, sampleTicket } from '@/test/support/samples';

const SEEN = '2026-11-01T10:00:00.000+00:00';
const LATER = '2026-11-02T10:00:00.000+00:00';
const entry = (id: number) => ({ id, at: 1 });
const copy = (id: number, overrides: Partial<Ticket> = {}): CachedTicket => ({
  ticket: sampleTicket({
    id,
    lastThreadElementCreationTime: LATER,
    replyCount: 3,
    status: 'open',
    ...overrides,
  }),
  fetchedAt: 1,
});

describe('queueOrder', () => {
  const state = (cached: CachedTicket[], watched: number[], recent: number[]) => ({
    watched: watched.map(entry),
    recent: recent.map(entry),
    seen: Object.fromEntries(cached.map((c) => [c.ticket.id, SEEN])),
    facts: Object.fromEntries(cached.map((c) => [c.ticket.id, { replyCount: 2, status: 'open' }])),
    cached: new Map(cached.map((c) => [c.ticket.id, c])),
  });

  it('puts Watched tickets with activity first, then Recent ones, each once, never the current one', () => {
    const all = [copy(1), copy(2), copy(3), copy(4)];
    expect(queueOrder(state(all, [2, 4], [1, 2, 3, 9]), 4, new Set())).toEqual([2, 1, 3]);
  });

  it('passes over a ticket without activity, a completed one and an excluded one', () => {
    const quiet = copy(1, { lastThreadElementCreationTime: SEEN });
    const done = copy(2, { status: 'completed' });
    expect(queueOrder(state([quiet, done, copy(3), copy(4)], [1, 2, 3], [4]), 0, new Set([3]))).toEqual([4]);
  });
});

describe('nextToAnswer', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await watchedStorage.set(SCOPE, [entry(10), entry(11)]);
    await recentStorage.set(SCOPE, [entry(12), entry(13)]);
    await lastSeenStorage.set(SCOPE, { 10: SEEN, 11: SEEN, 12: SEEN, 13: SEEN });
    await seenFactsStorage.set(SCOPE, {});
    for (const id of [10, 11, 12]) await ticketCache.set(SCOPE, id, copy(id));
  });

  it('checks the status on the freshest copy: one a colleague just completed is passed over', async () => {
    const fresh = vi.fn(async (id: number) => copy(id, { status: id === 10 ? 'completed' : 'open' }).ticket);
    expect(await nextToAnswer(SCOPE, 99, fresh)).toBe(11);
    expect(fresh.mock.calls.map(([id]) => id)).toEqual([10, 11]);
  });

  it('skips what the exclusion names (snoozed tickets) and the ticket just answered', async () => {
    const fresh = async (id: number) => copy(id).ticket;
    expect(await nextToAnswer(SCOPE, 10, fresh, async () => new Set([11]))).toBe(12);
  });

  it('judges a copy that cannot be read as cached, and answers null when nothing needs the agent', async () => {
    const failing = async (): Promise<Ticket> => {
      throw new Error('offline');
    };
    expect(await nextToAnswer(SCOPE, 10, failing)).toBe(11);
    expect(
      await nextToAnswer(
        SCOPE,
        10,
        async (id) => copy(id).ticket,
        async () => new Set([11, 12]),
      ),
    ).toBe(null);
  });
});
