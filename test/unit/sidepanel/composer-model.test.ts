import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createComposerModel } from '../../../components/sidepanel/composer-model';
import { SidedeskError } from '../../../lib/api/errors';
import type { Request } from '../../../lib/messaging/protocol';
import { draftsStorage, replyLogStorage, type SendOutcome, sendOutcomeStorage } from '../../../lib/storage';
import { emptyDraft, loadDraft, saveDraft } from '../../../lib/tickets/drafts';
import { sampleReply, sampleTicket } from '../../support/samples';
import { callsOf, fakeClient } from './fake-client';

const TICKET = 4478963;
const SEND_ID = '00000000-0000-4000-8000-000000000001';

beforeEach(() => fakeBrowser.reset());
afterEach(() => vi.restoreAllMocks());

const outcomeBase = { sendId: SEND_ID, ticketId: TICKET, startedAt: 1, updatedAt: 1, previousSendIds: [] };

/** A fake worker: createReply behaves like send-reply.ts would (outcome, draft, log). */
function worker(result: 'sent' | 'failed' | 'unknown' = 'sent') {
  return fakeClient({
    getStatus: () => ({ state: 'signed-in', agent: { email: 'agent@sidedesk.test', name: 'A' } }),
    createReply: async (request) => {
      const { sendId } = request as Extract<Request, { op: 'createReply' }>;
      if (result === 'sent') {
        const reply = sampleReply({ id: 77, ticketId: TICKET });
        await draftsStorage.setValue({});
        await sendOutcomeStorage.setValue({ [TICKET]: { ...outcomeBase, sendId, state: 'sent', reply } });
        return { reply, ticket: sampleTicket({ id: TICKET, status: 'pending' }) };
      }
      const error =
        result === 'failed'
          ? { code: 'api-error' as const, params: { said: 'no' } }
          : { code: 'network' as const, reason: 'error.network.write' as const, ambiguous: true };
      const outcome: SendOutcome =
        result === 'failed'
          ? { ...outcomeBase, sendId, state: 'failed', error }
          : { ...outcomeBase, sendId, state: 'unknown', error, verdict: { key: 'verdict.not-sent' } };
      await sendOutcomeStorage.setValue({ [TICKET]: outcome });
      const { code, ...details } = error;
      throw new SidedeskError(code, details);
    },
  });
}

async function started(model: ReturnType<typeof createComposerModel>) {
  const stop = model.start();
  await vi.waitFor(() => expect(model.loaded.value).toBe(true));
  return stop;
}

describe('composer model', () => {
  it('restores the stored draft, fields and parent included', async () => {
    await replyLogStorage.setValue({
      [TICKET]: [{ id: 5, level: 0, parentReplyId: null, creationTime: 'x', isDraft: false, excerpt: 'e' }],
    });
    await saveDraft({ ...emptyDraft(TICKET), message: 'Saved text', isHtml: true, parentReplyId: 5 });
    const model = createComposerModel(worker().client, TICKET);
    await started(model);
    expect(model.message.value).toBe('Saved text');
    expect(model.isHtml.value).toBe(true);
    expect(model.parentChoice.value).toBe('5');
  });

  it('saves what the agent types, debounced', async () => {
    const model = createComposerModel(worker().client, TICKET, { saveDelayMs: 20 });
    await started(model);
    model.message.value = 'H';
    model.message.value = 'Hello';
    model.complete.value = true;
    await vi.waitFor(async () =>
      expect(await loadDraft(TICKET)).toMatchObject({ message: 'Hello', complete: true }),
    );
  });

  it('sends what is in the composer once, then clears it and reports the result', async () => {
    const { client, call } = worker('sent');
    const onSent = vi.fn();
    const model = createComposerModel(client, TICKET, { onSent, newSendId: () => SEND_ID });
    await started(model);
    model.message.value = 'Reply text';
    model.isDraft.value = true;
    model.parentChoice.value = 'other';
    model.parentOther.value = '#901';
    model.attachmentUrl.value = 'https://files.example.com/a.pdf';
    model.addAttachment();
    const first = model.send();
    const second = model.send(); // a double click
    await Promise.all([first, second]);
    expect(callsOf(call, 'createReply')).toEqual([
      {
        op: 'createReply',
        ticketId: TICKET,
        sendId: SEND_ID,
        reply: {
          message: 'Reply text',
          isHtml: false,
          isDraft: true,
          complete: false,
          suppressAutoupdate: false,
          parentReplyId: 901,
          attachments: [{ url: 'https://files.example.com/a.pdf', name: 'a.pdf' }],
        },
      },
    ]);
    expect(model.message.value).toBe('');
    expect(model.attachments.value).toEqual([]);
    expect(model.outcome.value).toMatchObject({ state: 'sent', reply: { id: 77 } });
    expect(onSent).toHaveBeenCalledWith(
      expect.objectContaining({ reply: expect.objectContaining({ id: 77 }) }),
    );
    expect(await loadDraft(TICKET)).toBeNull();
  });

  it('keeps everything after a refused send and shows the recorded failure', async () => {
    const model = createComposerModel(worker('failed').client, TICKET, { newSendId: () => SEND_ID });
    await started(model);
    model.message.value = 'Keep me';
    await model.send();
    expect(model.message.value).toBe('Keep me');
    expect(await loadDraft(TICKET)).toMatchObject({ message: 'Keep me' });
    expect(model.outcome.value).toMatchObject({
      state: 'failed',
      error: { code: 'api-error', params: { said: 'no' } },
    });
    expect(model.canSend.value).toBe(true);
  });

  it('after an ambiguous failure, offers no plain Send until the agent decides', async () => {
    const { client, call } = worker('unknown');
    let n = 0;
    const model = createComposerModel(client, TICKET, {
      newSendId: () => `00000000-0000-4000-8000-00000000000${++n}`,
    });
    await started(model);
    model.message.value = 'Maybe sent';
    await model.send();
    expect(model.undecided.value).toBe(true);
    expect(model.canSend.value).toBe(false);
    await model.send();
    expect(callsOf(call, 'createReply')).toHaveLength(1);
    await model.sendAgain();
    const sends = callsOf(call, 'createReply');
    expect(sends).toHaveLength(2);
    expect(sends[1]?.sendId).not.toBe(sends[0]?.sendId);
  });

  it('tells the agent when the draft cannot be saved, keeps the text, and still sends', async () => {
    const { client, call } = worker('failed');
    const model = createComposerModel(client, TICKET, { saveDelayMs: 10, newSendId: () => SEND_ID });
    await started(model);
    const setValue = vi
      .spyOn(draftsStorage, 'setValue')
      .mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    model.message.value = 'Too large to keep';
    await vi.waitFor(() =>
      expect(model.draftError.value).toMatch(/^Your draft could not be saved: it is too large/),
    );
    await model.send();
    expect(callsOf(call, 'createReply')).toHaveLength(1);
    expect(model.sending.value).toBe(false);
    expect(model.message.value).toBe('Too large to keep');
    // Shortened, it saves again and the warning goes.
    setValue.mockRestore();
    model.message.value = 'Short';
    await vi.waitFor(() => expect(model.draftError.value).toBe(''));
    expect(await loadDraft(TICKET)).toMatchObject({ message: 'Short' });
  });

  it('never stays "sending" when the draft cannot be written before the send', async () => {
    const { client } = fakeClient({
      getStatus: () => ({ state: 'signed-in' }),
      createReply: () => {
        throw new SidedeskError('api-error', { reason: 'error.api-error.reply-too-large' });
      },
    });
    const model = createComposerModel(client, TICKET, { saveDelayMs: 10_000 });
    await started(model);
    vi.spyOn(draftsStorage, 'setValue').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    model.message.value = 'x';
    await model.send();
    expect(model.sending.value).toBe(false);
    expect(model.formError.value).toMatch(/^The reply is too large for the Ticket API/);
    expect(model.draftError.value).toMatch(/could not be saved/);
  });

  it('shows a protocol failure that left no outcome as a sentence', async () => {
    const { client } = fakeClient({
      getStatus: () => ({ state: 'signed-in' }),
      createReply: () => {
        throw new SidedeskError('internal', { reason: 'error.internal.no-answer' });
      },
    });
    const model = createComposerModel(client, TICKET);
    await started(model);
    model.message.value = 'x';
    await model.send();
    expect(model.formError.value).toBe(
      'The Sidedesk background did not answer. Reload the extension and try again.',
    );
  });

  it('refuses to send an empty message or a malformed parent id, without calling the worker', async () => {
    const { client, call } = worker();
    const model = createComposerModel(client, TICKET);
    await started(model);
    await model.send();
    expect(model.formError.value).toMatch(/Write a message/);
    model.message.value = 'x';
    model.parentChoice.value = 'other';
    model.parentOther.value = 'abc';
    await model.send();
    expect(model.formError.value).toMatch(/parent reply ID/);
    expect(callsOf(call, 'createReply')).toEqual([]);
  });

  it('checks attachments as they are added, and removes them', async () => {
    const model = createComposerModel(worker().client, TICKET);
    await started(model);
    model.attachmentUrl.value = 'ftp://x';
    model.addAttachment();
    expect(model.attachmentError.value).toMatch(/http or https/);
    model.attachmentUrl.value = 'https://files.example.com/b.png';
    model.attachmentName.value = 'Screenshot';
    model.addAttachment();
    model.attachmentUrl.value = 'https://files.example.com/b.png';
    model.addAttachment();
    expect(model.attachmentError.value).toMatch(/already added/);
    expect(model.attachments.value).toEqual([{ url: 'https://files.example.com/b.png', name: 'Screenshot' }]);
    model.removeAttachment('https://files.example.com/b.png');
    expect(model.attachments.value).toEqual([]);
  });

  it('takes in a quote appended to the stored draft while the agent types', async () => {
    const model = createComposerModel(worker().client, TICKET, { saveDelayMs: 10_000 });
    await started(model);
    model.message.value = 'Typing';
    await model.flush();
    model.message.value = 'Typing more';
    await draftsStorage.setValue({ [TICKET]: { ...emptyDraft(TICKET), message: 'Typing\n\n> quote\n' } });
    await vi.waitFor(() => expect(model.message.value).toBe('Typing more\n\n> quote\n'));
  });

  it('asks the worker to settle a send it finds pending when it opens', async () => {
    await sendOutcomeStorage.setValue({ [TICKET]: { ...outcomeBase, state: 'pending' } });
    const settled = {
      ...outcomeBase,
      state: 'unknown',
      error: { code: 'network' },
      verdict: { key: 'verdict.not-sent' },
    };
    const { client, call } = fakeClient({
      getStatus: () => ({ state: 'signed-in' }),
      checkSend: () => ({ outcome: settled }),
    });
    const model = createComposerModel(client, TICKET);
    model.start();
    await vi.waitFor(() =>
      expect(model.outcome.value).toMatchObject({ state: 'unknown', verdict: { key: 'verdict.not-sent' } }),
    );
    expect(callsOf(call, 'checkSend')).toEqual([{ op: 'checkSend', ticketId: TICKET }]);
  });
});
