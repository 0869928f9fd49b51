import { effect } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidedeskError } from '@/lib/api/errors';
import type { Ticket } from '@/lib/api/schemas';
import { emptyReplyFields } from '@/lib/records/reply-fields';
import { createComposerModel } from '@/lib/sending/composer-model';
import { appendToDraft, loadDraft, saveDraft } from '@/lib/sending/drafts';
import { replyLogStorage, sendOutcomeStorage } from '@/lib/storage/items';
import { SCOPE, sampleReply, sampleSettings, sampleTicket } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { fakeWorkerContext, inProcessClient, sampleAgent, setUpWorkspace } from '@/test/support/worker';

const TICKET = 4478963;
const SEND_ID = '00000000-0000-4000-8000-000000000001';

beforeEach(async () => {
  fakeBrowser.reset();
  // No undo window unless a test asks for one: the reply is posted as soon as it is queued.
  await setUpWorkspace(sampleSettings({ undoSendSeconds: 0 }));
});
/**
 * Every model a test starts is stopped, its pending draft written, before the next test: a model
 * left running saved its debounced 'Hello' into the next test's storage (same scope and ticket)
 * whenever the machine was slow enough for the timer to outlive the test.
 */
const running: { stop: () => void; flush: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const model of running.splice(0)) {
    await model.flush(); // first: the stop's own flush is not awaited
    model.stop();
  }
  vi.restoreAllMocks();
});

/** The model (started when created) is disposed after the test. */
function disposeAfter(model: ReturnType<typeof createComposerModel>) {
  const stop = () => model[Symbol.dispose]();
  running.push({ stop, flush: model.flush });
  return stop;
}

const outcomeBase = { sendId: SEND_ID, ticketId: TICKET, startedAt: 1, updatedAt: 1, previousSendIds: [] };

/**
 * The real worker (send-queue.ts records the outcome, settles the draft, logs the reply) over an
 * API whose POST succeeds, is refused, or fails ambiguously (a lost connection).
 */
function worker(result: 'sent' | 'failed' | 'unknown' = 'sent', shown: Partial<Ticket> = {}) {
  let ticket = shown;
  const posted: unknown[] = [];
  const context = fakeWorkerContext({
    api: {
      getTicket: async (id: number) => sampleTicket({ id, status: 'pending', ...ticket }),
      createReply: async (ticketId: number, body: unknown) => {
        posted.push(body);
        // An ambiguous failure that did create the reply: the ticket gained one (the verdict asks).
        if (result === 'unknown') ticket = { ...ticket, replyCount: (sampleTicket().replyCount ?? 0) + 1 };
        if (result === 'sent') return sampleReply({ id: 77, ticketId });
        throw result === 'failed'
          ? new SidedeskError('api-error', { params: { said: 'no' } })
          : new SidedeskError('network', { reason: 'error.network.write', ambiguous: true });
      },
    },
  });
  const client = inProcessClient(context, { getStatus: () => ({ state: 'signed-in', agent: sampleAgent }) });
  return { ...client, posted };
}

/** What the ticket looked like when the agent opened it (the sample ticket's own numbers). */
const seenAtOpen = () => {
  const { replyCount, lastThreadElementCreationTime } = sampleTicket();
  return { replyCount: replyCount ?? 0, lastThreadElementCreationTime: lastThreadElementCreationTime ?? '' };
};

/** Waits until the worker's outcome for the ticket reaches `state`. */
const outcomeReaches = (model: ReturnType<typeof createComposerModel>, state: string) =>
  eventually(() => expect(model.outcome.value?.state).toBe(state));

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
  const stop = disposeAfter(model);
  await eventually(() => expect(model.loaded.value).toBe(true));
  return stop;
}

/** A composer whose send of `message` the service refused (the outcome is `failed`). */
async function refusedSend(message: string) {
  const model = createComposerModel(worker('failed').client, SCOPE, TICKET, {
    newSendId: () => SEND_ID,
    saveDelayMs: 10,
  });
  await started(model);
  model.message.value = message;
  await model.send();
  await outcomeReaches(model, 'failed');
  return model;
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
    await eventually(async () =>
      expect(await loadDraft(SCOPE, TICKET)).toMatchObject({ message: 'Hello', complete: true }),
    );
  });

  it('queues what is in the composer once, clears it, and the worker posts it once', async () => {
    const { client, requests, posted } = worker('sent');
    const onSent = vi.fn();
    const model = createComposerModel(client, SCOPE, TICKET, { onSent, newSendId: () => SEND_ID });
    await started(model);
    model.message.value = 'Reply text';
    model.parentChoice.value = 'other';
    model.parentOther.value = '#901';
    model.attachmentUrl.value = 'https://files.example.com/a.pdf';
    model.addAttachment();
    const first = model.send();
    const second = model.send(); // a double click
    await Promise.all([first, second]);
    expect(requests('queueReply')).toEqual([
      {
        op: 'queueReply',
        ticketId: TICKET,
        sendId: SEND_ID,
        seen: null,
        typed: expect.objectContaining({ message: 'Reply text' }),
        reply: {
          message: 'Reply text',
          isHtml: false,
          isDraft: false,
          complete: false,
          suppressAutoupdate: false,
          parentReplyId: 901,
          attachments: [{ url: 'https://files.example.com/a.pdf', name: 'a.pdf' }],
        },
      },
    ]);
    expect(model.message.value).toBe('');
    expect(model.attachments.value).toEqual([]);
    await outcomeReaches(model, 'sent');
    expect(model.outcome.value).toMatchObject({ state: 'sent', replyId: 77 });
    await eventually(() => expect(onSent).toHaveBeenCalled());
    expect(posted).toHaveLength(1);
    expect(await loadDraft(SCOPE, TICKET)).toBeNull();
  });

  it.each([
    ['send', { complete: false, isDraft: false }],
    ['complete', { complete: true, isDraft: false, suppressAutoupdate: false }],
    ['draft', { complete: false, isDraft: true }],
  ] as const)('"%s" posts the outcome it names, whatever the toggles say', async (kind, expected) => {
    const { client, requests } = worker('sent');
    const model = createComposerModel(client, SCOPE, TICKET);
    await started(model);
    model.message.value = 'x';
    model.suppressAutoupdate.value = true;
    await model.send(kind);
    expect(requests('queueReply')[0]?.reply).toMatchObject(expected);
  });

  it('names the primary button and the status line after the toggles', async () => {
    const model = createComposerModel(worker().client, SCOPE, TICKET);
    await started(model);
    expect([model.completes.value, model.status.value]).toEqual([false, 'composer.status.service']);
    model.suppressAutoupdate.value = true;
    expect(model.status.value).toBe('composer.status.unchanged');
    model.complete.value = true;
    // Completing wins over "don't change the status": the line says what will happen.
    expect([model.completes.value, model.status.value]).toEqual([true, 'composer.status.completed']);
  });

  it('Undo within the window posts nothing and puts the text back', async () => {
    await setUpWorkspace(sampleSettings({ undoSendSeconds: 30 }));
    const { client, posted } = worker('sent');
    const model = createComposerModel(client, SCOPE, TICKET, { saveDelayMs: 10 });
    await started(model);
    model.message.value = 'Wait, not yet';
    await model.send();
    expect(model.outcome.value?.state).toBe('waiting');
    expect(model.message.value).toBe('');
    expect(model.canSend.value).toBe(false);
    await model.undo();
    expect(model.outcome.value?.state).toBe('undone');
    await eventually(() => expect(model.message.value).toBe('Wait, not yet'));
    expect(model.canSend.value).toBe(true);
    expect(posted).toEqual([]);
  });

  it('does not post into a ticket that moved since it was opened, until "Send anyway"', async () => {
    const moved = { replyCount: seenAtOpen().replyCount + 1 };
    const { client, posted, requests } = worker('sent', moved);
    const model = createComposerModel(client, SCOPE, TICKET, { seen: seenAtOpen, saveDelayMs: 10 });
    await started(model);
    model.message.value = 'Are you still there?';
    await model.send();
    await outcomeReaches(model, 'held');
    expect(model.outcome.value).toMatchObject({ reason: 'moved', after: moved });
    await eventually(() => expect(model.message.value).toBe('Are you still there?'));
    expect(posted).toEqual([]);
    await model.send('send', true);
    expect(requests('queueReply')[1]?.seen).toBeNull();
    await outcomeReaches(model, 'sent');
    expect(posted).toHaveLength(1);
  });

  it('holds a send it cannot compare (reply count unknown) and says why, instead of posting', async () => {
    const { client, posted } = worker('sent', { replyCount: undefined });
    const model = createComposerModel(client, SCOPE, TICKET, { seen: seenAtOpen });
    await started(model);
    model.message.value = 'Hello';
    await model.send();
    await outcomeReaches(model, 'held');
    expect(model.outcome.value).toMatchObject({ reason: 'unknown' });
    expect(posted).toEqual([]);
    await eventually(() => expect(model.outcome.value?.inBox).toBe(true));
    expect(model.message.value).toBe('Hello'); // the text is back in the box
  });

  it('keeps the text after a refused send and shows the recorded failure', async () => {
    const model = await refusedSend('Keep me');
    expect(model.outcome.value).toMatchObject({
      state: 'failed',
      error: { code: 'api-error', params: { said: 'no' } },
    });
    await eventually(() => expect(model.message.value).toBe('Keep me'));
    expect(await loadDraft(SCOPE, TICKET)).toMatchObject({ message: 'Keep me' });
    expect(model.canSend.value).toBe(true);
  });

  it('a failed send stops showing once the agent changes the text it was about; the text stays', async () => {
    const model = await refusedSend('Keep me');
    await eventually(() => expect(model.message.value).toBe('Keep me'));
    // The text coming back is not an edit: the failure still shows.
    expect(model.outcome.value?.acknowledged).toBeFalsy();
    model.message.value = 'Keep me, edited';
    await eventually(() =>
      expect(model.outcome.value).toMatchObject({ state: 'failed', acknowledged: true }),
    );
    expect((await sendOutcomeStorage.get(SCOPE, TICKET))?.acknowledged).toBe(true); // the worker wrote it
    await eventually(async () =>
      expect(await loadDraft(SCOPE, TICKET)).toMatchObject({ message: 'Keep me, edited' }),
    );
  });

  it('"Write a message first" goes as soon as the agent writes', async () => {
    const model = createComposerModel(worker().client, SCOPE, TICKET);
    await started(model);
    await model.send();
    expect(model.formError.value).toMatch(/Write a message/);
    model.message.value = 'Hello';
    expect(model.formError.value).toBe('');
  });

  it('a message holding only the signature is neither a draft nor sendable; with text it is both', async () => {
    const { client, requests } = worker();
    const model = createComposerModel(client, SCOPE, TICKET, { saveDelayMs: 10 });
    await started(model);
    model.signature.value = 'Best regards,\nAlex';
    model.message.value = '\n\nBest regards,\nAlex';
    await eventually(() => expect(requests('saveDraft').length).toBeGreaterThan(0));
    expect(await loadDraft(SCOPE, TICKET)).toBeNull();
    await model.send();
    expect(model.formError.value).toMatch(/Write a message/);
    expect(requests('queueReply')).toEqual([]);

    model.message.value = 'Thanks!\n\nBest regards,\nAlex';
    await eventually(async () =>
      expect(await loadDraft(SCOPE, TICKET)).toMatchObject({ message: 'Thanks!\n\nBest regards,\nAlex' }),
    );
    model.message.value = '\n\nBest regards,\nAlex'; // the text deleted again: the draft goes
    await eventually(async () => expect(await loadDraft(SCOPE, TICKET)).toBeNull());
  });

  it('signs the next message after a send, and a quote into a signed new message goes above the signature', async () => {
    const { client, requests } = worker();
    const model = createComposerModel(client, SCOPE, TICKET, { saveDelayMs: 10 });
    await started(model);
    model.signature.value = 'Best regards,\nAlex';
    model.message.value = 'Fixed now.\n\nBest regards,\nAlex';
    await model.send();
    await outcomeReaches(model, 'sent');
    expect(model.message.value).toBe('\n\nBest regards,\nAlex');
    expect(await loadDraft(SCOPE, TICKET)).toBeNull(); // only the signature: no draft
    await model.send();
    expect(model.formError.value).toMatch(/Write a message/);
    expect(requests('queueReply')).toHaveLength(1);

    // The context menu quotes into the stored draft (in the worker).
    await appendToDraft(await fakeWorkerContext().session(), TICKET, 'quote');
    await eventually(() => expect(model.message.value).toBe('> quote\n\nBest regards,\nAlex'));
    await eventually(async () =>
      expect((await loadDraft(SCOPE, TICKET))?.message).toBe('> quote\n\nBest regards,\nAlex'),
    );
  });

  it('after an ambiguous failure, offers no plain Send until the agent decides', async () => {
    const { client, posted, requests } = worker('unknown');
    let n = 0;
    const model = createComposerModel(client, SCOPE, TICKET, {
      newSendId: () => `00000000-0000-4000-8000-00000000000${++n}`,
    });
    await started(model);
    model.message.value = 'Maybe sent';
    await model.send();
    await eventually(() => expect(model.outcome.value).toMatchObject({ state: 'unknown', checking: false }));
    expect(model.undecided.value).toBe(true);
    expect(model.canSend.value).toBe(false);
    await model.send();
    expect(requests('queueReply')).toHaveLength(1);
    await model.sendAgain();
    const sends = requests('queueReply');
    expect(sends).toHaveLength(2);
    expect(sends[1]?.sendId).not.toBe(sends[0]?.sendId);
    await eventually(() => expect(posted).toHaveLength(2));
  });

  it('tells the agent when the draft cannot be saved, keeps the text, and still sends', async () => {
    const { client, requests } = worker('failed');
    const model = createComposerModel(client, SCOPE, TICKET, { saveDelayMs: 10, newSendId: () => SEND_ID });
    await started(model);
    const refusing = refuseDraftWrites();
    model.message.value = 'Too large to keep';
    await eventually(() =>
      expect(model.draftError.value).toMatch(/^Your draft could not be saved: it is too large/),
    );
    await model.send();
    expect(requests('queueReply')).toHaveLength(1);
    expect(model.sending.value).toBe(false);
    await outcomeReaches(model, 'failed');
    expect(model.message.value).toBe('Too large to keep');
    // Shortened, it saves again and the warning goes.
    refusing.mockRestore();
    model.message.value = 'Short';
    await eventually(() => expect(model.draftError.value).toBe(''));
    expect(await loadDraft(SCOPE, TICKET)).toMatchObject({ message: 'Short' });
  });

  it('with the draft refused by storage, keeps the text on screen until the send is confirmed', async () => {
    const { client, posted } = worker('sent');
    const model = createComposerModel(client, SCOPE, TICKET, { saveDelayMs: 10 });
    await started(model);
    refuseDraftWrites();
    model.message.value = 'Only on screen';
    await eventually(() => expect(model.draftError.value).not.toBe(''));
    await model.send();
    await outcomeReaches(model, 'sent');
    expect(posted).toHaveLength(1);
    await eventually(() => expect(model.message.value).toBe(''));
  });

  it('never stays "sending" when the draft cannot be written before the send', async () => {
    // The worker fails before it records anything: the failure can only show from the answer.
    const { client } = inProcessClient(fakeWorkerContext(), {
      getStatus: () => ({ state: 'signed-in' }),
      queueReply: () => {
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
    expect(model.message.value).toBe('x');
  });

  it('shows a protocol failure that left no outcome as a sentence', async () => {
    const { client } = inProcessClient(fakeWorkerContext(), {
      getStatus: () => ({ state: 'signed-in' }),
      queueReply: () => {
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
    expect(requests('queueReply')).toEqual([]);
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
    await eventually(() => expect(model.message.value).toBe('Typing more\n\n> quote\n'));
  });

  it('a quote stored while a save is under way joins the typing, which stays on screen and in storage', async () => {
    const { client } = worker();
    const session = await fakeWorkerContext().session();
    let quoted = false;
    // The context menu quotes into the stored draft after the page sent its save, before the worker
    // takes it: the storage change reaches the page while its save is under way.
    const racing = {
      ...client,
      call: (async (request: Parameters<typeof client.call>[0]) => {
        if (request.op === 'saveDraft' && !quoted) {
          quoted = true;
          await appendToDraft(session, TICKET, 'quote');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return client.call(request);
      }) as typeof client.call,
    };
    const model = createComposerModel(racing, SCOPE, TICKET);
    await started(model);
    model.message.value = 'Typed';
    // Every text the box shows from now on (a key press in that moment would land on it).
    const shown: string[] = [];
    const stopWatching = effect(() => void shown.push(model.message.value));
    await model.flush();
    await eventually(() => expect(model.message.value).toBe('Typed\n\n> quote\n'));
    stopWatching();
    expect(shown.filter((text) => !text.startsWith('Typed'))).toEqual([]);
    expect((await loadDraft(SCOPE, TICKET))?.message).toBe('Typed\n\n> quote\n');
  });

  it('asks the worker to settle a send it finds pending when it opens', async () => {
    // A worker died before its POST: pending, with no snapshot of the ticket taken yet.
    await sendOutcomeStorage.set(SCOPE, TICKET, { ...outcomeBase, state: 'pending' });
    const { client, requests } = worker();
    const model = createComposerModel(client, SCOPE, TICKET);
    disposeAfter(model);
    await eventually(() =>
      expect(model.outcome.value).toMatchObject({
        state: 'failed',
        error: { code: 'network', reason: 'error.network.interrupted-before-post' },
      }),
    );
    expect(requests('checkSend')).toEqual([{ op: 'checkSend', ticketId: TICKET }]);
  });
});
