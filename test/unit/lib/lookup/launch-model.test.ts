import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ErrorCode } from '@/lib/api/errors';
import type { Ticket } from '@/lib/api/schemas';
import { createLaunchModel } from '@/lib/lookup/launch-model';
import { lastSeenStorage, recentStorage } from '@/lib/storage/items';
import { malformedInput } from '@/lib/tickets/lookup-errors';
import { fail } from '@/test/support/fake-client';
import { SCOPE, sampleTicket } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { fakeWorkerContext, inProcessClient, setUpWorkspace } from '@/test/support/worker';

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});

/** The popup's launcher over the real worker, whose API answers `getTicket`. */
function setup(getTicket = async (ticketId: number): Promise<Ticket> => sampleTicket({ id: ticketId })) {
  const fake = inProcessClient(fakeWorkerContext({ api: { getTicket: (id: number) => getTicket(id) } }));
  const order: string[] = [];
  const openPanel = vi.fn(async (_id: number) => {
    order.push('panel');
  });
  const close = vi.fn();
  const model = createLaunchModel(fake.client, {
    openPanel,
    close,
    linkPatterns: () => ['https://inbox.example/t/{id}'],
  });
  return { ...fake, model, openPanel, close, order };
}

describe('launch model', () => {
  it.each([
    ['4478963', 4478963],
    ['#4478963', 4478963],
    [' https://app.example.com/tickets?ticketId=4478963 ', 4478963],
    ['https://app.example.com/tickets/4478964', 4478964],
    ['https://inbox.example/t/55', 55],
  ])('opens %j as ticket %i in the side panel, then closes the popup', async (input, id) => {
    const { model, requests, openPanel, close } = setup();
    model.input.value = input;
    await model.submit();
    expect(openPanel).toHaveBeenCalledWith(id);
    expect(requests('getTicket')).toEqual([{ op: 'getTicket', ticketId: id }]);
    expect(requests('noteOpened')).toEqual([
      { op: 'noteOpened', ticketId: id, openedAt: expect.any(Number) },
    ]);
    expect(model.error.value).toBeNull();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('asks for the panel before anything else, inside the gesture', () => {
    const { model, openPanel, calls } = setup();
    model.input.value = '4478963';
    void model.submit();
    // Synchronously: the panel was asked for; no message has been answered yet.
    expect(openPanel).toHaveBeenCalledTimes(1);
    expect(model.opening.value).toBe(4478963);
    expect(calls.length).toBeLessThanOrEqual(1);
  });

  it.each(['abc', '12ab', '-5', 'https://example.com/other/12', '', '#'])(
    'says %j is malformed without opening anything',
    async (input) => {
      const { model, calls, openPanel } = setup();
      model.input.value = input;
      await model.submit();
      expect(calls).toEqual([]);
      expect(openPanel).not.toHaveBeenCalled();
      expect(model.error.value).toBe(malformedInput());
    },
  );

  it('keeps Recent in the order the tickets were opened when an earlier read answers last', async () => {
    const answers = new Map<number, () => void>();
    const { model } = setup(
      (id) =>
        new Promise<Ticket>((resolve) => {
          answers.set(id, () => resolve(sampleTicket({ id })));
        }),
    );
    const first = model.open(11);
    await eventually(() => expect(answers.has(11)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 5)); // the agent opens the next one a moment later
    const second = model.open(12);
    await eventually(() => expect(answers.has(12)).toBe(true));
    answers.get(12)?.();
    await second;
    answers.get(11)?.(); // the service answered the first read last
    await first;
    await eventually(async () => expect((await recentStorage.get(SCOPE)).length).toBe(2));
    expect((await recentStorage.get(SCOPE)).map((e) => e.id)).toEqual([12, 11]);
  });

  it('moves an opened ticket to the top of Recent and records it as seen', async () => {
    const { model } = setup();
    await recentStorage.set(SCOPE, [{ id: 1, at: 1 }]);
    await model.open(4478963);
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
  ])('gives %s its own sentence and keeps the popup open', async (code, sentence) => {
    const { model, close } = setup(async () => {
      throw fail(code, code === 'permission-needed' ? permissionForApi : {});
    });
    model.input.value = '4478963';
    await model.submit();
    expect(model.error.value).toMatch(sentence);
    expect(model.error.value).not.toContain('{');
    expect(close).not.toHaveBeenCalled();
  });

  it('an id the service does not know (404) is shown in the panel but never enters Recent', async () => {
    const fake = inProcessClient(
      fakeWorkerContext({
        api: {
          getTicket: async (id: number) => {
            if (id === 404) throw fail('not-found');
            return sampleTicket({ id });
          },
        },
      }),
    );
    // As the popup does it: the panel is asked to show the ticket, the ticket is read meanwhile.
    const model = createLaunchModel(fake.client, {
      openPanel: (ticketId) => fake.client.call({ op: 'showInPanel', ticketId }).then(() => undefined),
    });
    model.input.value = '404';
    await model.submit();
    expect(model.error.value).toMatch(/Ticket 404 does not exist/);
    expect(await recentStorage.get(SCOPE)).toEqual([]);
    model.input.value = '405';
    await model.submit();
    expect((await recentStorage.get(SCOPE)).map((entry) => entry.id)).toEqual([405]);
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

  it('answers for the newest ticket when an older one answers last', async () => {
    let releaseFirst = () => {};
    const { model } = setup(async (ticketId) => {
      if (ticketId !== 1) throw fail('not-found');
      return new Promise<Ticket>((resolve) => {
        releaseFirst = () => resolve(sampleTicket({ id: 1 }));
      });
    });
    const first = model.open(1);
    await model.open(2);
    releaseFirst();
    await first;
    expect(model.error.value).toMatch(/Ticket 2 does not exist/);
    expect(model.opening.value).toBeNull();
  });

  it('says so when the side panel cannot open, and stays open', async () => {
    const { model, openPanel, close } = setup();
    openPanel.mockRejectedValueOnce(new Error('No gesture'));
    await model.open(4478963);
    expect(model.error.value).toMatch(/side panel could not be opened/);
    expect(close).not.toHaveBeenCalled();
  });
});
