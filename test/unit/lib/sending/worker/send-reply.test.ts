import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidedeskError } from '@/lib/api/errors';
import type { Reply, Ticket } from '@/lib/api/schemas';
import { emptyReplyFields, type ReplyFields } from '@/lib/records/reply-fields';
import { loadDraft, saveDraft } from '@/lib/sending/drafts';
import type { QueueRequest } from '@/lib/sending/worker/send-queue';
import { queueReply, sendDue } from '@/lib/sending/worker/send-queue';
import { acknowledgeSend, checkSend } from '@/lib/sending/worker/send-reply';
import {
  lastSeenStorage,
  recentStorage,
  replyLogStorage,
  type SendOutcome,
  seenFactsStorage,
  sendOutcomeStorage,
} from '@/lib/storage/items';
import { markSeen } from '@/lib/tickets/worker/ticket-lists';
import { scopedContext, type WorkerContext } from '@/lib/worker/context';
import { SCOPE, SECOND_SCOPE, sampleReply, sampleTicket, twoWorkspaceSettings } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

const TICKET = 4478963;
const input: ReplyFields = { ...emptyReplyFields(), message: 'Thanks, fixed.' };

/** A fake service: one ticket whose reply count moves when a reply is created. */
function fakeContext() {
  let ticket: Ticket = sampleTicket({ id: TICKET, replyCount: 2 });
  const api = {
    getTicket: vi.fn(async (_id: number) => structuredClone(ticket)),
    createReply: vi.fn(async (_id: number, body: { message: string }): Promise<Reply> => {
      ticket = {
        ...ticket,
        replyCount: (ticket.replyCount ?? 0) + 1,
        lastThreadElementCreationTime: '2026-11-04T10:00:00.000+00:00',
      };
      return sampleReply({ id: 5000 + (ticket.replyCount ?? 0), ticketId: TICKET, message: body.message });
    }),
  };
  const context = fakeWorkerContext({ api });
  return { context, api, bump: () => ticket };
}

const outcome = () => sendOutcomeStorage.get(SCOPE, TICKET);
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The draft the side panel saved through the worker before Send. */
const savedDraft = async () => saveDraft(await fakeWorkerContext().session(), TICKET, input, null);

/** Send pressed, then the undo window over: the wake-up at its end tries it. */
async function send(context: WorkerContext, request: QueueRequest) {
  const queued = await queueReply(context, request);
  await sendDue(context, (queued.state === 'waiting' ? queued.dueAt : Date.now()) + 1000);
}

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});

describe('a send, once its undo window is over', () => {
  it("counts the agent's own confirmed reply as seen: the ticket after it is the new baseline", async () => {
    const { context } = fakeContext();
    const session = await context.session();
    await markSeen(session, sampleTicket({ id: TICKET, replyCount: 2 }));
    await send(context, { ticketId: TICKET, sendId: uuid(1), reply: input });
    expect((await lastSeenStorage.get(SCOPE))[TICKET]).toBe('2026-11-04T10:00:00.000+00:00');
    expect((await seenFactsStorage.get(SCOPE))[TICKET]).toMatchObject({ replyCount: 3 });
  });

  it("leaves a colleague's reply that came with the agent's own as news", async () => {
    const { context, api, bump } = fakeContext();
    const session = await context.session();
    const first = sampleTicket({ id: TICKET, replyCount: 2 });
    await markSeen(session, first);
    api.createReply.mockImplementationOnce(async () => {
      bump(); // someone else's reply …
      return sampleReply({ id: 78, ticketId: TICKET });
    });
    api.getTicket.mockImplementation(async () => ({ ...bump(), replyCount: 4 })); // … and ours
    await send(context, { ticketId: TICKET, sendId: uuid(1), reply: input });
    expect((await lastSeenStorage.get(SCOPE))[TICKET]).toBe(first.lastThreadElementCreationTime);
  });

  it('records the send before posting, then logs the reply and drops the draft', async () => {
    const { context, api } = fakeContext();
    await savedDraft();
    let seenBeforePost: unknown;
    api.createReply.mockImplementationOnce(async () => {
      seenBeforePost = await outcome();
      return sampleReply({ id: 77, ticketId: TICKET });
    });
    await send(context, { ticketId: TICKET, sendId: uuid(1), reply: input });
    expect(seenBeforePost).toMatchObject({ state: 'pending', sendId: uuid(1), before: { replyCount: 2 } });
    expect(api.createReply).toHaveBeenCalledWith(
      TICKET,
      expect.objectContaining({ author: { email: 'agent@sidedesk.test' } }),
    );
    expect(await outcome()).toMatchObject({ state: 'sent', replyId: 77 });
    expect(await replyLogStorage.get(SCOPE, TICKET)).toEqual([
      expect.objectContaining({ id: 77, level: 0, isDraft: false }),
    ]);
    expect(await loadDraft(SCOPE, TICKET)).toBeNull();
    expect((await recentStorage.get(SCOPE))[0]?.id).toBe(TICKET);
  });

  it('keeps the text of a draft saved in the ticket, marked so, and the mark outlives later edits', async () => {
    const { context } = fakeContext();
    await savedDraft();
    await send(context, { ticketId: TICKET, sendId: uuid(9), reply: { ...input, isDraft: true } });
    expect(await loadDraft(SCOPE, TICKET)).toMatchObject({
      message: 'Thanks, fixed.',
      savedInInbox: { replyId: 5003, at: expect.any(Number) },
    });
    const session = await fakeWorkerContext().session();
    await saveDraft(session, TICKET, { ...input, message: 'Thanks, fixed. More.' }, input);
    expect(await loadDraft(SCOPE, TICKET)).toMatchObject({
      message: 'Thanks, fixed. More.',
      savedInInbox: { replyId: 5003 },
    });
  });

  it('posts a repeated sendId once, whichever wake-ups find it', async () => {
    const { context, api } = fakeContext();
    const request = { ticketId: TICKET, sendId: uuid(2), reply: input };
    await Promise.all([send(context, request), send(context, request)]);
    await send(context, request);
    expect(api.createReply).toHaveBeenCalledTimes(1);
    expect(await outcome()).toMatchObject({ state: 'sent', sendId: uuid(2) });
  });

  it('refuses a second send to the same ticket while one is in flight', async () => {
    const { context, api } = fakeContext();
    const first = send(context, { ticketId: TICKET, sendId: uuid(3), reply: input });
    await expect(
      queueReply(context, { ticketId: TICKET, sendId: uuid(4), reply: input }),
    ).rejects.toMatchObject({ code: 'bad-input' });
    await first;
    expect(api.createReply).toHaveBeenCalledTimes(1);
  });

  it('does not let a send to #N in one workspace block #N in another', async () => {
    await setUpWorkspace(twoWorkspaceSettings());
    const { context, api } = fakeContext();
    const createReply = api.createReply.getMockImplementation();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.createReply.mockImplementationOnce(async (id, body) => {
      await held; // the first workspace's POST is still on its way
      return (createReply as NonNullable<typeof createReply>)(id, body);
    });
    const first = scopedContext(context, SCOPE);
    const second = scopedContext(context, SECOND_SCOPE);
    const inFirst = send(first, { ticketId: TICKET, sendId: uuid(40), reply: input });
    try {
      await eventually(() => expect(api.createReply).toHaveBeenCalledTimes(1));
      // The same ticket id in the other workspace is another ticket: it is sent at once (the
      // wake-up also finds the first workspace's send, still posting, so it is not awaited).
      const queued = await queueReply(second, { ticketId: TICKET, sendId: uuid(41), reply: input });
      void sendDue(second, (queued.state === 'waiting' ? queued.dueAt : 0) + 1000);
      await eventually(async () =>
        expect(await sendOutcomeStorage.get(SECOND_SCOPE, TICKET)).toMatchObject({
          state: 'sent',
          sendId: uuid(41),
        }),
      );
      // The same ticket in the same workspace still waits its turn.
      await expect(
        queueReply(first, { ticketId: TICKET, sendId: uuid(42), reply: input }),
      ).rejects.toMatchObject({ code: 'bad-input', reason: 'error.bad-input.still-sending' });
    } finally {
      release(); // a failure here must not leave the ticket busy for the next tests
    }
    await inFirst;
    expect(context.apiCalls.filter((id) => id === 'second').length).toBeGreaterThan(0);
    expect(await sendOutcomeStorage.get(SCOPE, TICKET)).toMatchObject({ state: 'sent', sendId: uuid(40) });
  });

  it('records a plain failure when the API refuses, and puts the text back in the draft', async () => {
    const { context, api } = fakeContext();
    await savedDraft();
    api.createReply.mockRejectedValueOnce(
      new SidedeskError('api-error', { params: { status: 200, said: 'bad parent' } }),
    );
    await send(context, { ticketId: TICKET, sendId: uuid(5), reply: input });
    expect(await outcome()).toMatchObject({
      state: 'failed',
      error: { code: 'api-error', params: { said: 'bad parent' } },
    });
    expect((await loadDraft(SCOPE, TICKET))?.message).toBe(input.message);
  });

  it('after an ambiguous failure that did create the reply, says so and puts the text back', async () => {
    const { context, api } = fakeContext();
    await savedDraft();
    const createReply = api.createReply.getMockImplementation();
    api.createReply.mockImplementationOnce(async (id, body) => {
      await createReply?.(id, body); // committed, then the connection dropped
      throw new SidedeskError('network', { reason: 'error.network.write', ambiguous: true });
    });
    const request = { ticketId: TICKET, sendId: uuid(6), reply: input };
    await send(context, request);
    expect(api.createReply).toHaveBeenCalledTimes(1);
    expect(await outcome()).toMatchObject({
      state: 'unknown',
      before: { replyCount: 2 },
      after: { replyCount: 3 },
      verdict: { key: 'verdict.more-replies', params: { count: 1 } },
    });
    expect((await loadDraft(SCOPE, TICKET))?.message).toBe(input.message);
    // The same press again is answered from the record, never posted again.
    await send(context, request);
    expect(await outcome()).toMatchObject({ state: 'unknown', sendId: uuid(6) });
    expect(api.createReply).toHaveBeenCalledTimes(1);
  });

  it('after a 5xx that created nothing (the ticket did not move), keeps the reply in the outbox with its text', async () => {
    const { context, api } = fakeContext();
    const failure = new SidedeskError('server', {
      reason: 'error.server.write',
      params: { status: 502 },
      ambiguous: true,
    });
    api.createReply.mockRejectedValueOnce(failure);
    await send(context, { ticketId: TICKET, sendId: uuid(7), reply: input });
    expect(await outcome()).toMatchObject({ state: 'queued', reply: input, attempts: 1, checked: true });
    expect(api.createReply).toHaveBeenCalledTimes(1);
  });

  it('keeps the reply in the outbox when the network fails before the POST, and posts nothing', async () => {
    const { context, api } = fakeContext();
    api.getTicket.mockRejectedValueOnce(new SidedeskError('network'));
    await send(context, { ticketId: TICKET, sendId: uuid(12), reply: input });
    expect(await outcome()).toMatchObject({ state: 'queued', reply: input, error: { code: 'network' } });
    expect(api.createReply).not.toHaveBeenCalled();
  });

  it('does not post when the ticket cannot be read first, and says nothing was sent', async () => {
    const { context, api } = fakeContext();
    api.getTicket.mockRejectedValueOnce(new SidedeskError('not-found'));
    await send(context, { ticketId: TICKET, sendId: uuid(8), reply: input });
    expect(api.createReply).not.toHaveBeenCalled();
    expect(await outcome()).toMatchObject({ state: 'failed', error: { code: 'not-found' } });
  });
});
describe('checkSend', () => {
  const pending = (before?: { replyCount: number; lastThreadElementCreationTime: string }) => ({
    sendId: uuid(9),
    ticketId: TICKET,
    startedAt: 1,
    updatedAt: 1,
    previousSendIds: [],
    state: 'pending' as const,
    ...(before ? { before } : {}),
  });

  it('judges a send that a dead worker left pending after its POST started', async () => {
    const { context } = fakeContext();
    await sendOutcomeStorage.set(
      SCOPE,
      TICKET,
      pending({ replyCount: 1, lastThreadElementCreationTime: '2026-11-01T00:00:00.000+00:00' }),
    );
    const result = await checkSend(context, TICKET);
    expect(result).toMatchObject({
      state: 'unknown',
      after: { replyCount: 2 },
      verdict: { key: 'verdict.more-replies', params: { count: 1 } },
    });
  });

  it('knows a send interrupted before its POST was not sent (an old record without its text)', async () => {
    const { context, api } = fakeContext();
    await sendOutcomeStorage.set(SCOPE, TICKET, pending());
    expect(await checkSend(context, TICKET)).toMatchObject({
      state: 'failed',
      error: { code: 'network', reason: 'error.network.interrupted-before-post' },
    });
    expect(api.createReply).not.toHaveBeenCalled();
  });

  it('leaves a pending send that holds its text to the resume at start (outbox.test.ts), text kept, no POST', async () => {
    const { context, api } = fakeContext();
    await sendOutcomeStorage.set(SCOPE, TICKET, { ...pending(), reply: input });
    expect(await checkSend(context, TICKET)).toMatchObject({ state: 'pending', reply: input });
    expect(api.createReply).not.toHaveBeenCalled();
  });
});

describe('acknowledgeSend', () => {
  it('marks a finished outcome as seen, and leaves a pending one alone', async () => {
    const { context, api } = fakeContext();
    api.createReply.mockRejectedValueOnce(new SidedeskError('api-error'));
    await send(context, { ticketId: TICKET, sendId: uuid(10), reply: input }).catch(() => undefined);
    expect(await acknowledgeSend(context, TICKET)).toMatchObject({ state: 'failed', acknowledged: true });
    expect(await outcome()).toMatchObject({ state: 'failed', acknowledged: true });
    const { error: _, ...failed } = (await outcome()) as SendOutcome & { state: 'failed' };
    const pending: SendOutcome = { ...failed, state: 'pending' };
    delete pending.acknowledged;
    await sendOutcomeStorage.set(SCOPE, TICKET, pending);
    expect(await acknowledgeSend(context, TICKET)).toEqual(pending);
    expect((await outcome())?.acknowledged).toBeUndefined();
  });
});

describe('a send when the agent signs out meanwhile', () => {
  it('records nothing after the session ended', async () => {
    const { context, api } = fakeContext();
    api.createReply.mockImplementationOnce(async () => {
      context.endSessions(); // sign-out while the POST runs
      return sampleReply({ id: 78, ticketId: TICKET });
    });
    await send(context, { ticketId: TICKET, sendId: uuid(11), reply: input });
    expect(await outcome()).toMatchObject({ state: 'pending' });
    expect(await replyLogStorage.get(SCOPE, TICKET)).toBeNull();
  });
});
