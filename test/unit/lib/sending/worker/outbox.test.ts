import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { signOut } from '@/lib/account/worker/sign-out';
import { SidedeskError } from '@/lib/api/errors';
import type { Agent } from '@/lib/api/schemas';
import { emptyReplyFields, type ReplyFields } from '@/lib/records/reply-fields';
import { loadDraft, saveDraft } from '@/lib/sending/drafts';
import { keptInOutbox, nextAttemptAt } from '@/lib/sending/worker/outbox';
import { registerKeepThroughSignOut } from '@/lib/sending/worker/outbox-keep';
import { queueReply, registerSendQueue, sendDue, sendNow, undoSend } from '@/lib/sending/worker/send-queue';
import { agentStorage, type SendOutcome, sendOutcomeStorage, waitingSendsStorage } from '@/lib/storage/items';
import { SCOPE, sampleSettings, sampleTicket } from '@/test/support/samples';
import { fakeService } from '@/test/support/send-service';
import { eventually } from '@/test/support/settle';
import { sampleAgent, setUpWorkspace } from '@/test/support/worker';

// The outbox: a reply that cannot reach the service, with nothing created, is kept with its text
// and goes out by itself, exactly once, never before a Retry-After. A fixed clock throughout.

const TICKET = 4478963;
const typed: ReplyFields = { ...emptyReplyFields(), message: 'Back online soon.' };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const outcome = () => sendOutcomeStorage.get(SCOPE, TICKET);
const NOW = Date.parse('2026-11-28T12:00:00Z');

async function send(context: ReturnType<typeof fakeService>['context'], sendId = uuid(1)) {
  await saveDraft(await context.session(), TICKET, typed, null);
  await queueReply(context, { ticketId: TICKET, sendId, reply: typed, seen: null });
  await sendDue(context); // the undo window is 0: due at once
  return outcome();
}

beforeEach(async () => {
  fakeBrowser.reset();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  await setUpWorkspace(sampleSettings({ undoSendSeconds: 0 }));
});

describe('outbox rules', () => {
  it('keeps what created nothing and passes; lets the agent decide the rest', () => {
    for (const code of [
      'network',
      'timeout',
      'broker-unreachable',
      'rate-limited',
      'server',
      'sign-in-required',
    ] as const)
      expect(keptInOutbox({ code })).toBe(true);
    for (const code of ['not-found', 'api-error', 'bad-input', 'unauthorized'] as const)
      expect(keptInOutbox({ code })).toBe(false);
  });

  it('backs off with jitter, and never before Retry-After', () => {
    const network = { code: 'network' as const };
    expect(nextAttemptAt(1, network, NOW, () => 0)).toBe(NOW + 2_500);
    expect(nextAttemptAt(1, network, NOW, () => 1)).toBe(NOW + 5_000);
    expect(nextAttemptAt(3, network, NOW, () => 0)).toBe(NOW + 10_000);
    expect(nextAttemptAt(30, network, NOW, () => 1)).toBe(NOW + 300_000); // capped
    const broker = { code: 'broker-unreachable' as const, retryAfter: 20 };
    expect(nextAttemptAt(1, broker, NOW, () => 0)).toBe(NOW + 20_000);
  });
});

describe('outbox', () => {
  it('keeps a reply the network failed before its POST, readable, and sends it once when due', async () => {
    const { context, api, posted } = fakeService({ read: [new SidedeskError('network')] });
    const kept = await send(context);
    expect(kept).toMatchObject({ state: 'queued', reply: typed, attempts: 1, error: { code: 'network' } });
    expect(api.createReply).not.toHaveBeenCalled();
    expect(await waitingSendsStorage.getValue()).toMatchObject([{ ticketId: TICKET, queued: true }]);
    expect((await loadDraft(SCOPE, TICKET))?.message).toBeUndefined(); // the text waits in the outbox

    await sendDue(context, NOW + 1_000); // not yet due: nothing
    expect(api.createReply).not.toHaveBeenCalled();
    const due = (kept as SendOutcome & { state: 'queued' }).nextAt;
    await Promise.all([sendDue(context, due), sendDue(context, due)]);
    expect(posted).toEqual([typed.message]);
    expect(await outcome()).toMatchObject({ state: 'sent' });
    expect(await waitingSendsStorage.getValue()).toEqual([]);
  });

  it('honours the broker’s Retry-After: no attempt before it, even when the browser is back online', async () => {
    const refused = new SidedeskError('broker-unreachable', { retryAfter: 20 });
    const { context, api, posted } = fakeService({ read: [refused] });
    const kept = (await send(context)) as SendOutcome & { state: 'queued' };
    expect(kept.nextAt).toBeGreaterThanOrEqual(NOW + 20_000);
    expect((await fakeBrowser.alarms.getAll())[0]?.scheduledTime).toBe(kept.nextAt);
    await sendDue(context, NOW + 19_000, 'online'); // an `online` event
    expect(api.getTicket).toHaveBeenCalledTimes(1);
    await sendDue(context, kept.nextAt);
    expect(posted).toEqual([typed.message]);
  });

  it('honours the API’s Retry-After too: Send now posts nothing before it ends, then the reply once', async () => {
    const limited = new SidedeskError('rate-limited', { retryAfter: 30 });
    const { context, api, posted } = fakeService({ post: [limited] });
    const kept = (await send(context)) as SendOutcome & { state: 'queued' };
    expect(kept).toMatchObject({ state: 'queued', reply: typed });
    expect(kept.nextAt).toBeGreaterThanOrEqual(NOW + 30_000);
    vi.setSystemTime(NOW + 29_000);
    expect(await sendNow(context, TICKET, uuid(1))).toMatchObject({ outcome: { state: 'queued' } });
    await sendDue(context, NOW + 29_000, 'online');
    expect(api.createReply).toHaveBeenCalledTimes(1);
    vi.setSystemTime(NOW + 30_000);
    expect(await sendNow(context, TICKET, uuid(1))).toMatchObject({ outcome: { state: 'sent' } });
    expect(posted).toEqual([typed.message]);
  });

  it('a POST that broke where the ticket shows no new reply goes back to the outbox, then out once', async () => {
    const broken = new SidedeskError('network', { reason: 'error.network.write', ambiguous: true });
    const { context, posted } = fakeService({ post: [broken] });
    const kept = (await send(context)) as SendOutcome & { state: 'queued' };
    expect(kept).toMatchObject({ state: 'queued', checked: true, reply: typed });
    await sendDue(context, kept.nextAt);
    expect(posted).toEqual([typed.message]);
  });

  it('Send now tries at once; Cancel puts the text back in the box and nothing is posted', async () => {
    const { context, posted } = fakeService({
      read: [new SidedeskError('server'), new SidedeskError('server')],
    });
    await send(context);
    expect(await sendNow(context, TICKET, uuid(1))).toMatchObject({
      outcome: { state: 'queued', attempts: 2 },
    });
    await undoSend(context, TICKET, uuid(1));
    expect(await outcome()).toMatchObject({ state: 'undone', inBox: true });
    expect((await loadDraft(SCOPE, TICKET))?.message).toBe(typed.message);
    await sendDue(context, NOW + 3_600_000);
    expect(posted).toEqual([]);
    expect(await waitingSendsStorage.getValue()).toEqual([]);
  });

  it('a reply kept longer than 30 minutes asks first: not posted, its text back in the box', async () => {
    const { context, posted } = fakeService({ read: [new SidedeskError('network')] });
    await send(context);
    vi.setSystemTime(NOW + 31 * 60_000);
    await sendDue(context);
    expect(await outcome()).toMatchObject({ state: 'held', reason: 'waited', inBox: true });
    expect((await loadDraft(SCOPE, TICKET))?.message).toBe(typed.message);
    expect(posted).toEqual([]);
  });
});

describe('a worker that starts finds every unfinished send', () => {
  const base = { sendId: uuid(5), ticketId: TICKET, startedAt: NOW, updatedAt: NOW, previousSendIds: [] };
  const entry = { scope: SCOPE, ticketId: TICKET, sendId: uuid(5), dueAt: NOW };

  it('posts a send stopped during its collision check (pending, no snapshot) exactly once', async () => {
    const { context, posted } = fakeService();
    await waitingSendsStorage.setValue([entry]);
    await sendOutcomeStorage.set(SCOPE, TICKET, { ...base, state: 'pending', reply: typed });
    await sendDue(context);
    await eventually(async () => expect(await outcome()).toMatchObject({ state: 'sent' }));
    expect(posted).toEqual([typed.message]);
  });

  it('judges a send stopped during its POST: not created, its text back in the box with a true sentence', async () => {
    const { context, posted } = fakeService();
    const before = {
      replyCount: 2,
      lastThreadElementCreationTime: sampleTicket().lastThreadElementCreationTime ?? '',
    };
    await waitingSendsStorage.setValue([entry]);
    await sendOutcomeStorage.set(SCOPE, TICKET, { ...base, state: 'pending', reply: typed, before });
    await sendDue(context);
    expect(await outcome()).toMatchObject({
      state: 'unknown',
      verdict: { key: 'verdict.not-sent' },
      inBox: true,
    });
    expect((await loadDraft(SCOPE, TICKET))?.message).toBe(typed.message);
    expect(posted).toEqual([]);
    expect(await waitingSendsStorage.getValue()).toEqual([]);
  });

  it('asks again about a send judged anew after a stop, even one whose earlier question was answered', async () => {
    const { context, api } = fakeService();
    const before = { replyCount: 1, lastThreadElementCreationTime: '2026-11-01T10:00:00.000+00:00' };
    await waitingSendsStorage.setValue([entry]);
    await sendOutcomeStorage.set(SCOPE, TICKET, {
      ...base,
      state: 'unknown',
      reply: typed,
      before,
      checking: true, // stopped while it read the ticket to judge
      acknowledged: true,
      error: { code: 'network', ambiguous: true },
      verdict: { key: 'verdict.checking' },
    });
    await sendDue(context);
    expect(api.getTicket).toHaveBeenCalled();
    const judged = await outcome();
    expect(judged).toMatchObject({ state: 'unknown', verdict: { key: 'verdict.more-replies' } });
    expect(judged).not.toHaveProperty('acknowledged'); // the panel shows the question, and no plain Send
  });

  it('puts back the text of a failed send whose worker stopped before it did', async () => {
    const { context } = fakeService();
    await waitingSendsStorage.setValue([entry]);
    await sendOutcomeStorage.set(SCOPE, TICKET, {
      ...base,
      state: 'failed',
      error: { code: 'api-error' },
      reply: typed,
    });
    await sendDue(context);
    expect((await loadDraft(SCOPE, TICKET))?.message).toBe(typed.message);
    expect(await outcome()).toMatchObject({ inBox: true });
  });

  it('reschedules a waiting send whose alarm was never set', async () => {
    const { context } = fakeService();
    await setUpWorkspace(sampleSettings({ undoSendSeconds: 30 }));
    await waitingSendsStorage.setValue([{ ...entry, dueAt: NOW + 30_000 }]);
    await sendOutcomeStorage.set(SCOPE, TICKET, {
      ...base,
      state: 'waiting',
      dueAt: NOW + 30_000,
      reply: typed,
    });
    await sendDue(context);
    expect((await fakeBrowser.alarms.getAll())[0]?.scheduledTime).toBe(NOW + 30_000);
  });
});

describe('the outbox through a sign-out', () => {
  const signedOut = () => new SidedeskError('sign-in-required');
  /** A reply kept for want of a sign-in, then the agent signs out (Options › Account). */
  async function keptThenSignedOut() {
    vi.stubGlobal('fetch', async () => new Response('{"signedOut":true}', { status: 200 }));
    const service = fakeService({ read: [signedOut()] });
    registerKeepThroughSignOut(service.context);
    await agentStorage.set(SCOPE, sampleAgent);
    expect(await send(service.context)).toMatchObject({
      state: 'queued',
      error: { code: 'sign-in-required' },
    });
    await signOut(service.context);
    return service;
  }

  it('keeps the reply, text and all, marked with its agent; the rest of the agent’s data goes', async () => {
    await keptThenSignedOut();
    expect(await outcome()).toMatchObject({ state: 'queued', reply: { message: 'Back online soon.' } });
    expect(await waitingSendsStorage.getValue()).toMatchObject([
      { scope: SCOPE, ticketId: TICKET, queued: true, agent: sampleAgent.email, keptSince: NOW },
    ]);
    expect(await agentStorage.get(SCOPE)).toBeNull();
    vi.unstubAllGlobals();
  });

  it('goes out once when the same agent signs in again', async () => {
    const { context, posted } = await keptThenSignedOut();
    await sendDue(context, Date.now(), 'signed-in');
    expect(posted).toEqual(['Back online soon.']);
    expect(await outcome()).toMatchObject({ state: 'sent' });
    expect(await waitingSendsStorage.getValue()).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('goes out when a broker next hands a token (the agent signed in again, in any tab)', async () => {
    const service = fakeService({ read: [signedOut()] });
    const tokenCame: ((workspaceId: string, agent: Agent) => void)[] = [];
    const onToken = (listener: (typeof tokenCame)[number]) => void tokenCame.push(listener);
    const context = { ...service.context, onToken };
    expect(await send(context)).toMatchObject({ state: 'queued', error: { code: 'sign-in-required' } });
    registerSendQueue(context);
    await sendDue(context, Date.now() + 60_000); // signed out: the alarm's check is minutes away
    expect(service.posted).toEqual([]);
    for (const listener of tokenCame) listener('w1', sampleAgent);
    await eventually(() => expect(service.posted).toEqual(['Back online soon.']));
    expect(await outcome()).toMatchObject({ state: 'sent' });
  });

  it('is deleted, never sent, when another agent signs in', async () => {
    const { context, posted, api } = await keptThenSignedOut();
    vi.mocked(context.confirmedAgent).mockResolvedValue({
      email: 'someone.else@sidedesk.test',
      name: 'Someone Else',
    });
    await sendDue(context, Date.now(), 'signed-in');
    expect(posted).toEqual([]);
    expect(api.createReply).not.toHaveBeenCalled();
    expect(await outcome()).toBeNull();
    expect(await waitingSendsStorage.getValue()).toEqual([]);
    vi.unstubAllGlobals();
  });
});
