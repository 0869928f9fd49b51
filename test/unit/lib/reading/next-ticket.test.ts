import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Ticket } from '@/lib/api/schemas';
import { nextToAnswer, queueOrder } from '@/lib/reading/next-ticket';
import {
  type CachedTicket,
  lastSeenStorage,
  recentStorage,
  ticketCache,
  watchedStorage,
} from '@/lib/storage/items';
import { watchedWithNewActivity } from '@/lib/tickets/new-activity';
import { SCOPE, SECOND_SCOPE, sampleTicket } from '@/test/support/samples';

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

/** A ticket of the first workspace. */
const here = (ticketId: number) => ({ scope: SCOPE, ticketId });

describe('queueOrder', () => {
  const state = (cached: CachedTicket[], watched: number[], recent: number[]) => ({
    watched: watched.map(entry),
    recent: recent.map(entry),
    seen: Object.fromEntries(cached.map((c) => [c.ticket.id, SEEN])),
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
    for (const id of [10, 11, 12]) await ticketCache.set(SCOPE, id, copy(id));
  });

  it('checks the status on the freshest copy: one a colleague just completed is passed over', async () => {
    const fresh = vi.fn(
      async (_scope: string, id: number) => copy(id, { status: id === 10 ? 'completed' : 'open' }).ticket,
    );
    expect(await nextToAnswer([SCOPE], here(99), fresh)).toEqual(here(11));
    expect(fresh.mock.calls.map(([, id]) => id)).toEqual([10, 11]);
  });

  it('skips what the exclusion names (snoozed tickets) and the ticket just answered', async () => {
    const fresh = async (_scope: string, id: number) => copy(id).ticket;
    expect(await nextToAnswer([SCOPE], here(10), fresh, async () => new Set([11]))).toEqual(here(12));
  });

  it('judges a copy that cannot be read as cached, and answers null when nothing needs the agent', async () => {
    const failing = async (): Promise<Ticket> => {
      throw new Error('offline');
    };
    expect(await nextToAnswer([SCOPE], here(10), failing)).toEqual(here(11));
    expect(
      await nextToAnswer(
        [SCOPE],
        here(10),
        async (_scope, id) => copy(id).ticket,
        async () => new Set([11, 12]),
      ),
    ).toBe(null);
  });
});

describe('nextToAnswer across workspaces', () => {
  const fresh = async (_scope: string, id: number) => copy(id).ticket;

  beforeEach(async () => {
    fakeBrowser.reset();
    // The pane's workspace: only the ticket just answered has activity.
    await watchedStorage.set(SCOPE, [entry(10)]);
    await lastSeenStorage.set(SCOPE, { 10: SEEN });
    await ticketCache.set(SCOPE, 10, copy(10));
    // The other workspace: a watched ticket with activity (the badge counts it), the same id too.
    await watchedStorage.set(SECOND_SCOPE, [entry(10), entry(20)]);
    await lastSeenStorage.set(SECOND_SCOPE, { 10: SEEN, 20: SEEN });
    await ticketCache.set(SECOND_SCOPE, 10, copy(10, { lastThreadElementCreationTime: SEEN }));
    await ticketCache.set(SECOND_SCOPE, 20, copy(20));
  });

  it('offers a ticket the badge counts in another workspace when the pane’s has none, with its workspace', async () => {
    expect(await watchedWithNewActivity(SECOND_SCOPE)).toEqual([20]);
    expect(await nextToAnswer([SCOPE, SECOND_SCOPE], here(10), fresh)).toEqual({
      scope: SECOND_SCOPE,
      ticketId: 20,
    });
  });

  it('prefers the pane’s workspace, and looks in no workspace the badge does not count', async () => {
    await watchedStorage.set(SCOPE, [entry(10), entry(11)]);
    await lastSeenStorage.set(SCOPE, { 10: SEEN, 11: SEEN });
    await ticketCache.set(SCOPE, 11, copy(11));
    expect(await nextToAnswer([SECOND_SCOPE, SCOPE], here(10), fresh)).toEqual(here(11));
    expect(await nextToAnswer([SCOPE], here(11), fresh)).toEqual(here(10));
    await watchedStorage.set(SCOPE, []);
    expect(await nextToAnswer([SCOPE], here(10), fresh)).toBe(null);
  });

  it('passes over the other workspace’s snoozed and completed tickets, asking each in its own workspace', async () => {
    const asked: string[] = [];
    const seen = async (scope: string, id: number) => {
      asked.push(`${scope === SCOPE ? 'first' : 'second'}:${id}`);
      return copy(id, { status: id === 20 ? 'completed' : 'open' }).ticket;
    };
    expect(await nextToAnswer([SCOPE, SECOND_SCOPE], here(10), seen)).toBe(null);
    expect(asked).toEqual(['second:20']);
    const snoozed = async (scope: string) => new Set(scope === SECOND_SCOPE ? [20] : []);
    expect(await nextToAnswer([SCOPE, SECOND_SCOPE], here(10), fresh, snoozed)).toBe(null);
  });
});
