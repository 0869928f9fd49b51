import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearUserData } from '@/lib/account/worker/sign-out';
import { tableOf } from '@/lib/api/category-table';
import { getCategories } from '@/lib/categories-and-faq/worker/category-cache';
import { categoriesStorage, ticketCache } from '@/lib/storage/items';
import { readMemo, writeMemo } from '@/lib/storage/worker/memo';
import { cacheTicket, getTicket } from '@/lib/tickets/worker/ticket-service';
import { SCOPE, sampleCategory, sampleTicket } from '@/test/support/samples';
import { fakeWorkerContext, settle, setUpWorkspace } from '@/test/support/worker';

// The worker remembers what it read and wrote (lib/storage/worker/memo.ts). What it must never do:
// serve a value that storage no longer holds because someone else changed it.

const asIs = (stored: unknown) => stored;
let reads: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
  reads = vi.spyOn(browser.storage.local, 'get');
});

describe('storage memo', () => {
  it('reads a key once, then answers from memory', async () => {
    await browser.storage.local.set({ k: { a: 1 } });
    expect(await readMemo('k', asIs)).toEqual({ a: 1 });
    expect(await readMemo('k', asIs)).toEqual({ a: 1 });
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('drops a value that someone else changed or removed', async () => {
    await browser.storage.local.set({ k: 1 });
    await readMemo('k', asIs);
    await browser.storage.local.set({ k: 2 });
    await settle();
    expect(await readMemo('k', asIs)).toBe(2);
    await browser.storage.local.remove('k');
    await settle();
    expect(await readMemo('k', asIs)).toBeUndefined();
  });

  it('remembers its own writes, and their change events keep them', async () => {
    await writeMemo({ k: [{ a: [1, 2] }, 'decoded'], gone: undefined });
    await settle();
    expect(await readMemo('k', asIs)).toBe('decoded');
    expect(reads).not.toHaveBeenCalled();
    expect((await browser.storage.local.get('k')).k).toEqual({ a: [1, 2] });
  });

  it('serves its own write while the write is under way, and forgets a write that failed', async () => {
    const writing = writeMemo({ k: ['stored', 'new'] });
    expect(await readMemo('k', asIs)).toBe('new');
    await writing;
    expect(reads).not.toHaveBeenCalled();
    vi.spyOn(browser.storage.local, 'set').mockRejectedValueOnce(new Error('quota'));
    await expect(writeMemo({ k: ['stored again', 'newer'] })).rejects.toThrow('quota');
    expect(await readMemo('k', asIs)).toBe('stored'); // what storage holds, read again
  });

  it('does not remember a read during which storage changed', async () => {
    await browser.storage.local.set({ k: 'old' });
    const reading = readMemo('k', asIs);
    await browser.storage.local.set({ k: 'new' });
    await reading;
    await settle();
    expect(await readMemo('k', asIs)).toBe('new');
  });

  it('starts over when the browser was reset (its listeners are gone)', async () => {
    await browser.storage.local.set({ k: 'before' });
    await readMemo('k', asIs);
    fakeBrowser.reset();
    await browser.storage.local.set({ k: 'after' });
    expect(await readMemo('k', asIs)).toBe('after');
  });
});

describe('worker caches through the memo', () => {
  it('serves a cached ticket from memory, and nothing after sign-out cleared it', async () => {
    const context = fakeWorkerContext({ api: { getTicket: vi.fn(async () => sampleTicket({ id: 7 })) } });
    const session = await context.session();
    await cacheTicket(session, sampleTicket({ id: 7, title: 'cached' }));
    reads.mockClear();
    expect((await getTicket(context, 7, 60_000)).ticket.title).toBe('cached');
    expect(reads).not.toHaveBeenCalledWith(ticketCache.key(SCOPE, 7));
    await clearUserData();
    await settle();
    expect((await getTicket(context, 7, 60_000)).ticket.title).toBe('Cannot log in'); // fetched again
  });

  it('serves a ticket another context wrote, not the remembered one', async () => {
    const context = fakeWorkerContext();
    await cacheTicket(await context.session(), sampleTicket({ id: 8, title: 'first' }));
    await ticketCache.set(SCOPE, 8, {
      ticket: sampleTicket({ id: 8, title: 'second' }),
      fetchedAt: Date.now(),
    });
    await settle();
    expect((await getTicket(context, 8, 60_000)).ticket.title).toBe('second');
  });

  it('stores the category table as JSON text; a value that is not such text is fetched again', async () => {
    const tree = [sampleCategory(1, 'Billing', [sampleCategory(2, 'Refunds')])];
    const key = categoriesStorage.key(SCOPE);
    await getCategories(fakeWorkerContext({ api: { getCategories: async () => tree } }));
    const stored = (await browser.storage.local.get(key))[key];
    expect(typeof stored).toBe('string');
    expect((await categoriesStorage.get(SCOPE))?.table).toEqual(tableOf(tree));
    // An object (what 0.1 stored; older shapes of the text go with their layout) and junk.
    const older = { value: tree, fetchedAt: Date.now() };
    for (const old of [older, '{"value":', 42]) {
      await browser.storage.local.set({ [key]: old });
      await settle();
      const api = { getCategories: vi.fn(async () => [sampleCategory(3, 'Fresh')]) };
      const answer = await getCategories(fakeWorkerContext({ api }));
      expect(answer.table.names).toEqual(['Fresh']);
      expect(api.getCategories).toHaveBeenCalledTimes(1);
      expect((await categoriesStorage.get(SCOPE))?.table.names).toEqual(['Fresh']);
    }
  });
});
