import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { signOut } from '@/lib/account/worker/sign-out';
import { SidedeskError } from '@/lib/api/errors';
import type { Agent } from '@/lib/api/schemas';
import { emptyReplyFields, type ReplyFields } from '@/lib/records/reply-fields';
import { loadDraft, saveDraft } from '@/lib/sending/drafts';
import { deletedRepliesOf, repliesDeletedOf } from '@/lib/sending/worker/kept-notice';
import { registerKeepThroughSignOut } from '@/lib/sending/worker/outbox-keep';
import { KEPT_MS } from '@/lib/sending/worker/send-machine';
import { queueReply, sendDue, sendNow, undoSend } from '@/lib/sending/worker/send-queue';
import { agentStorage, sendOutcomeStorage, waitingSendsStorage } from '@/lib/storage/items';
import { SCOPE, sampleSettings, sampleWorkspace } from '@/test/support/samples';
import { fakeService } from '@/test/support/send-service';
import { sampleAgent, setUpWorkspace } from '@/test/support/worker';

// Whose words a reply is, on a computer that agents share: a reply kept through its agent's
// sign-out is never posted as, shown to, or put in the box of the next agent; a finished send's
// record keeps no text. A fixed clock; every wake-up is fired by the test.

const TICKET = 4478963;
const WORKSPACE = sampleWorkspace().id;
const A = sampleAgent;
const B: Agent = { email: 'bo.other@sidedesk.test', name: 'Bo Other' };
const text: ReplyFields = { ...emptyReplyFields(), message: 'Words of agent A.' };
const SEND = '00000000-0000-4000-8000-000000000001';
const NOW = Date.parse('2026-11-28T12:00:00Z');
const outcome = () => sendOutcomeStorage.get(SCOPE, TICKET);
type Service = ReturnType<typeof fakeService>;

/** Who the broker's last token answer named for the workspace (null: signed out). */
function signedInAs({ context }: Service, agent: Agent | null) {
  vi.mocked(context.confirmedAgent).mockResolvedValue(agent);
  vi.mocked(context.tokens.getAgent).mockImplementation(async () => {
    if (!agent) throw new SidedeskError('sign-in-required');
    return agent;
  });
}

/** Agent A writes and sends the reply (its undo window is `undo` seconds). */
async function aSends(service: Service) {
  registerKeepThroughSignOut(service.context);
  await agentStorage.set(SCOPE, A);
  signedInAs(service, A);
  await saveDraft(await service.context.session(), TICKET, text, null);
  await queueReply(service.context, { ticketId: TICKET, sendId: SEND, reply: text, seen: null });
}

async function aSignsOut(service: Service) {
  await signOut(service.context);
  signedInAs(service, null);
}

/** Nothing of A's reply reached B: not posted, not in the box, not in the outbox B sees. */
async function nothingOfAFor(service: Service) {
  expect(service.posted).toEqual([]);
  expect(service.authors).not.toContain(B.email);
  expect((await loadDraft(SCOPE, TICKET))?.message ?? '').not.toContain(text.message);
  expect(await waitingSendsStorage.getValue()).toEqual([]);
  expect(await outcome()).toBeNull();
}

beforeEach(async () => {
  fakeBrowser.reset();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.stubGlobal('fetch', async () => new Response('{"signedOut":true}', { status: 200 }));
  await setUpWorkspace(sampleSettings({ undoSendSeconds: 5 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('a reply kept through a sign-out is its agent’s', () => {
  it('is never posted as B, even after an attempt while signed out; A is told it was deleted', async () => {
    const refused = new SidedeskError('server');
    const service = fakeService({ read: [refused, new SidedeskError('sign-in-required')] });
    await aSends(service);
    await sendDue(service.context, NOW + 5_000);
    expect(await outcome()).toMatchObject({ state: 'queued', agent: A.email });
    await aSignsOut(service);
    await sendDue(service.context, NOW + 10 * 60_000); // the alarm, while no one is signed in
    expect(service.api.getTicket).toHaveBeenCalledTimes(1); // no attempt while signed out
    signedInAs(service, B);
    await sendDue(service.context, NOW + 11 * 60_000, 'signed-in');
    await nothingOfAFor(service);
    expect(await deletedRepliesOf(WORKSPACE, B.email)).toBeNull();
    expect(await deletedRepliesOf(WORKSPACE, A.email)).toEqual({ count: 1, reason: 'other-agent' });
  });

  it('woken twice at once as B (the sign-in and an alarm), A is told of one deleted reply, not two', async () => {
    const service = fakeService();
    await aSends(service);
    await aSignsOut(service);
    signedInAs(service, B);
    await Promise.all([
      sendDue(service.context, NOW + 6_000, 'signed-in'),
      sendDue(service.context, NOW + 6_000),
    ]);
    await nothingOfAFor(service);
    expect(await deletedRepliesOf(WORKSPACE, A.email)).toEqual({ count: 1, reason: 'other-agent' });
  });

  it('is never posted as B after the worker restarted during its undo window', async () => {
    const service = fakeService();
    await aSends(service);
    await aSignsOut(service);
    expect(await fakeBrowser.alarms.getAll()).toEqual([]); // no wake-up survives the sign-out
    const restarted = fakeService(); // a new worker: nothing in memory
    signedInAs(restarted, null);
    await sendDue(restarted.context, NOW + 6_000);
    signedInAs(restarted, B);
    await sendDue(restarted.context, NOW + 7_000, 'signed-in');
    await nothingOfAFor(restarted);
  });

  it('Send now, pressed by B, sends nothing of A’s', async () => {
    const service = fakeService({ read: [new SidedeskError('network')] });
    await aSends(service);
    await sendDue(service.context, NOW + 5_000);
    await aSignsOut(service);
    signedInAs(service, B);
    await sendNow(service.context, TICKET, SEND);
    await undoSend(service.context, TICKET, SEND);
    expect(service.posted).toEqual([]);
    expect((await loadDraft(SCOPE, TICKET))?.message ?? '').not.toContain(text.message);
  });

  it('never puts A’s text in B’s box (held too late after the sign-out)', async () => {
    const service = fakeService();
    await aSends(service);
    await aSignsOut(service);
    signedInAs(service, B);
    await sendDue(service.context, NOW + 11 * 60_000, 'signed-in');
    await nothingOfAFor(service);
  });

  it('goes out once, as A, when A signs in again; A is told nothing was deleted', async () => {
    const service = fakeService({ read: [new SidedeskError('server')] });
    await aSends(service);
    await sendDue(service.context, NOW + 5_000);
    await aSignsOut(service);
    await sendDue(service.context, NOW + 60_000);
    signedInAs(service, A);
    await Promise.all([
      sendDue(service.context, NOW + 61_000, 'signed-in'),
      sendDue(service.context, NOW + 61_000),
    ]);
    expect(service.posted).toEqual([text.message]);
    expect(service.authors).toEqual([A.email]);
    expect(await deletedRepliesOf(WORKSPACE, A.email)).toBeNull();
  });

  it('is deleted when kept its longest, and A is told at the next sign-in', async () => {
    const service = fakeService({ read: [new SidedeskError('server')] });
    await aSends(service);
    await sendDue(service.context, NOW + 5_000);
    await aSignsOut(service);
    await sendDue(service.context, NOW + KEPT_MS + 60_000);
    expect(await waitingSendsStorage.getValue()).toEqual([]);
    signedInAs(service, A);
    await sendDue(service.context, NOW + KEPT_MS + 120_000, 'signed-in');
    expect(service.posted).toEqual([]);
    expect(await deletedRepliesOf(WORKSPACE, A.email)).toEqual({ count: 1, reason: 'expired' });
    // The connection status says it to A (the popup's connection line shows it).
    expect(await repliesDeletedOf(service.context)).toEqual({
      repliesDeleted: { count: 1, reason: 'expired' },
    });
    await signOut(service.context); // told: the notice goes with this sign-out
    expect(await deletedRepliesOf(WORKSPACE, A.email)).toBeNull();
  });

  it('is not taken at Send while no one is confirmed signed in: the text stays in the box', async () => {
    const service = fakeService();
    signedInAs(service, null);
    await saveDraft(await service.context.session(), TICKET, text, null);
    const sending = queueReply(service.context, { ticketId: TICKET, sendId: SEND, reply: text, seen: null });
    await expect(sending).rejects.toMatchObject({ code: 'sign-in-required' });
    expect(await outcome()).toBeNull();
    expect((await loadDraft(SCOPE, TICKET))?.message).toBe(text.message);
  });
});

describe('a finished send’s record keeps no text', () => {
  it('sent: the service has the text; the record keeps the reply’s id', async () => {
    const service = fakeService();
    await aSends(service);
    await sendDue(service.context, NOW + 5_000);
    expect(await outcome()).toMatchObject({ state: 'sent', replyId: 901 });
    expect(JSON.stringify(await outcome())).not.toContain(text.message);
  });

  it('undone, failed or held: the text is back in the box, and only there', async () => {
    const service = fakeService({ read: [new SidedeskError('not-found')] });
    await aSends(service);
    await undoSend(service.context, TICKET, SEND);
    expect(await outcome()).toMatchObject({ state: 'undone', inBox: true });
    expect(JSON.stringify(await outcome())).not.toContain(text.message);
    expect((await loadDraft(SCOPE, TICKET))?.message).toBe(text.message);

    const again = '00000000-0000-4000-8000-000000000002';
    await queueReply(service.context, { ticketId: TICKET, sendId: again, reply: text, seen: null });
    await sendDue(service.context, NOW + 5_000);
    expect(await outcome()).toMatchObject({ state: 'failed', inBox: true });
    expect(JSON.stringify(await outcome())).not.toContain(text.message);
  });
});
