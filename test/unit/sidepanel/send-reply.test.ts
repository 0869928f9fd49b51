import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiClient } from '../../../lib/api/client';
import { SidedeskError } from '../../../lib/api/errors';
import type { Reply, Ticket } from '../../../lib/api/schemas';
import type { ReplyInput } from '../../../lib/messaging/protocol';
import { defaultSettings, recentStorage, replyLogStorage, sendOutcomeStorage } from '../../../lib/storage';
import { emptyDraft, loadDraft, saveDraft } from '../../../lib/tickets/drafts';
import { checkSend, sendReply, verdictOf } from '../../../lib/tickets/send-reply';
import type { WorkerContext } from '../../../lib/worker/context';
import { sampleReply, sampleTicket } from '../../support/samples';

const TICKET = 4478963;
const input: ReplyInput = {
  message: 'Thanks, fixed.',
  isHtml: false,
  isDraft: false,
  complete: false,
  suppressAutoupdate: false,
  parentReplyId: null,
  attachments: [],
};

/** A fake service: one ticket whose reply count moves when a reply is created. */
function fakeContext() {
  let ticket: Ticket = sampleTicket({ id: TICKET, replyCount: 2 });
  const api = {
    getTicket: vi.fn(async () => structuredClone(ticket)),
    createReply: vi.fn(async (_id: number, body: { message: string }): Promise<Reply> => {
      ticket = {
        ...ticket,
        replyCount: (ticket.replyCount ?? 0) + 1,
        lastThreadElementCreationTime: '2026-11-04T10:00:00.000+00:00',
      };
      return sampleReply({ id: 5000 + (ticket.replyCount ?? 0), ticketId: TICKET, message: body.message });
    }),
  };
  const context = {
    tokens: { getAgent: async () => ({ email: 'agent@sidedesk.test', name: 'Alex' }) },
    settings: async () => defaultSettings,
    api: async () => api as unknown as ApiClient,
  } as unknown as WorkerContext;
  return { context, api, bump: () => ticket };
}

const outcome = async () => (await sendOutcomeStorage.getValue())[TICKET];
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeEach(() => fakeBrowser.reset());

describe('sendReply', () => {
  it('records the send before posting, then logs the reply, drops the draft and returns the fresh ticket', async () => {
    const { context, api } = fakeContext();
    await saveDraft({ ...emptyDraft(TICKET), message: input.message });
    let seenBeforePost: unknown;
    api.createReply.mockImplementationOnce(async () => {
      seenBeforePost = await outcome();
      return sampleReply({ id: 77, ticketId: TICKET });
    });
    const result = await sendReply(context, { ticketId: TICKET, sendId: uuid(1), reply: input });
    expect(seenBeforePost).toMatchObject({ state: 'pending', sendId: uuid(1), before: { replyCount: 2 } });
    expect(api.createReply).toHaveBeenCalledWith(
      TICKET,
      expect.objectContaining({ author: { email: 'agent@sidedesk.test' } }),
    );
    expect(result.reply.id).toBe(77);
    expect(result.ticket?.id).toBe(TICKET);
    expect(await outcome()).toMatchObject({ state: 'sent', reply: { id: 77 } });
    expect((await replyLogStorage.getValue())[TICKET]).toEqual([
      expect.objectContaining({ id: 77, level: 0, isDraft: false }),
    ]);
    expect(await loadDraft(TICKET)).toBeNull();
    expect((await recentStorage.getValue())[0]?.id).toBe(TICKET);
  });

  it('answers a repeated sendId from the record, never posting twice', async () => {
    const { context, api } = fakeContext();
    const request = { ticketId: TICKET, sendId: uuid(2), reply: input };
    const [a, b] = await Promise.all([sendReply(context, request), sendReply(context, request)]);
    const c = await sendReply(context, request);
    expect(api.createReply).toHaveBeenCalledTimes(1);
    expect(a.reply.id).toBe(b.reply.id);
    expect(c.reply.id).toBe(a.reply.id);
  });

  it('refuses a second send to the same ticket while one is in flight', async () => {
    const { context, api } = fakeContext();
    const first = sendReply(context, { ticketId: TICKET, sendId: uuid(3), reply: input });
    await expect(
      sendReply(context, { ticketId: TICKET, sendId: uuid(4), reply: input }),
    ).rejects.toMatchObject({ code: 'bad-input' });
    await first;
    expect(api.createReply).toHaveBeenCalledTimes(1);
  });

  it('keeps the draft and records a plain failure when the API refuses', async () => {
    const { context, api } = fakeContext();
    await saveDraft({ ...emptyDraft(TICKET), message: input.message });
    api.createReply.mockRejectedValueOnce(
      new SidedeskError('api-error', 'The Ticket API refused the request. The service said: "bad parent"'),
    );
    await expect(
      sendReply(context, { ticketId: TICKET, sendId: uuid(5), reply: input }),
    ).rejects.toMatchObject({ code: 'api-error' });
    expect(await outcome()).toMatchObject({
      state: 'failed',
      error: { code: 'api-error', message: expect.stringContaining('bad parent') },
    });
    expect((await loadDraft(TICKET))?.message).toBe(input.message);
  });

  it('after an ambiguous failure that did create the reply, says so and keeps the draft', async () => {
    const { context, api } = fakeContext();
    await saveDraft({ ...emptyDraft(TICKET), message: input.message });
    const createReply = api.createReply.getMockImplementation();
    api.createReply.mockImplementationOnce(async (id, body) => {
      await createReply?.(id, body); // committed, then the connection dropped
      throw new SidedeskError('network', 'The Ticket API could not be reached.', { ambiguous: true });
    });
    await expect(
      sendReply(context, { ticketId: TICKET, sendId: uuid(6), reply: input }),
    ).rejects.toMatchObject({ ambiguous: true });
    expect(api.createReply).toHaveBeenCalledTimes(1);
    expect(await outcome()).toMatchObject({
      state: 'unknown',
      before: { replyCount: 2 },
      after: { replyCount: 3 },
      verdict:
        'The ticket now has 1 more reply than before you pressed Send: your reply was most likely created. Check before sending again.',
    });
    expect((await loadDraft(TICKET))?.message).toBe(input.message);
    // The same press again is answered from the record.
    await expect(
      sendReply(context, { ticketId: TICKET, sendId: uuid(6), reply: input }),
    ).rejects.toMatchObject({ ambiguous: true });
    expect(api.createReply).toHaveBeenCalledTimes(1);
  });

  it('after a 5xx that created nothing, says it was most likely not sent', async () => {
    const { context, api } = fakeContext();
    api.createReply.mockRejectedValueOnce(new SidedeskError('server', 'HTTP 502.', { ambiguous: true }));
    await expect(sendReply(context, { ticketId: TICKET, sendId: uuid(7), reply: input })).rejects.toThrow();
    expect((await outcome())?.state === 'unknown' && (await outcome())).toMatchObject({
      verdict: 'The ticket has no new reply since you pressed Send: it was most likely not sent.',
    });
  });

  it('does not post when the ticket cannot be read first, and says nothing was sent', async () => {
    const { context, api } = fakeContext();
    api.getTicket.mockRejectedValueOnce(new SidedeskError('not-found', 'Not found.'));
    await expect(
      sendReply(context, { ticketId: TICKET, sendId: uuid(8), reply: input }),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(api.createReply).not.toHaveBeenCalled();
    expect(await outcome()).toMatchObject({ state: 'failed' });
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
    await sendOutcomeStorage.setValue({
      [TICKET]: pending({ replyCount: 1, lastThreadElementCreationTime: '2026-11-01T00:00:00.000+00:00' }),
    });
    const result = await checkSend(context, TICKET);
    expect(result).toMatchObject({
      state: 'unknown',
      after: { replyCount: 2 },
      verdict: expect.stringContaining('1 more reply'),
    });
  });

  it('knows a send interrupted before its POST was not sent', async () => {
    const { context, api } = fakeContext();
    await sendOutcomeStorage.setValue({ [TICKET]: pending() });
    expect(await checkSend(context, TICKET)).toMatchObject({
      state: 'failed',
      error: { message: expect.stringContaining('it was not sent') },
    });
    expect(api.createReply).not.toHaveBeenCalled();
  });
});

describe('verdictOf', () => {
  const at = (replyCount: number, last = 'a', hasDraft = false) => ({
    replyCount,
    lastThreadElementCreationTime: last,
    hasDraft,
  });
  it.each([
    [at(2), at(4), false, 'The ticket now has 2 more replies than before you pressed Send'],
    [at(2, 'a'), at(2, 'b'), false, 'last activity moved'],
    [at(2), at(2, 'a', true), true, 'your draft was most likely saved'],
    [at(2, 'a', true), at(2, 'a', true), true, 'cannot tell whether it was saved'],
  ])('%o -> %o (draft %s) says "%s"', (before, after, isDraft, sentence) => {
    expect(verdictOf(before, after, isDraft)).toContain(sentence);
  });

  it('does not call a timed-out send "not sent" just because nothing changed yet', () => {
    expect(verdictOf(at(2), at(2), false)).toContain('it was most likely not sent');
    const afterTimeout = verdictOf(at(2), at(2), false, true);
    expect(afterTimeout).toContain('may still create it');
    expect(afterTimeout).not.toContain('not sent');
  });
});
