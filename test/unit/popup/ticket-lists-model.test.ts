import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createTicketListsModel } from '../../../components/popup/ticket-lists-model';
import { lastSeenStorage, recentStorage, ticketCacheStorage, watchedStorage } from '../../../lib/storage';
import { sampleTicket } from '../../support/samples';
import { fail, fakeClient, settle } from './fake-client';

beforeEach(() => fakeBrowser.reset());

const OLD = '2026-11-03T10:00:00.000+00:00';
const NEW = '2026-11-04T08:30:00.000+00:00';
const entries = (...ids: number[]) => ids.map((id, at) => ({ id, at }));

describe('ticket lists model', () => {
  it('shows rows from the local cache before any refresh', async () => {
    await recentStorage.setValue(entries(2, 1));
    await ticketCacheStorage.setValue({
      1: { ticket: sampleTicket({ id: 1, title: 'Cached one' }), fetchedAt: 1 },
    });
    const { client, calls } = fakeClient({});
    const model = createTicketListsModel(client);
    model.start();
    await settle();
    expect(calls).toEqual([]);
    expect(model.rows.recent.value.map((row) => [row.id, row.ticket?.title ?? null])).toEqual([
      [2, null],
      [1, 'Cached one'],
    ]);
  });

  it('refreshes every ticket with at most four requests at a time', async () => {
    await watchedStorage.setValue(entries(...Array.from({ length: 10 }, (_, i) => i + 1)));
    let running = 0;
    let peak = 0;
    const { client, count } = fakeClient({
      getTicket: async ({ ticketId }) => {
        peak = Math.max(peak, ++running);
        await settle();
        running--;
        return { ticket: sampleTicket({ id: ticketId, title: `Fresh ${ticketId}` }), fetchedAt: 2 };
      },
    });
    const model = createTicketListsModel(client);
    await model.refresh('watched');
    expect(count('getTicket')).toBe(10);
    expect(peak).toBe(4);
    expect(model.rows.watched.value.every((row) => row.ticket?.title === `Fresh ${row.id}`)).toBe(true);
  });

  it('marks new activity only when the last thread element is newer than the last look', async () => {
    await watchedStorage.setValue(entries(1, 2, 3));
    await lastSeenStorage.setValue({ 1: OLD, 2: NEW });
    const { client } = fakeClient({
      getTicket: ({ ticketId }) => ({
        ticket: sampleTicket({ id: ticketId, lastThreadElementCreationTime: NEW }),
        fetchedAt: 2,
      }),
    });
    const model = createTicketListsModel(client);
    await model.refresh('watched');
    expect(model.rows.watched.value.map((row) => row.newActivity)).toEqual([true, false, false]);

    await model.noteOpened(sampleTicket({ id: 1, lastThreadElementCreationTime: NEW }));
    expect(model.rows.watched.value[0]?.newActivity).toBe(false);
    expect((await lastSeenStorage.getValue())['1']).toBe(NEW);
    expect((await recentStorage.getValue())[0]?.id).toBe(1);
  });

  it('keeps the cached copy and says why when one ticket is gone', async () => {
    await recentStorage.setValue(entries(1, 2));
    await ticketCacheStorage.setValue({
      2: { ticket: sampleTicket({ id: 2, title: 'Old copy' }), fetchedAt: 1 },
    });
    const { client } = fakeClient({
      getTicket: ({ ticketId }) => {
        if (ticketId === 2) throw fail('not-found');
        return { ticket: sampleTicket({ id: ticketId }), fetchedAt: 2 };
      },
    });
    const model = createTicketListsModel(client);
    await model.refresh('recent');
    const row = model.rows.recent.value[1];
    expect(row?.ticket?.title).toBe('Old copy');
    expect(row?.problem).toMatch(/Not found/);
    expect(model.notice.recent.value).toBe('1 of 2 tickets could not be refreshed.');
  });

  it('stops asking after a sign-in failure and says so once', async () => {
    await recentStorage.setValue(entries(...Array.from({ length: 20 }, (_, i) => i + 1)));
    const { client, count } = fakeClient({
      getTicket: () => {
        throw fail('sign-in-required');
      },
    });
    const model = createTicketListsModel(client, { concurrency: 1 });
    await model.refresh('recent');
    expect(count('getTicket')).toBe(1);
    expect(model.notice.recent.value).toMatch(/Showing saved copies: Sign in/);
    expect(model.rows.recent.value.every((row) => row.problem === null)).toBe(true);
  });

  it('removes one row and clears a list', async () => {
    await recentStorage.setValue(entries(1, 2, 3));
    await watchedStorage.setValue(entries(1, 2));
    const model = createTicketListsModel(fakeClient({}).client);
    await model.reload();
    await model.remove('recent', 2);
    expect(model.rows.recent.value.map((row) => row.id)).toEqual([1, 3]);
    await model.remove('watched', 1);
    expect((await watchedStorage.getValue()).map((e) => e.id)).toEqual([2]);
    await model.clear('recent');
    expect(await recentStorage.getValue()).toEqual([]);
    expect(model.rows.recent.value).toEqual([]);
    expect(model.rows.watched.value.map((row) => row.id)).toEqual([2]);
  });

  it('follows changes other pages make to storage', async () => {
    const model = createTicketListsModel(fakeClient({}).client);
    const stop = model.start();
    await settle();
    await recentStorage.setValue(entries(9));
    await settle();
    expect(model.rows.recent.value.map((row) => row.id)).toEqual([9]);
    stop();
    await recentStorage.setValue(entries(8));
    await settle();
    expect(model.rows.recent.value.map((row) => row.id)).toEqual([9]);
  });

  it('gives a newly watched ticket a first look, so later activity shows', async () => {
    await ticketCacheStorage.setValue({
      7: { ticket: sampleTicket({ id: 7, lastThreadElementCreationTime: OLD }), fetchedAt: 1 },
    });
    const model = createTicketListsModel(fakeClient({}).client);
    await model.reload();
    await model.setWatch(7, true);
    expect(model.watchedIds.value.has(7)).toBe(true);
    expect((await lastSeenStorage.getValue())['7']).toBe(OLD);
  });
});

describe('ticket lists model and a racing cache writer', () => {
  it('keeps the copy it fetched when an older copy is written back to the stored cache', async () => {
    await watchedStorage.setValue(entries(1));
    const { client } = fakeClient({
      getTicket: ({ ticketId }) => ({
        ticket: sampleTicket({ id: ticketId, title: 'Fresh', replyCount: 3 }),
        fetchedAt: 200,
      }),
    });
    const model = createTicketListsModel(client);
    const stop = model.start();
    await model.refresh('watched');
    // Another writer (read-modify-write of the whole cache) puts back what it read before.
    await ticketCacheStorage.setValue({
      1: { ticket: sampleTicket({ id: 1, title: 'Stale' }), fetchedAt: 100 },
    });
    await settle();
    expect(model.rows.watched.value[0]?.ticket?.title).toBe('Fresh');
    await ticketCacheStorage.setValue({
      1: { ticket: sampleTicket({ id: 1, title: 'Newer' }), fetchedAt: 300 },
    });
    await settle();
    expect(model.rows.watched.value[0]?.ticket?.title).toBe('Newer');
    stop();
  });
});

describe('ticket lists model refresh on tab switches', () => {
  it('refreshes again only when the last refresh is older than the limit', async () => {
    await recentStorage.setValue(entries(1));
    const { client, count } = fakeClient({
      getTicket: ({ ticketId }) => ({ ticket: sampleTicket({ id: ticketId }), fetchedAt: 1 }),
    });
    const model = createTicketListsModel(client);
    await model.refreshIfStale('recent', 30_000);
    await model.refreshIfStale('recent', 30_000);
    expect(count('getTicket')).toBe(1);
    await model.refreshIfStale('recent', 30_000, Date.now() + 31_000);
    expect(count('getTicket')).toBe(2);
    await model.refresh('recent'); // the Refresh button always fetches
    expect(count('getTicket')).toBe(3);
  });
});
