import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { malformedInput } from '../../../components/popup/lookup-errors';
import { createLookupModel } from '../../../components/popup/lookup-model';
import { createTicketListsModel } from '../../../components/popup/ticket-lists-model';
import type { ErrorCode } from '../../../lib/api/errors';
import type { Ticket } from '../../../lib/api/schemas';
import { lastSeenStorage, recentStorage, watchedStorage } from '../../../lib/storage';
import { SCOPE, sampleTicket } from '../../support/samples';
import { fakeWorkerContext, inProcessClient, settle, setUpWorkspace } from '../../support/worker';
import { fail } from './fake-client';

let stop = () => {};
beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});
afterEach(() => stop());

/** The popup's lookup over the real worker, whose API answers `getTicket`. */
function setup(getTicket = async (ticketId: number): Promise<Ticket> => sampleTicket({ id: ticketId })) {
  const fake = inProcessClient(fakeWorkerContext({ api: { getTicket: (id: number) => getTicket(id) } }));
  const lists = createTicketListsModel(fake.client);
  stop = lists.start();
  const openPanel = vi.fn(async (_id: number) => {});
  const model = createLookupModel(fake.client, {
    lists,
    openPanel,
    linkPatterns: () => ['https://inbox.example/t/{id}'],
  });
  return { ...fake, lists, model, openPanel };
}

describe('lookup model', () => {
  it.each([
    ['4478963', 4478963],
    ['#4478963', 4478963],
    [' https://app.example.com/tickets?ticketId=4478963 ', 4478963],
    ['https://app.example.com/tickets/4478964', 4478964],
    ['https://inbox.example/t/55', 55],
  ])('opens %j as ticket %i', async (input, id) => {
    const { model, requests } = setup();
    model.input.value = input;
    await model.submit();
    expect(requests('getTicket')).toEqual([{ op: 'getTicket', ticketId: id }]);
    expect(requests('noteOpened')).toEqual([{ op: 'noteOpened', ticketId: id }]);
    expect(model.ticket.value?.id).toBe(id);
    expect(model.error.value).toBeNull();
  });

  it.each(['abc', '12ab', '-5', 'https://example.com/other/12', '', '#'])(
    'says %j is malformed without making a request',
    async (input) => {
      const { model, calls } = setup();
      model.input.value = input;
      await model.submit();
      expect(calls).toEqual([]);
      expect(model.error.value).toBe(malformedInput());
      expect(model.ticket.value).toBeNull();
    },
  );

  it('moves an opened ticket to the top of Recent and records it as seen', async () => {
    const { model } = setup();
    await recentStorage.set(SCOPE, [{ id: 1, at: 1 }]);
    model.input.value = '4478963';
    await model.submit();
    expect((await recentStorage.get(SCOPE)).map((e) => e.id)).toEqual([4478963, 1]);
    expect((await lastSeenStorage.get(SCOPE))['4478963']).toBe(sampleTicket().lastThreadElementCreationTime);
  });

  const permissionForApi = {
    reason: 'error.permission-needed.api',
    params: { origin: 'https://api.example' },
  } as const;
  it.each<[ErrorCode, RegExp]>([
    ['not-found', /Ticket 4478963 does not exist/],
    ['network', /could not be reached/],
    ['timeout', /took too long/],
    ['sign-in-required', /not signed in.*Sign in/],
    ['not-configured', /not set up yet.*Open options/],
    ['permission-needed', /may not contact the Ticket API/],
  ])('gives %s its own sentence', async (code, sentence) => {
    const { model } = setup(async () => {
      throw fail(code, code === 'permission-needed' ? permissionForApi : {});
    });
    model.input.value = '4478963';
    await model.submit();
    expect(model.error.value).toMatch(sentence);
    expect(model.error.value).not.toContain('{');
    expect(model.ticket.value).toBeNull();
  });

  it('says other failures as every page does, from the catalog', async () => {
    const { model } = setup(async () => {
      throw fail('api-error', { params: { said: 'Ticket is archived' } });
    });
    await model.open(5);
    expect(model.error.value).toBe(
      'The Ticket API refused the request. The service said: "Ticket is archived"',
    );
  });

  it('shows the newest lookup when an older one answers last', async () => {
    let releaseFirst = () => {};
    const { model } = setup(async (ticketId) => {
      const result = sampleTicket({ id: ticketId, title: `T${ticketId}` });
      if (ticketId !== 1) return result;
      return new Promise<Ticket>((resolve) => {
        releaseFirst = () => resolve(result);
      });
    });
    const first = model.open(1);
    await model.open(2);
    releaseFirst();
    await first;
    expect(model.ticket.value?.title).toBe('T2');
    expect(model.busy.value).toBe(false);
  });

  it('watches and unwatches the shown ticket', async () => {
    const { model } = setup();
    await model.open(4478963);
    expect(model.watched.value).toBe(false);
    await model.toggleWatch();
    await settle();
    expect((await watchedStorage.get(SCOPE)).map((e) => e.id)).toEqual([4478963]);
    expect(model.watched.value).toBe(true);
    await model.toggleWatch();
    await settle();
    expect(await watchedStorage.get(SCOPE)).toEqual([]);
    expect(model.watched.value).toBe(false);
  });

  it('opens the side panel on the shown ticket, and says so when it cannot', async () => {
    const { model, openPanel } = setup();
    await model.open(4478963);
    await model.replyInPanel();
    expect(openPanel).toHaveBeenCalledWith(4478963);
    openPanel.mockRejectedValueOnce(new Error('No gesture'));
    await model.replyInPanel();
    expect(model.error.value).toMatch(/side panel could not be opened/);
  });
});
