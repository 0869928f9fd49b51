// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Ticket } from '@/lib/api/schemas';
import { emptyReplyFields } from '@/lib/records/reply-fields';
import {
  draftIndex,
  draftStorage,
  lastSeenStorage,
  recentStorage,
  seenFactsStorage,
  ticketCache,
  watchedStorage,
} from '@/lib/storage/items';
import { readLastShown, rememberShown } from '@/lib/ticket-lists/first-read';
import { createListUndo } from '@/lib/ticket-lists/list-undo';
import { createTicketListsModel } from '@/lib/ticket-lists/ticket-lists-model';
import { fail } from '@/test/support/fake-client';
import {
  SCOPE,
  SECOND_SCOPE,
  sampleSettings,
  sampleTicket,
  twoWorkspaceSettings,
} from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { fakeWorkerContext, inProcessClient, settle, setUpWorkspace } from '@/test/support/worker';

let stops: (() => void)[] = [];
beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

const OLD = '2026-11-03T10:00:00.000+00:00';
const NEW = '2026-11-04T08:30:00.000+00:00';
const entries = (...ids: number[]) => ids.map((id, at) => ({ id, at }));
const cached = (ticket: Ticket, fetchedAt = 1) => ticketCache.set(SCOPE, ticket.id, { ticket, fetchedAt });

/** The popup's lists over the real worker, whose API answers `getTicket`; started and loaded. */
async function setup(
  getTicket: (ticketId: number) => Promise<Ticket> = async (id) => sampleTicket({ id }),
  options: { concurrency?: number } = {},
) {
  const fake = inProcessClient(fakeWorkerContext({ api: { getTicket: (id: number) => getTicket(id) } }));
  const model = createTicketListsModel(fake.client, options);
  const stop = model.start();
  stops.push(stop);
  await settle();
  return { ...fake, model, stop };
}

describe('Drafts notes', () => {
  const draft = (message: string, updatedAt: number) => ({
    ...emptyReplyFields(),
    message,
    ticketId: 2,
    updatedAt,
  });

  it('a slow read of an older draft never replaces the newer one read after it', async () => {
    await draftStorage.set(SCOPE, 2, draft('First words', 100));
    await draftIndex.set(SCOPE, { 2: 100 });
    let release: () => void = () => undefined;
    const getMany = draftStorage.getMany.bind(draftStorage);
    const slow = vi.spyOn(draftStorage, 'getMany').mockImplementationOnce(async (...args) => {
      const old = await getMany(...args);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return old;
    });
    const { model } = await setup();
    await eventually(() => expect(slow).toHaveBeenCalledTimes(1));
    await draftStorage.set(SCOPE, 2, draft('Second words', 200));
    await draftIndex.set(SCOPE, { 2: 200 });
    await eventually(() => expect(model.draftNotes.value.get(2)?.firstLine).toBe('Second words'));
    release();
    await settle();
    slow.mockRestore();
    expect(model.draftNotes.value.get(2)?.firstLine).toBe('Second words');
  });

  it('stops reading notes when the popup stops the model', async () => {
    await draftStorage.set(SCOPE, 2, draft('First words', 100));
    await draftIndex.set(SCOPE, { 2: 100 });
    const { model, stop } = await setup();
    await eventually(() => expect(model.draftNotes.value.get(2)?.firstLine).toBe('First words'));
    stop();
    const reads = vi.spyOn(draftStorage, 'getMany');
    model.lists.drafts.value = [{ id: 2, at: 300 }];
    await settle();
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });
});

describe('ticket lists model', () => {
  it('keeps a change that arrives while the first read runs: the read is older than the change', async () => {
    await recentStorage.set(SCOPE, entries(1));
    await watchedStorage.set(SCOPE, entries(1));
    const local = fakeBrowser.storage.local;
    const get = local.get.bind(local);
    let changed = false;
    // While the popup reads the cached tickets of its rows, the worker notes #2 (opened just now)
    // and the agent watches #3: the change events come before the read's answer is applied.
    const spy = vi.spyOn(local, 'get').mockImplementation((async (keys: never) => {
      const asked = [keys].flat() as string[];
      if (!changed && asked.some((key) => key.startsWith(`${ticketCache.name}:`))) {
        changed = true;
        await cached(sampleTicket({ id: 2, title: 'Just opened' }));
        await recentStorage.set(SCOPE, [{ id: 2, at: 2 }, ...entries(1)]);
        await watchedStorage.set(SCOPE, [{ id: 3, at: 2 }, ...entries(1)]);
      }
      return get(keys);
    }) as typeof local.get);
    const { model } = await setup();
    spy.mockRestore();
    expect(changed).toBe(true);
    expect(model.lists.recent.value.map((e) => e.id)).toEqual([2, 1]);
    expect(model.lists.watched.value.map((e) => e.id)).toEqual([3, 1]);
    expect(model.rows.recent.value[0]?.ticket?.title).toBe('Just opened');
  });

  it('shows rows from the local cache before any refresh', async () => {
    await recentStorage.set(SCOPE, entries(2, 1));
    await cached(sampleTicket({ id: 1, title: 'Cached one' }));
    const { model, calls } = await setup();
    // The team's inbox link is asked for (no link set here); no ticket is fetched.
    expect(calls).toEqual([{ op: 'getBrokerConfig', scope: SCOPE }]);
    expect(model.rows.recent.value.map((row) => [row.id, row.ticket?.title ?? null])).toEqual([
      [2, null],
      [1, 'Cached one'],
    ]);
  });

  it('a refresh asked for as the popup opens waits for the workspace and fetches every row', async () => {
    await recentStorage.set(SCOPE, entries(3, 2, 1));
    const fake = inProcessClient(
      fakeWorkerContext({ api: { getTicket: async (id: number) => sampleTicket({ id }) } }),
    );
    const model = createTicketListsModel(fake.client);
    stops.push(model.start());
    await model.refresh('recent'); // what the Recent tab does when it first shows, at once
    expect(fake.count('getTicket')).toBe(3);
    expect(model.rows.recent.value.map((row) => row.ticket?.id)).toEqual([3, 2, 1]);
  });

  it('refreshes every ticket with at most four requests at a time', async () => {
    await watchedStorage.set(SCOPE, entries(...Array.from({ length: 10 }, (_, i) => i + 1)));
    let running = 0;
    let peak = 0;
    const { model, count } = await setup(async (ticketId) => {
      peak = Math.max(peak, ++running);
      await settle(1);
      running--;
      return sampleTicket({ id: ticketId, title: `Fresh ${ticketId}` });
    });
    await model.refresh('watched');
    expect(count('getTicket')).toBe(10);
    expect(peak).toBe(4);
    expect(model.rows.watched.value.every((row) => row.ticket?.title === `Fresh ${row.id}`)).toBe(true);
  });

  it('marks new activity only when the last thread element is newer than the last look', async () => {
    await watchedStorage.set(SCOPE, entries(1, 2, 3));
    await lastSeenStorage.set(SCOPE, { 1: OLD, 2: NEW });
    const { model, client } = await setup(async (id) =>
      sampleTicket({ id, lastThreadElementCreationTime: NEW }),
    );
    await model.refresh('watched');
    expect(model.rows.watched.value.map((row) => row.newActivity)).toEqual([true, false, false]);

    // Opened from the popup (launch-model.ts asks the worker): the marker clears through storage.
    await client.call({ op: 'noteOpened', ticketId: 1, openedAt: Date.now() });
    await settle();
    expect(model.rows.watched.value[0]?.newActivity).toBe(false);
    expect((await lastSeenStorage.get(SCOPE))['1']).toBe(NEW);
    expect((await recentStorage.get(SCOPE))[0]?.id).toBe(1);
    await settle();
    expect(model.rows.watched.value[0]?.newActivity).toBe(false);
  });

  it('keeps the cached copy and says why when one ticket is gone', async () => {
    await recentStorage.set(SCOPE, entries(1, 2));
    await cached(sampleTicket({ id: 2, title: 'Old copy' }));
    const { model } = await setup(async (id) => {
      if (id === 2) throw fail('not-found');
      return sampleTicket({ id });
    });
    await model.refresh('recent');
    const row = model.rows.recent.value[1];
    expect(row?.ticket?.title).toBe('Old copy');
    expect(row?.problem).toMatch(/Not found/);
    expect(model.notice.recent.value).toBe('1 of 2 tickets could not be refreshed.');
  });

  it('stops asking after a sign-in failure and says so once', async () => {
    await recentStorage.set(SCOPE, entries(...Array.from({ length: 20 }, (_, i) => i + 1)));
    const { model, count } = await setup(
      async () => {
        throw fail('sign-in-required');
      },
      { concurrency: 1 },
    );
    await model.refresh('recent');
    expect(count('getTicket')).toBe(1);
    expect(model.notice.recent.value).toMatch(/Showing saved copies: Sign in/);
    expect(model.rows.recent.value.every((row) => row.problem === null)).toBe(true);
  });

  it('removes one row and clears a list, through the worker', async () => {
    await recentStorage.set(SCOPE, entries(1, 2, 3));
    await watchedStorage.set(SCOPE, entries(1, 2));
    const { model, requests } = await setup();
    await model.remove('recent', 2);
    await settle();
    expect(requests('removeFromList')).toEqual([
      { op: 'removeFromList', list: 'recent', ticketIds: [2], scope: SCOPE },
    ]);
    expect(model.rows.recent.value.map((row) => row.id)).toEqual([1, 3]);
    await model.remove('watched', 1);
    expect((await watchedStorage.get(SCOPE)).map((e) => e.id)).toEqual([2]);
    await model.clear('recent');
    await settle();
    expect(await recentStorage.get(SCOPE)).toEqual([]);
    expect(model.rows.recent.value).toEqual([]);
    expect(model.rows.watched.value.map((row) => row.id)).toEqual([2]);
  });

  it('follows changes the worker makes to storage', async () => {
    const { model, stop } = await setup();
    await recentStorage.set(SCOPE, entries(9));
    await settle();
    expect(model.rows.recent.value.map((row) => row.id)).toEqual([9]);
    stop();
    await recentStorage.set(SCOPE, entries(8));
    await settle();
    expect(model.rows.recent.value.map((row) => row.id)).toEqual([9]);
  });

  it('shows the lists of the workspace Options makes active, and only those', async () => {
    await recentStorage.set(SCOPE, entries(1));
    await recentStorage.set('other.scope', entries(2));
    const { model } = await setup();
    expect(model.rows.recent.value.map((row) => row.id)).toEqual([1]);
    await setUpWorkspace(sampleSettings({}, { apiBaseUrl: 'https://api2.example' }));
    await settle();
    expect(model.rows.recent.value).toEqual([]);
  });

  it('gives a newly watched ticket a first look, so later activity shows', async () => {
    await cached(sampleTicket({ id: 7, lastThreadElementCreationTime: OLD }));
    const { model } = await setup();
    await model.setWatch(7, true);
    await settle();
    expect(model.watchedIds.value.has(7)).toBe(true);
    expect((await lastSeenStorage.get(SCOPE))['7']).toBe(OLD);
  });
});

describe('ticket lists model: what needs the agent first', () => {
  it('puts rows with new activity first, each group in list order, and counts them per tab', async () => {
    await watchedStorage.set(SCOPE, entries(1, 2, 3, 4));
    await lastSeenStorage.set(SCOPE, { 1: NEW, 2: OLD, 3: NEW, 4: OLD });
    for (const id of [1, 2, 3, 4]) await cached(sampleTicket({ id, lastThreadElementCreationTime: NEW }));
    const { model } = await setup();
    expect(model.rows.watched.value.map((row) => [row.id, row.newActivity])).toEqual([
      [2, true],
      [4, true],
      [1, false],
      [3, false],
    ]);
    expect(model.newCount.watched.value).toBe(2);
    expect(model.newCount.recent.value).toBe(0);
  });

  it('"Mark all seen" clears every marker of the list through the worker', async () => {
    await watchedStorage.set(SCOPE, entries(1, 2));
    await recentStorage.set(SCOPE, entries(3));
    await lastSeenStorage.set(SCOPE, { 1: OLD, 2: OLD, 3: OLD });
    for (const id of [1, 2, 3]) await cached(sampleTicket({ id, lastThreadElementCreationTime: NEW }));
    const { model, requests } = await setup();
    await model.markAllSeen('watched');
    await settle();
    expect(requests('markAllSeen')).toEqual([{ op: 'markAllSeen', scope: SCOPE, ticketIds: [1, 2] }]);
    expect(model.newCount.watched.value).toBe(0);
    expect(model.newCount.recent.value).toBe(1); // another list's ticket stays marked
    expect(await lastSeenStorage.get(SCOPE)).toEqual({ 1: NEW, 2: NEW, 3: OLD });
  });

  it('lists the tickets with a draft, newest draft first, and marks them in the other lists', async () => {
    await recentStorage.set(SCOPE, entries(1, 2));
    await draftIndex.set(SCOPE, { 2: 100, 5: 200 });
    await cached(sampleTicket({ id: 5, title: 'Only a draft' }));
    const { model } = await setup();
    expect(model.rows.drafts.value.map((row) => [row.id, row.ticket?.title ?? null])).toEqual([
      [5, 'Only a draft'],
      [2, null],
    ]);
    expect(model.rows.recent.value.map((row) => row.hasDraft)).toEqual([false, true]);
    await draftIndex.set(SCOPE, { 2: 100 });
    await settle();
    expect(model.rows.drafts.value.map((row) => row.id)).toEqual([2]);
  });

  it('offers Undo after a removal and after clearing, and puts the rows back in place', async () => {
    await recentStorage.set(SCOPE, [
      { id: 3, at: 30 },
      { id: 2, at: 20 },
      { id: 1, at: 10 },
    ]);
    const { model } = await setup();
    await model.remove('recent', 2);
    expect(model.undo.value?.shown.value?.said).toBe('Removed #2.');
    await model.undo.value?.undo();
    await settle();
    expect(model.rows.recent.value.map((row) => row.id)).toEqual([3, 2, 1]);
    expect(model.undo.value?.shown.value).toBeNull();

    await model.clear('recent');
    await settle();
    expect(model.rows.recent.value).toEqual([]);
    expect(model.undo.value?.shown.value?.said).toBe('Cleared 3 tickets.');
    await model.undo.value?.undo();
    await settle();
    expect((await recentStorage.get(SCOPE)).map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('Delete on a Drafts row discards the draft through the worker; Undo brings it back exactly', async () => {
    const { model, client, requests } = await setup();
    const fields = { ...emptyReplyFields(), message: 'Hello, the refund is on its way', parentReplyId: 7 };
    await client.call({ op: 'saveDraft', ticketId: 2, draft: fields, base: null });
    await client.call({ op: 'saveDraft', ticketId: 3, draft: { ...fields, message: 'Other' }, base: null });
    await settle();
    const before = await draftStorage.get(SCOPE, 2);
    const index = await draftIndex.get(SCOPE);
    expect(model.rows.drafts.value.map((row) => row.id).sort()).toEqual([2, 3]);

    await model.discardDraft(2);
    await settle();
    expect(requests('discardDraft')).toEqual([{ op: 'discardDraft', ticketId: 2, scope: SCOPE }]);
    expect(await draftStorage.get(SCOPE, 2)).toBeNull();
    expect(model.rows.drafts.value.map((row) => row.id)).toEqual([3]);
    expect(model.undo.value?.shown.value?.said).toBe('Discarded the draft of #2.');

    await model.undo.value?.undo();
    await settle();
    expect(await draftStorage.get(SCOPE, 2)).toEqual(before);
    expect(await draftIndex.get(SCOPE)).toEqual(index);
    expect(model.rows.drafts.value.map((row) => row.id).sort()).toEqual([2, 3]);
    expect(model.undo.value?.shown.value).toBeNull();
  });

  it("Undo pressed after a workspace switch never puts one workspace's draft or row into the other", async () => {
    await setUpWorkspace(twoWorkspaceSettings());
    const { model, client } = await setup();
    const fields = { ...emptyReplyFields(), message: 'For the first desk only' };
    await client.call({ op: 'saveDraft', ticketId: 2, draft: fields, base: null });
    await recentStorage.set(SCOPE, entries(2));
    await settle();
    const undo = async () => {
      await client.call({ op: 'setActiveWorkspace', workspaceId: 'second' });
      await settle();
      await model.undo.value?.undo(); // as a click on a notice still shown would
      await settle();
    };

    await model.discardDraft(2);
    expect(model.undo.value?.shown.value?.said).toBe('Discarded the draft of #2.');
    await undo();
    expect(model.undo.value?.shown.value).toBeNull(); // the switch took the offer with it
    expect(await draftStorage.get(SECOND_SCOPE, 2)).toBeNull();
    expect(await draftIndex.get(SECOND_SCOPE)).toEqual({});

    await client.call({ op: 'setActiveWorkspace', workspaceId: 'default' });
    await settle();
    await model.remove('recent', 2);
    await undo();
    expect(await recentStorage.get(SECOND_SCOPE)).toEqual([]);
  });

  it('an Undo goes back to the workspace it was offered in, whichever is active', async () => {
    await setUpWorkspace(twoWorkspaceSettings());
    const { client } = inProcessClient(fakeWorkerContext());
    const fields = { ...emptyReplyFields(), message: 'For the first desk only' };
    await client.call({ op: 'saveDraft', ticketId: 2, draft: fields, base: null });
    const { draft } = await client.call({ op: 'discardDraft', ticketId: 2 });
    const undo = createListUndo(client);
    undo.offerDrafts(SCOPE, draft ? [draft] : [], 'Discarded the draft of #2.');
    await client.call({ op: 'setActiveWorkspace', workspaceId: 'second' });
    await undo.undo();
    expect((await draftStorage.get(SCOPE, 2))?.message).toBe('For the first desk only');
    expect(await draftStorage.get(SECOND_SCOPE, 2)).toBeNull();
  });

  it('stops offering Undo after a while', async () => {
    const { client } = inProcessClient(fakeWorkerContext());
    const undo = createListUndo(client, 20);
    undo.offer(SCOPE, 'recent', entries(1), 'Removed #1.');
    expect(undo.shown.value?.said).toBe('Removed #1.');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(undo.shown.value).toBeNull();
    undo.offer(SCOPE, 'recent', [], 'Removed nothing.');
    expect(undo.shown.value).toBeNull(); // nothing taken out: nothing offered
  });
});

describe('ticket lists model and a racing cache writer', () => {
  it('keeps the copy it fetched when an older copy is written back to the stored cache', async () => {
    await watchedStorage.set(SCOPE, entries(1));
    const { model } = await setup(async (id) => sampleTicket({ id, title: 'Fresh', replyCount: 3 }));
    await model.refresh('watched');
    // A late writer puts back a copy fetched before the refresh.
    await cached(sampleTicket({ id: 1, title: 'Stale' }), 100);
    await settle();
    expect(model.rows.watched.value[0]?.ticket?.title).toBe('Fresh');
    await cached(sampleTicket({ id: 1, title: 'Newer' }), Date.now() + 60_000);
    await settle();
    expect(model.rows.watched.value[0]?.ticket?.title).toBe('Newer');
  });
});

describe('ticket lists model refresh on tab switches', () => {
  it('refreshes again only when the last refresh is older than the limit', async () => {
    await recentStorage.set(SCOPE, entries(1));
    const { model, count } = await setup();
    await model.refreshIfStale('recent', 30_000);
    await model.refreshIfStale('recent', 30_000);
    expect(count('getTicket')).toBe(1);
    await model.refreshIfStale('recent', 30_000, Date.now() + 31_000);
    expect(count('getTicket')).toBe(2);
    await model.refresh('recent'); // the Refresh button always fetches
    expect(count('getTicket')).toBe(3);
  });
});

describe('lists read beside the settings (the workspace the popup showed last)', () => {
  beforeEach(() => localStorage.clear());
  const start = async (early: ReturnType<typeof readLastShown>) => {
    const fake = inProcessClient(fakeWorkerContext());
    const model = createTicketListsModel(fake.client);
    stops.push(model.start(undefined, early));
    await settle();
    return model;
  };

  it('reads nothing early on a first open, then notes the workspace it showed', async () => {
    await recentStorage.set(SCOPE, entries(1));
    expect(readLastShown()).toBeNull();
    const model = await start(null);
    expect(model.rows.recent.value.map((row) => row.id)).toEqual([1]);
    expect(readLastShown()?.scope).toBe(SCOPE);
  });

  it('uses the early read when the settings name the same workspace', async () => {
    await recentStorage.set(SCOPE, entries(2, 1));
    await cached(sampleTicket({ id: 1, title: 'Cached one' }));
    rememberShown(SCOPE);
    const model = await start(readLastShown());
    expect(model.rows.recent.value.map((row) => [row.id, row.ticket?.title ?? null])).toEqual([
      [2, null],
      [1, 'Cached one'],
    ]);
  });

  it('a change between the early read and the page’s start (its catalog loading) is not lost', async () => {
    await recentStorage.set(SCOPE, entries(2, 1));
    rememberShown(SCOPE);
    const early = readLastShown();
    await early?.read; // read: the popup now loads its catalog, not yet following the lists
    await recentStorage.set(SCOPE, entries(5, 2, 1)); // the worker notes a ticket meanwhile
    const model = await start(early);
    expect(model.rows.recent.value.map((row) => row.id)).toEqual([5, 2, 1]);
  });

  it('a change of what the agent saw, between the early read and the start, is not lost', async () => {
    await recentStorage.set(SCOPE, entries(1));
    await cached(sampleTicket({ id: 1, lastThreadElementCreationTime: NEW, replyCount: 3 }));
    await lastSeenStorage.set(SCOPE, { 1: OLD });
    await seenFactsStorage.set(SCOPE, { 1: { replyCount: 1 } });
    rememberShown(SCOPE);
    const early = readLastShown();
    await early?.read;
    await seenFactsStorage.set(SCOPE, { 1: { replyCount: 2 } }); // another page's look, meanwhile
    const model = await start(early);
    expect(model.rows.recent.value[0]?.change?.addedReplies).toBe(1);
  });

  it('reads the active workspace again when the early read was of another one', async () => {
    await recentStorage.set(SCOPE, entries(3));
    await recentStorage.set('other.scope', entries(9));
    rememberShown('other.scope');
    const model = await start(readLastShown());
    expect(model.rows.recent.value.map((row) => row.id)).toEqual([3]);
    // It follows the active workspace, not the one it guessed.
    await recentStorage.set('other.scope', entries(8, 9));
    await recentStorage.set(SCOPE, entries(4, 3));
    await settle();
    expect(model.rows.recent.value.map((row) => row.id)).toEqual([4, 3]);
    expect(readLastShown()?.scope).toBe(SCOPE);
  });
});
