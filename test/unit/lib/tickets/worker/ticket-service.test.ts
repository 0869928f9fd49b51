import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recentStorage, ticketCache, ticketIndex } from '@/lib/storage/items';
import { touchRecent } from '@/lib/tickets/worker/ticket-lists';
import {
  answerTicket,
  cacheTicket,
  getTicket,
  TICKET_CACHE_BOUNDS,
} from '@/lib/tickets/worker/ticket-service';
import type { Session } from '@/lib/worker/context';
import { SCOPE, sampleTicket } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

let session: Session;
beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
  session = await fakeWorkerContext().session();
});
afterEach(() => vi.useRealTimers());

const cachedIds = async () => Object.keys(await ticketIndex.get(SCOPE)).map(Number);

describe('ticket cache', () => {
  it('keeps every ticket when many are cached at once', async () => {
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => cacheTicket(session, sampleTicket({ id: 100 + i }))),
    );
    const ids = Array.from({ length: 25 }, (_, i) => 100 + i);
    expect((await cachedIds()).sort((a, b) => a - b)).toEqual(ids);
    expect((await ticketCache.getMany(SCOPE, ids)).size).toBe(25);
  });

  it('drops the least recently fetched tickets beyond its cap', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 305; i++) {
      vi.setSystemTime(1_800_000_000_000 + i * 1000);
      await cacheTicket(session, sampleTicket({ id: 1000 + i }));
    }
    expect(await cachedIds()).toHaveLength(TICKET_CACHE_BOUNDS.cap);
    expect(await ticketCache.get(SCOPE, 1304)).not.toBeNull();
    expect(await ticketCache.get(SCOPE, 1000)).toBeNull();
    expect(await ticketCache.get(SCOPE, 1004)).toBeNull();
    expect(await ticketCache.get(SCOPE, 1005)).not.toBeNull();
  });

  it('writes one key per ticket: caching one leaves the others untouched', async () => {
    await cacheTicket(session, sampleTicket({ id: 1 }));
    const seen: number[] = [];
    const unwatch = ticketCache.watchAll(SCOPE, (id) => seen.push(id));
    await cacheTicket(session, sampleTicket({ id: 2 }));
    unwatch();
    expect(seen).toEqual([2]);
  });
});

describe('a copy is dated when it was fetched', () => {
  it('a slow fetch started first never writes its older copy over one fetched after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let answerSlow: (ticket: ReturnType<typeof sampleTicket>) => void = () => undefined;
    const getTicketApi = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerSlow = resolve)))
      .mockImplementationOnce(async () => sampleTicket({ id: 7, replyCount: 9 }));
    const context = fakeWorkerContext({ api: { getTicket: getTicketApi } });
    vi.setSystemTime(1_800_000_000_000);
    const slow = getTicket(context, 7); // a poll, asked first
    await eventually(() => expect(getTicketApi).toHaveBeenCalledTimes(1));
    vi.setSystemTime(1_800_000_005_000);
    const fresh = await getTicket(context, 7); // the panel, asked later, answered first
    expect(fresh.fetchedAt).toBe(1_800_000_005_000);
    vi.setSystemTime(1_800_000_009_000);
    answerSlow(sampleTicket({ id: 7, replyCount: 8 }));
    await slow;
    const cached = await ticketCache.get(SCOPE, 7);
    expect(cached?.ticket.replyCount).toBe(9);
    expect(cached?.fetchedAt).toBe(1_800_000_005_000);
  });

  it('the poller stamps its copies with the start of its request, and an older one is not kept', async () => {
    const now = Date.now();
    await cacheTicket(session, sampleTicket({ id: 8, replyCount: 9 }), now - 2000);
    const kept = await cacheTicket(session, sampleTicket({ id: 8, replyCount: 8 }), now - 3000);
    expect(kept.ticket.replyCount).toBe(9);
    expect((await ticketCache.get(SCOPE, 8))?.ticket.replyCount).toBe(9);
    await cacheTicket(session, sampleTicket({ id: 8, replyCount: 10 }), now - 1000);
    expect((await ticketCache.get(SCOPE, 8))?.ticket.replyCount).toBe(10);
  });
});

describe('list writes in the worker', () => {
  it('serializes concurrent changes and loses none', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => touchRecent(session, i + 1, i)));
    expect((await recentStorage.get(SCOPE)).map((e) => e.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});

describe('a ticket a page asks for', () => {
  it('is answered, then stored for the next look and for offline', async () => {
    const context = fakeWorkerContext({ api: { getTicket: async (id: number) => sampleTicket({ id }) } });
    const stored = new Promise<number>((resolve) => {
      const unwatch = ticketCache.watchAll(SCOPE, (id) => {
        unwatch();
        resolve(id);
      });
    });
    expect((await answerTicket(context, 12)).ticket.id).toBe(12);
    expect(await stored).toBe(12);
    expect((await answerTicket(context, 12, 60_000)).ticket.id).toBe(12); // from the cache now
    expect(await ticketCache.get(SCOPE, 12)).not.toBeNull();
  });

  it('is answered even when storage is full; only the saved copy is missing', async () => {
    const context = fakeWorkerContext({ api: { getTicket: async (id: number) => sampleTicket({ id }) } });
    const full = vi
      .spyOn(fakeBrowser.storage.local, 'set')
      .mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    expect((await answerTicket(context, 13)).ticket.id).toBe(13);
    await eventually(() => expect(full).toHaveBeenCalled());
    full.mockRestore();
    expect(await ticketCache.get(SCOPE, 13)).toBeNull();
  });
});
