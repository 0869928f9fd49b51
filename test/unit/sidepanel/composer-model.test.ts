import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createComposerModel } from '../../../components/sidepanel/composer-model';
import { SidedeskError } from '../../../lib/api/errors';
import { replyLogStorage, sendOutcomeStorage } from '../../../lib/storage';
import { appendToDraft, loadDraft, saveDraft } from '../../../lib/tickets/drafts';
import { emptyReplyFields } from '../../../lib/tickets/reply-fields';
import { SCOPE, sampleReply, sampleTicket } from '../../support/samples';
import { fakeWorkerContext, inProcessClient, sampleAgent, setUpWorkspace } from '../../support/worker';

const TICKET = 4478963;
const SEND_ID = '00000000-0000-4000-8000-000000000001';

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});
afterEach(() => vi.restoreAllMocks());

const outcomeBase = { sendId: SEND_ID, ticketId: TICKET, startedAt: 1, updatedAt: 1, previousSendIds: [] };

/**
 * The real worker (send-reply.ts records the outcome, settles the draft, logs the reply) over an
 * API whose POST succeeds, is refused, or fails ambiguously (a lost connection).
 */
function worker(result: 'sent' | 'failed' | 'unknown' = 'sent') {
  const context = fakeWorkerContext({
    api: {
      getTicket: async (id: number) => sampleTicket({ id, status: 'pending' }),
      createReply: async (ticketId: number) => {
        if (result === 'sent') return sampleReply({ id: 77, ticketId });
        throw result === 'failed'
          ? new SidedeskError('api-error', { params: { said: 'no' } })
          : new SidedeskError('network', { reason: 'error.network.write', ambiguous: true });
      },
    },
  });
  return inProcessClient(context, { getStatus: () => ({ state: 'signed-in', agent: sampleAgent }) });
}

/** chrome.storage.local refusing every draft write (quota), and nothing else. */
function refuseDraftWrites() {
  const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
  return vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
    if (Object.keys(items).some((key) => key.startsWith('draft')))
      throw new Error('QUOTA_BYTES quota exceeded');
    return set(items);
  });
}

async function started(model: ReturnType<typeof createComposerModel>) {
  const stop = model.start();
  await vi.waitFor(() => expect(model.loaded.value).toBe(true));
  return stop;
}

describe('composer model', () => {
  it('restores the stored draft, fields and parent included', async () => {
    await replyLogStorage.set(SCOPE, TICKET, [
      { id: 5, level: 0, parentReplyId: null, creationTime: 'x', isDraft: false, excerpt: 'e' },
    ]);
    const session = await fakeWorkerContext().session();
    const saved = { ...emptyReplyFields(), message: 'Saved text', isHtml: true, parentReplyId: 5 };
    await saveDraft(session, TICKET, saved, null);
    const model = createComposerModel(worker().client, SCOPE, TICKET);
    await started(model);
    expect(model.message.value).toBe('Saved text');
    expect(model.format.value).toBe('html');
    expect(model.parentChoice.value).toBe('5');
  });

  it('saves what the agent types, debounced', async () => {
    const model = createComposerModel(worker().client, SCOPE, TICKET, { saveDelayMs: 20 });
    await started(model);
    model.message.value = 'H';
    model.message.value = 'Hello';
    model.complete.value = true;
    await vi.waitFor(async () =>
      expect(await loadDraft(SCOPE, TICKET)).toMatchObject({ message: 'Hello', complete: true }),
    );
  });

  it('sends what is in the composer once, then clears it and reports the result', async () => {
    const { client, requests } = worker('sent');
    const onSent = vi.fn();
    const model = createComposerModel(client, SCOPE, TICKET, { onSent, newSendId: () => SEND_ID });
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
    expect(requests('createReply')).toEqual([
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
    expect(await loadDraft(SCOPE, TICKET)).toBeNull();
  });

  it('keeps everything after a refused send and shows the recorded failure', async () => {
    const model = createComposerModel(worker('failed').client, SCOPE, TICKET, { newSendId: () => SEND_ID });
    await started(model);
    model.message.value = 'Keep me';
    await model.send();
    expect(model.message.value).toBe('Keep me');
    expect(await loadDraft(SCOPE, TICKET)).toMatchObject({ message: 'Keep me' });
    expect(model.outcome.value).toMatchObject({
      state: 'failed',
      error: { code: 'api-error', params: { said: 'no' } },
    });
    expect(model.canSend.value).toBe(true);
  });

  it('after an ambiguous failure, offers no plain Send until the agent decides', async () => {
    const { client, requests } = worker('unknown');
    let n = 0;
    const model = createComposerModel(client, SCOPE, TICKET, {
      newSendId: () => `00000000-0000-4000-8000-00000000000${++n}`,
    });
    await started(model);
    model.message.value = 'Maybe sent';
    await model.send();
    expect(model.undecided.value).toBe(true);
    expect(model.canSend.value).toBe(false);
    await model.send();
    expect(requests('createReply')).toHaveLength(1);
    await model.sendAgain();
    const sends = requests('createReply');
    expect(sends).toHaveLength(2);
    expect(sends[1]?.sendId).not.toBe(sends[0]?.sendId);
  });

  it('tells the agent when the draft cannot be saved, keeps the text, and still sends', async () => {
    const { client, requests } = worker('failed');
    const model = createComposerModel(client, SCOPE, TICKET, { saveDelayMs: 10, newSendId: () => SEND_ID });
    await started(model);
    const refusing = refuseDraftWrites();
    model.message.value = 'Too large to keep';
    await vi.waitFor(() =>
      expect(model.draftError.value).toMatch(/^Your draft could not be saved: it is too large/),
    );
    await model.send();
    expect(requests('createReply')).toHaveLength(1);
    expect(model.sending.value).toBe(false);
    expect(model.message.value).toBe('Too large to keep');
    // Shortened, it saves again and the warning goes.
    refusing.mockRestore();
    model.message.value = 'Short';
    await vi.waitFor(() => expect(model.draftError.value).toBe(''));
    expect(await loadDraft(SCOPE, TICKET)).toMatchObject({ message: 'Short' });
  });

  it('never stays "sending" when the draft cannot be written before the send', async () => {
    // The worker fails before it records anything: the failure can only show from the answer.
    const { client } = inProcessClient(fakeWorkerContext(), {
      getStatus: () => ({ state: 'signed-in' }),
      createReply: () => {
        throw new SidedeskError('api-error', { reason: 'error.api-error.reply-too-large' });
      },
    });
    const model = createComposerModel(client, SCOPE, TICKET, { saveDelayMs: 10_000 });
    await started(model);
    refuseDraftWrites();
    model.message.value = 'x';
    await model.send();
    expect(model.sending.value).toBe(false);
    expect(model.formError.value).toMatch(/^The reply is too large for the Ticket API/);
    expect(model.draftError.value).toMatch(/could not be saved/);
  });

  it('shows a protocol failure that left no outcome as a sentence', async () => {
    const { client } = inProcessClient(fakeWorkerContext(), {
      getStatus: () => ({ state: 'signed-in' }),
      createReply: () => {
        throw new SidedeskError('internal', { reason: 'error.internal.no-answer' });
      },
    });
    const model = createComposerModel(client, SCOPE, TICKET);
    await started(model);
    model.message.value = 'x';
    await model.send();
    expect(model.formError.value).toBe(
      'The Sidedesk background did not answer. Reload the extension and try again.',
    );
  });

  it('refuses to send an empty message or a malformed parent id, without calling the worker', async () => {
    const { client, requests } = worker();
    const model = createComposerModel(client, SCOPE, TICKET);
    await started(model);
    await model.send();
    expect(model.formError.value).toMatch(/Write a message/);
    model.message.value = 'x';
    model.parentChoice.value = 'other';
    model.parentOther.value = 'abc';
    await model.send();
    expect(model.formError.value).toMatch(/parent reply ID/);
    expect(requests('createReply')).toEqual([]);
  });

  it('checks attachments as they are added, and removes them', async () => {
    const model = createComposerModel(worker().client, SCOPE, TICKET);
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
    const model = createComposerModel(worker().client, SCOPE, TICKET, { saveDelayMs: 10_000 });
    await started(model);
    model.message.value = 'Typing';
    await model.flush();
    model.message.value = 'Typing more';
    // The context menu quotes into the stored draft (in the worker) while the agent types.
    await appendToDraft(await fakeWorkerContext().session(), TICKET, 'quote');
    expect((await loadDraft(SCOPE, TICKET))?.message).toBe('Typing\n\n> quote\n');
    await vi.waitFor(() => expect(model.message.value).toBe('Typing more\n\n> quote\n'));
  });

  it('asks the worker to settle a send it finds pending when it opens', async () => {
    // A worker died before its POST: pending, with no snapshot of the ticket taken yet.
    await sendOutcomeStorage.set(SCOPE, TICKET, { ...outcomeBase, state: 'pending' });
    const { client, requests } = worker();
    const model = createComposerModel(client, SCOPE, TICKET);
    model.start();
    await vi.waitFor(() =>
      expect(model.outcome.value).toMatchObject({
        state: 'failed',
        error: { code: 'network', reason: 'error.network.interrupted-before-post' },
      }),
    );
    expect(requests('checkSend')).toEqual([{ op: 'checkSend', ticketId: TICKET }]);
  });
});
