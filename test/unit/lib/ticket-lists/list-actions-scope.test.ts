// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lastSeenStorage, ticketCache, watchedStorage } from '@/lib/storage/items';
import { createTicketListsModel } from '@/lib/ticket-lists/ticket-lists-model';
import { fail } from '@/test/support/fake-client';
import { SCOPE, SECOND_SCOPE, sampleTicket, twoWorkspaceSettings } from '@/test/support/samples';
import { fakeWorkerContext, inProcessClient, settle, setUpWorkspace } from '@/test/support/worker';

// The popup's row actions name the workspace of the rows on screen, and the lists follow a switch
// at once: ticket numbers repeat across services, so an action or a fetched copy that lands in
// the other workspace would act on, or show, another customer's ticket.

let stops: (() => void)[] = [];
beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace(twoWorkspaceSettings());
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

const OLD = '2026-11-03T10:00:00.000+00:00';
const NEW = '2026-11-04T08:30:00.000+00:00';

async function setup(getTicket: (id: number) => Promise<ReturnType<typeof sampleTicket>>) {
  const fake = inProcessClient(fakeWorkerContext({ api: { getTicket } }));
  const model = createTicketListsModel(fake.client);
  stops.push(model.start());
  await settle();
  const switchTo = async (workspaceId: string) => {
    await fake.client.call({ op: 'setActiveWorkspace', workspaceId });
    await settle();
  };
  return { ...fake, model, switchTo };
}

describe('popup row actions and a workspace switch', () => {
  it('Watch and "Mark all seen" name the workspace of the rows they act on', async () => {
    await watchedStorage.set(SECOND_SCOPE, [{ id: 7, at: 1 }]);
    await lastSeenStorage.set(SECOND_SCOPE, { 7: OLD });
    const ticket = sampleTicket({ id: 7, lastThreadElementCreationTime: NEW });
    await ticketCache.set(SECOND_SCOPE, 7, { ticket, fetchedAt: 1 });
    const { model, requests, switchTo } = await setup(async (id) => sampleTicket({ id }));
    await model.setWatch(3, true);
    await switchTo('second');
    expect(model.rows.watched.value.map((row) => row.id)).toEqual([7]);
    await model.markAllSeen('watched');
    await model.setWatch(7, false);
    await settle();

    expect(requests('setWatched').map((r) => r.scope)).toEqual([SCOPE, SECOND_SCOPE]);
    expect(requests('markAllSeen')).toEqual([{ op: 'markAllSeen', scope: SECOND_SCOPE, ticketIds: [7] }]);
    expect((await watchedStorage.get(SCOPE)).map((entry) => entry.id)).toEqual([3]);
    expect(await watchedStorage.get(SECOND_SCOPE)).toEqual([]);
  });

  it('a switch drops the refresh under way and its notice, and fetches the new rows there', async () => {
    await watchedStorage.set(SCOPE, [{ id: 1, at: 1 }]);
    await watchedStorage.set(SECOND_SCOPE, [{ id: 1, at: 1 }]);
    let signedIn = false;
    const { model, requests, switchTo } = await setup(async (id) => {
      if (!signedIn) throw fail('sign-in-required');
      return sampleTicket({ id, title: 'Fetched after the switch' });
    });
    await model.refresh('watched');
    expect(model.notice.watched.value).toMatch(/saved copies/i);

    signedIn = true;
    await switchTo('second');
    await settle();
    expect(model.notice.watched.value).toBeNull();
    expect(requests('getTicket').map((r) => r.scope)).toEqual([SCOPE, SECOND_SCOPE]);
    expect(model.rows.watched.value[0]?.ticket?.title).toBe('Fetched after the switch');
    expect((await ticketCache.get(SCOPE, 1))?.ticket.title).toBeUndefined();
  });
});
