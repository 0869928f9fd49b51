// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Reply, Ticket } from '@/lib/api/schemas';
import { emptyReplyFields, type ReplyFields } from '@/lib/records/reply-fields';
import { loadDraft, saveDraft } from '@/lib/sending/drafts';
import { LATE_MS } from '@/lib/sending/worker/send-machine';
import { queueReply, sendDue, undoSend } from '@/lib/sending/worker/send-queue';
import { sendOutcomeStorage, waitingSendsStorage } from '@/lib/storage/items';
import {
  SCOPE,
  SECOND_SCOPE,
  sampleReply,
  sampleSettings,
  sampleTicket,
  twoWorkspaceSettings,
} from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

// Undo send lives in the worker: the reply waits (recorded) for the undo window, then is posted
// exactly once, by whichever wake-up comes first (timer, alarm, worker start, a page asking).

const TICKET = 4478963;
const typed: ReplyFields = { ...emptyReplyFields(), message: 'Thanks, *fixed*.' };
const reply: ReplyFields = { ...typed, message: '<p>Thanks, <em>fixed</em>.</p>', isHtml: true };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const outcome = () => sendOutcomeStorage.get(SCOPE, TICKET);
const draftText = async () => (await loadDraft(SCOPE, TICKET))?.message;

/** A fake service whose POST takes a moment (so concurrent wake-ups overlap) and counts. */
function fakeService() {
  let ticket: Ticket = sampleTicket({ id: TICKET, replyCount: 2 });
  const api = {
    getTicket: vi.fn(async (_id: number) => structuredClone(ticket)),
    createReply: vi.fn(async (_id: number, body: { message: string }): Promise<Reply> => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      ticket = { ...ticket, replyCount: (ticket.replyCount ?? 0) + 1 };
      return sampleReply({ id: 900, ticketId: TICKET, message: body.message });
    }),
  };
  return { context: fakeWorkerContext({ api }), api };
}

/** The panel saved the draft, then pressed Send: the reply is queued with a 30 s undo window. */
async function queued(context = fakeService().context, sendId = uuid(1)) {
  await saveDraft(await context.session(), TICKET, typed, null);
  return queueReply(context, { ticketId: TICKET, sendId, reply, typed, seen: null });
}

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace(sampleSettings({ undoSendSeconds: 30 }));
});

describe('send queue', () => {
  it('records the reply as waiting first, takes its text out of the draft, and sets an alarm', async () => {
    const { context, api } = fakeService();
    const before = Date.now();
    const waiting = await queued(context);
    expect(waiting).toMatchObject({ state: 'waiting', sendId: uuid(1), reply, typed });
    expect(waiting.state === 'waiting' && waiting.dueAt).toBeGreaterThanOrEqual(before + 30_000);
    expect(await outcome()).toEqual(waiting);
    expect(await draftText()).toBeUndefined();
    expect(await waitingSendsStorage.getValue()).toMatchObject([{ scope: SCOPE, ticketId: TICKET }]);
    expect(await fakeBrowser.alarms.getAll()).toHaveLength(1);
    expect(api.createReply).not.toHaveBeenCalled();
  });

  it('Undo in the window: nothing is posted, ever, and the typed text is back in the draft', async () => {
    const { context, api } = fakeService();
    const waiting = await queued(context);
    const result = await undoSend(context, TICKET, uuid(1));
    expect(result).toMatchObject({ undone: true, outcome: { state: 'undone', sendId: uuid(1) } });
    expect(await draftText()).toBe('Thanks, *fixed*.');
    expect(await waitingSendsStorage.getValue()).toEqual([]);
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
    await sendDue(context, (waiting.state === 'waiting' ? waiting.dueAt : 0) + 1000);
    expect(api.createReply).not.toHaveBeenCalled();
  });

  it('posts a due reply once, however many wake-ups race for it', async () => {
    const { context, api } = fakeService();
    const waiting = await queued(context);
    const due = (waiting.state === 'waiting' ? waiting.dueAt : 0) + 1;
    await Promise.all([sendDue(context, due), sendDue(context, due), sendDue(context, due)]);
    await eventually(async () => expect((await outcome())?.state).toBe('sent'));
    expect(api.createReply).toHaveBeenCalledTimes(1);
    await sendDue(context, due + 60_000);
    expect(api.createReply).toHaveBeenCalledTimes(1);
    expect(await waitingSendsStorage.getValue()).toEqual([]);
  });

  it('an Undo racing the post: either undone and never posted, or posted and not undone', async () => {
    const { context, api } = fakeService();
    const waiting = await queued(context);
    const due = (waiting.state === 'waiting' ? waiting.dueAt : 0) + 1;
    const [, undo] = await Promise.all([sendDue(context, due), undoSend(context, TICKET, uuid(1))]);
    await eventually(async () => expect(['undone', 'sent']).toContain((await outcome())?.state));
    const posted = api.createReply.mock.calls.length;
    expect({ undone: undo.undone, posted }).toEqual(
      undo.undone ? { undone: true, posted: 0 } : { undone: false, posted: 1 },
    );
    expect((await outcome())?.state).toBe(undo.undone ? 'undone' : 'sent');
  });

  it('does not post before the reply is due', async () => {
    const { context, api } = fakeService();
    await queued(context);
    await sendDue(context);
    expect(api.createReply).not.toHaveBeenCalled();
    expect((await outcome())?.state).toBe('waiting');
  });

  it('Undo after the post changes nothing and says so', async () => {
    const { context } = fakeService();
    const waiting = await queued(context);
    await sendDue(context, (waiting.state === 'waiting' ? waiting.dueAt : 0) + 1);
    const result = await undoSend(context, TICKET, uuid(1));
    expect(result).toMatchObject({ undone: false, outcome: { state: 'sent' } });
    expect(await draftText()).toBeUndefined();
  });

  it('a worker that restarts a little late posts the reply from the record, once', async () => {
    const first = fakeService();
    const waiting = await queued(first.context);
    const dueAt = waiting.state === 'waiting' ? waiting.dueAt : 0;
    // The first worker died during the window; a new one (fresh memory, same storage) wakes.
    const restarted = fakeService();
    await sendDue(restarted.context, dueAt + LATE_MS - 1000);
    await eventually(async () => expect((await outcome())?.state).toBe('sent'));
    expect(restarted.api.createReply).toHaveBeenCalledTimes(1);
    expect(first.api.createReply).not.toHaveBeenCalled();
  });

  it('a worker that restarts too late does not post: the outcome says so and the text is back', async () => {
    const { context, api } = fakeService();
    const waiting = await queued(context);
    await sendDue(context, (waiting.state === 'waiting' ? waiting.dueAt : 0) + LATE_MS + 1000);
    expect(await outcome()).toMatchObject({ state: 'held', reason: 'late', sendId: uuid(1) });
    expect(await draftText()).toBe('Thanks, *fixed*.');
    expect(api.createReply).not.toHaveBeenCalled();
  });

  it('answers a repeated press from the record, and refuses a second reply while one waits', async () => {
    const { context } = fakeService();
    const waiting = await queued(context);
    expect(await queueReply(context, { ticketId: TICKET, sendId: uuid(1), reply, seen: null })).toEqual(
      waiting,
    );
    await expect(
      queueReply(context, { ticketId: TICKET, sendId: uuid(2), reply, seen: null }),
    ).rejects.toMatchObject({ code: 'bad-input', reason: 'error.bad-input.still-sending' });
    expect(await waitingSendsStorage.getValue()).toHaveLength(1);
  });

  it('a reply too large for storage is not sent, in words; its text stays in the draft', async () => {
    const { context, api } = fakeService();
    await saveDraft(await context.session(), TICKET, typed, null);
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
      const withText = Object.values(items).some((v) => !!(v as { reply?: unknown })?.reply);
      if (withText) throw new Error('QUOTA_BYTES quota exceeded');
      return set(items);
    });
    await expect(
      queueReply(context, { ticketId: TICKET, sendId: uuid(1), reply, typed, seen: null }),
    ).rejects.toMatchObject({ code: 'bad-input', reason: 'error.bad-input.send-too-large' });
    vi.restoreAllMocks();
    expect(api.createReply).not.toHaveBeenCalled();
    expect(await draftText()).toBe('Thanks, *fixed*.');
    expect(await outcome()).toBeNull();
    expect(await waitingSendsStorage.getValue()).toEqual([]);
  });

  it('holds a due reply whose ticket moved since the agent saw it, and puts the text back', async () => {
    const { context, api } = fakeService();
    await saveDraft(await context.session(), TICKET, typed, null);
    const seen = { replyCount: 1, lastThreadElementCreationTime: '2026-11-01T00:00:00.000+00:00' };
    const waiting = await queueReply(context, { ticketId: TICKET, sendId: uuid(1), reply, typed, seen });
    await sendDue(context, (waiting.state === 'waiting' ? waiting.dueAt : 0) + 1);
    await eventually(async () => expect(await draftText()).toBe('Thanks, *fixed*.'));
    expect(await outcome()).toMatchObject({ state: 'held', reason: 'moved', after: { replyCount: 2 } });
    expect(api.createReply).not.toHaveBeenCalled();
  });
});

describe('send queue with two workspaces', () => {
  it('posts a due reply to the workspace it was written in, after the agent switched to another', async () => {
    await setUpWorkspace(twoWorkspaceSettings({ undoSendSeconds: 30 }));
    const { context, api } = fakeService();
    const waiting = await queued(context);
    // The agent switches to the second workspace during the undo window.
    await setUpWorkspace(twoWorkspaceSettings({ undoSendSeconds: 30, activeWorkspaceId: 'second' }));
    await sendDue(context, (waiting.state === 'waiting' ? waiting.dueAt : 0) + 1000);
    expect(api.createReply).toHaveBeenCalledTimes(1);
    expect(context.apiCalls.filter((id) => id !== 'default')).toEqual([]);
    expect(await outcome()).toMatchObject({ state: 'sent', sendId: uuid(1) });
    expect(await sendOutcomeStorage.get(SECOND_SCOPE, TICKET)).toBeNull();
  });
});
