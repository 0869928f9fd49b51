import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidedeskError } from '@/lib/api/errors';
import type { Category } from '@/lib/api/schemas';
import { createTicketModel } from '@/lib/reading/ticket-model';
import { agentStorage, lastSeenStorage, recentStorage, ticketCache } from '@/lib/storage/items';
import { fakeClient } from '@/test/support/fake-client';
import { SCOPE, sampleCategory, sampleTicket } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { fakeWorkerContext, inProcessClient, settle, setUpWorkspace } from '@/test/support/worker';

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});

const category = (id: number, name: string, children: Category[] = []) => sampleCategory(id, name, children);
const tree = [
  category(1, 'Billing', [category(12, 'Refunds', [category(123, 'Cards')])]),
  category(2, 'Other'),
];

describe('ticket model', () => {
  it('a pane that shows its ticket late puts it in Recent by the time it was asked for, below tickets opened since', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // The first ticket's read is slow (a panel that just opened, a loaded machine).
    const getTicket = async (id: number) =>
      (id === 50 ? answered : Promise.resolve()).then(() => sampleTicket({ id }));
    const { client } = inProcessClient(fakeWorkerContext({ api: { getTicket } }));
    const asked = Date.now() - 3_000;
    const first = createTicketModel(client, 50, asked);
    const loading = first.load();
    // Meanwhile the agent opened 51 and 52 from the popup, and they were noted.
    await client.call({ op: 'noteOpened', ticketId: 51, openedAt: asked + 1_000 });
    await client.call({ op: 'noteOpened', ticketId: 52, openedAt: asked + 2_000 });
    answer();
    await loading;
    await eventually(async () => expect(await recentStorage.get(SCOPE)).toHaveLength(3));
    expect((await recentStorage.get(SCOPE)).map((e) => e.id)).toEqual([52, 51, 50]);
  });

  it('reads once when the copy was fetched for this ask, however slowly it came', async () => {
    const getTicket = vi.fn(async () => {
      vi.setSystemTime(Date.now() + 6_000); // the service answered after 6 s (a loaded machine)
      return sampleTicket({ id: 60 });
    });
    const { client } = inProcessClient(fakeWorkerContext({ api: { getTicket } }));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await createTicketModel(client, 60, Date.now(), SCOPE).load();
    } finally {
      vi.useRealTimers();
    }
    expect(getTicket).toHaveBeenCalledTimes(1);
  });

  it('names who holds the lock, unless it is the signed-in agent (learnt when the worker stores them)', async () => {
    const lockedBy = { id: 7, name: 'Alex Agent', email: 'agent@sidedesk.test' };
    const getTicket = async () => sampleTicket({ lockedBy });
    const { client } = inProcessClient(fakeWorkerContext({ api: { getTicket } }));
    const model = createTicketModel(client, 4478963, Date.now(), SCOPE);
    await model.load();
    expect(model.lock.value).toBe('Alex Agent');
    await agentStorage.set(SCOPE, { name: 'Alex Agent', email: 'agent@sidedesk.test' });
    await eventually(() => expect(model.lock.value).toBeUndefined());
    await agentStorage.set(SCOPE, { name: 'Priya Shah', email: 'priya@sidedesk.test' });
    await eventually(() => expect(model.lock.value).toBe('Alex Agent'));
    model[Symbol.dispose]();
  });

  it('shows the cached ticket at once, then the fresh one', async () => {
    await ticketCache.set(SCOPE, 4478963, {
      ticket: sampleTicket({ status: 'open' }),
      fetchedAt: Date.now() - 60_000,
    });
    const fresh = sampleTicket({
      status: 'completed',
      lastThreadElementCreationTime: '2026-11-04T09:00:00.000Z',
    });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const getTicket = async () => answered.then(() => fresh);
    const { client, requests } = inProcessClient(fakeWorkerContext({ api: { getTicket } }));
    const model = createTicketModel(client, 4478963);
    const loading = model.load();
    await eventually(() => expect(model.ticket.value?.status).toBe('open'));
    answer();
    await loading;
    expect(requests('getTicket')).toHaveLength(2);
    expect(model.ticket.value?.status).toBe('completed');
    // The worker marks it seen as of what it cached, and moves it to the top of Recent.
    await eventually(async () =>
      expect(await lastSeenStorage.get(SCOPE)).toEqual({ 4478963: fresh.lastThreadElementCreationTime }),
    );
    expect((await recentStorage.get(SCOPE)).map((e) => e.id)).toEqual([4478963]);
  });

  it('keeps a stale copy on screen with the reason it could not be refreshed', async () => {
    const { client } = fakeClient({
      getTicket: (r) => {
        if ('maxAgeMs' in r && r.maxAgeMs) return { ticket: sampleTicket(), fetchedAt: 0 };
        throw new SidedeskError('network');
      },
    });
    const model = createTicketModel(client, 4478963);
    await model.load();
    expect(model.ticket.value?.id).toBe(4478963);
    expect(model.error.value).toBe(
      'The Ticket API could not be reached. Check your connection and try again.',
    );
  });

  it('names the category by its path, asking the worker for the path and never for the tree', async () => {
    const getCategories = vi.fn(async () => tree);
    const getTicket = async () => sampleTicket({ category: { id: 123, name: 'Cards' } });
    const { client, requests, count } = inProcessClient(
      fakeWorkerContext({ api: { getTicket, getCategories } }),
    );
    const model = createTicketModel(client, 4478963);
    await model.load();
    await eventually(() => expect(model.path.value).toEqual(['Billing', 'Refunds', 'Cards']));
    expect(requests('getCategoryPath')).toEqual([{ op: 'getCategoryPath', categoryId: 123 }]);
    expect(count('getCategories')).toBe(0);
    // A second ticket of another category asks again; the worker answers from its cached tree.
    const other = createTicketModel(
      inProcessClient(
        fakeWorkerContext({
          api: {
            getTicket: async () => sampleTicket({ id: 4478964, category: { id: 2, name: 'Other' } }),
            getCategories,
          },
        }),
      ).client,
      4478964,
    );
    await other.load();
    await eventually(() => expect(other.path.value).toEqual(['Other']));
    expect(getCategories).toHaveBeenCalledTimes(1);
  });

  it('shows an unknown name in the path as unknown', async () => {
    const unnamed = [category(1, undefined as never, [category(12, 'Refunds')])];
    const { client } = inProcessClient(
      fakeWorkerContext({
        api: {
          getTicket: async () => sampleTicket({ category: { id: 12, name: 'Refunds' } }),
          getCategories: async () => unnamed,
        },
      }),
    );
    const model = createTicketModel(client, 4478963);
    await model.load();
    await eventually(() => expect(model.path.value).toEqual(['unknown', 'Refunds']));
  });

  it('falls back to the name when the category is not in the tree, or the path cannot be had', async () => {
    const { client, requests } = fakeClient({
      getTicket: () => ({
        ticket: sampleTicket({ category: { id: 999, name: 'Orphan' } }),
        fetchedAt: Date.now(),
      }),
      getCategoryPath: () => ({ path: null }),
    });
    const model = createTicketModel(client, 4478963);
    await model.load();
    await settle();
    expect(requests('getCategoryPath')).toHaveLength(1);
    expect(model.path.value).toEqual(['Orphan']);

    const { client: failing } = fakeClient({
      getTicket: () => ({
        ticket: sampleTicket({ category: { id: 123, name: 'Cards' } }),
        fetchedAt: Date.now(),
      }),
      getCategoryPath: () => Promise.reject(new SidedeskError('network')),
    });
    const offline = createTicketModel(failing, 4478963);
    await offline.load();
    await settle();
    expect(offline.path.value).toEqual(['Cards']);
  });
});
