import { browser } from 'wxt/browser';
import { SidedeskError } from '@/lib/api/errors';
import { reported } from '@/lib/diagnostics/report';
import { restoreToDraft, settleSentDraft } from '@/lib/sending/drafts';
import { preference } from '@/lib/settings/preferences';
import { serialized } from '@/lib/storage/collection';
import { type SendOutcome, sendOutcomeStorage, type WaitingSend } from '@/lib/storage/items';
import { isQuotaError } from '@/lib/storage/quota';
import { type Session, scopedContext, sessionOfScope, type WorkerContext } from '@/lib/worker/context';
import { isOffline, retryAfterEnds } from './outbox';
import { settleKept, standing } from './outbox-keep';
import { isSendAlarm, track, unfinishedSends, untrack, unwake, wake } from './schedule';
import { recordIn, sendIdsAfter } from './send-record';
import { isSending, type SendRequest, sendReply } from './send-reply';
import { reached } from './send-steps';
import { resolveInterrupted } from './send-verdict';

// Undo send and the outbox. A reply waits out the undo window in the worker, not in the page: the
// send is entered in the index of unfinished sends (schedule.ts), recorded as `waiting` with its
// text, then its text leaves the draft; an alarm and a timer both wake the worker at its due time,
// and whichever comes first posts it (send-record.ts `claimWaiting`), so it is posted exactly once.
// A reply that cannot reach the service is `queued` (the outbox) and tried again the same way.
// Every record until the end holds the text, and `finish` ends any send from its record alone: a
// worker stopped after any write finishes the send when it starts again. A reply found waiting
// more than `LATE_MS` after its undo window is held and its text goes back to the draft.

/** What a kept reply waited for came back: the browser is online, or the agent signed in. */
type Back = 'online' | 'signed-in' | null;

/** A reply found waiting this long after its due time is not posted any more: the agent moved on. */
export const LATE_MS = 10 * 60_000;

/** Offline, a kept reply's alarm checks this often (the `online` event is what sends it). */
const OFFLINE_CHECK_MS = 30_000;

/** Records the reply as waiting, takes its text out of the draft, and schedules its post. */
export async function queueReply(context: WorkerContext, request: SendRequest): Promise<SendOutcome> {
  const session = await context.session();
  const delay = preference(await context.settings(), 'undoSendSeconds') * 1000;
  const { ticketId, sendId, reply } = request;
  // The send is the words of the agent signed in now, and goes out only as them; no one confirmed
  // signed in: nothing is recorded, the text stays in the box.
  const agent = (await context.confirmedAgent(session.workspace.id))?.email;
  if (!agent) throw new SidedeskError('sign-in-required');
  const key = sendOutcomeStorage.key(session.scope, ticketId);
  const now = Date.now();
  const entry: WaitingSend = { scope: session.scope, ticketId, sendId, dueAt: now + delay, agent };
  const outcome = await serialized(key, async () => {
    const last = await sendOutcomeStorage.get(session.scope, ticketId);
    if (last?.sendId === sendId) return last; // a repeated press: the recorded outcome, nothing new
    const previousSendIds = sendIdsAfter(last, sendId);
    if (last?.state === 'waiting' || last?.state === 'pending' || last?.state === 'queued')
      throw new SidedeskError('bad-input', { reason: 'error.bad-input.still-sending' });
    const next: SendOutcome = {
      sendId,
      ticketId,
      startedAt: now,
      updatedAt: now,
      previousSendIds,
      isDraft: reply.isDraft,
      completes: reply.complete,
      seen: request.seen ?? null,
      agent,
      state: 'waiting',
      dueAt: entry.dueAt,
      reply,
      ...(request.typed ? { typed: request.typed } : {}),
    };
    if (!session.alive()) return next;
    try {
      // Indexed first: a worker stopped right after the record finds it (an entry alone is dropped).
      await track(entry);
      await reached('tracked');
      await sendOutcomeStorage.set(session.scope, ticketId, next);
    } catch (error) {
      // A send whose text storage cannot hold could be lost with the worker, or sent twice: it is
      // not sent, and the text stays in the composer (the draft was not touched).
      await untrack(entry).catch(reported('send-queue/untrack'));
      throw new SidedeskError('bad-input', {
        reason: isQuotaError(error) ? 'error.bad-input.send-too-large' : 'error.bad-input.send-not-stored',
      });
    }
    await reached('waiting-written');
    return next;
  });
  if (outcome.state !== 'waiting' || outcome.sendId !== sendId) return outcome;
  await wake(entry, () => void sendDue(context));
  await reached('scheduled');
  // The text leaves the draft now; if storage refuses, it stays there and the send drops it later.
  // Save as draft keeps it: the agent goes on from it (send-reply.ts marks it saved in the inbox).
  if (!reply.isDraft)
    await settleSentDraft(session, ticketId, (request.typed ?? reply).message).catch(reported('send/draft'));
  await reached('draft-emptied');
  return outcome;
}

/** Undo (or Cancel of a reply in the outbox): it is not posted and its text goes back to the draft. */
export async function undoSend(context: WorkerContext, ticketId: number, sendId: string) {
  const session = await context.session();
  const key = sendOutcomeStorage.key(session.scope, ticketId);
  const undone = await serialized(key, async () => {
    const current = await sendOutcomeStorage.get(session.scope, ticketId);
    const stoppable = current?.state === 'waiting' || current?.state === 'queued';
    if (current?.sendId !== sendId || !stoppable || !session.alive()) return null;
    // Only its own agent takes it back (a kept send is no one's to touch until they are back).
    if (current.keptSince !== undefined || (await standing(context, session.scope, current.agent)) !== 'mine')
      return null;
    const { reply, typed, sendId: id, ticketId: ticket, startedAt, previousSendIds } = current;
    const next: SendOutcome = {
      sendId: id,
      ticketId: ticket,
      startedAt,
      previousSendIds,
      isDraft: current.isDraft,
      completes: current.completes,
      seen: current.seen,
      updatedAt: Date.now(),
      state: 'undone',
    };
    await sendOutcomeStorage.set(session.scope, ticketId, {
      ...next,
      reply,
      ...(typed ? { typed } : {}),
    } as SendOutcome);
    return current;
  });
  if (undone) await finish(context, { scope: session.scope, ticketId, sendId, dueAt: 0 });
  return { undone: !!undone, outcome: await sendOutcomeStorage.get(session.scope, ticketId) };
}

/**
 * Send now: a reply in the outbox is tried at once (the agent asked), but never before a
 * `Retry-After`: the API's is in the reply's record, the broker's holds in the token manager.
 */
export async function sendNow(context: WorkerContext, ticketId: number, sendId: string) {
  const session = await context.session();
  const current = await sendOutcomeStorage.get(session.scope, ticketId);
  const due =
    current?.sendId === sendId && current.state === 'queued' && retryAfterEnds(current) <= Date.now();
  // The stored send, with the same checks as its alarm: kept for a signed-out agent, it stays.
  if (due && current.keptSince === undefined) {
    const entry: WaitingSend = { scope: session.scope, ticketId, sendId, dueAt: Date.now(), queued: true };
    await attempt(context, session, entry, current, true);
  }
  return { outcome: await sendOutcomeStorage.get(session.scope, ticketId) };
}

/**
 * Finishes every unfinished send that is due, and wakes the others at their time: at each worker
 * start, each alarm and timer, when the browser is back online or the agent signed in, when a
 * page asks.
 */
export async function sendDue(context: WorkerContext, now = Date.now(), back: Back = null): Promise<void> {
  // Kept replies that cannot be settled now are tried at the next wake-up; the failure is said.
  await settleKept(context, now).catch(reported('send-queue/settle-kept'));
  const entries = await unfinishedSends();
  await Promise.all(entries.map((entry) => finish(context, entry, now, back).catch(reported('send/finish'))));
}

/** Sends this worker is finishing: two wake-ups at once (an alarm and a page) finish one once. */
const finishing = new Map<string, Promise<void>>();

/** Ends one send from its record alone, whatever the write the last worker stopped after. */
async function finish(
  context: WorkerContext,
  entry: WaitingSend,
  now = Date.now(),
  back: Back = null,
): Promise<void> {
  const same = finishing.get(entry.sendId);
  if (same) return same; // a page asking waits for the same end
  if (isSending(entry.sendId)) return;
  const done = finishOne(context, entry, now, back).finally(() => finishing.delete(entry.sendId));
  finishing.set(entry.sendId, done);
  return done;
}

async function finishOne(context: WorkerContext, entry: WaitingSend, now: number, back: Back) {
  // Sent for the workspace it was written in, whichever is active now.
  const session = await sessionOfScope(context, entry.scope);
  // Kept for its signed-out agent: nothing of it acts until they are back (settleKept).
  if (!session || entry.keptSince !== undefined) return;
  const outcome = await sendOutcomeStorage.get(session.scope, entry.ticketId);
  if (outcome?.sendId !== entry.sendId) return untrack(entry); // its record never got written
  // Nothing acts (a post, the text back in a draft) but as its agent; no one signed in: it waits
  // for a sign-in, which wakes it (no alarm: a signed-out workspace asks for no token).
  const stand = await standing(context, entry.scope, outcome.agent ?? entry.agent);
  if (stand !== 'mine') return;
  switch (outcome.state) {
    case 'waiting':
      if (outcome.dueAt > now + 200)
        return wake({ ...entry, dueAt: outcome.dueAt }, () => void sendDue(context));
      if (now - outcome.dueAt > LATE_MS) return end(session, await hold(session, outcome));
      return attempt(context, session, entry, outcome);
    case 'queued': {
      // What it waited for is back (the network, a sign-in): it goes at once; Retry-After still holds.
      const waitedFor = back === 'signed-in' ? outcome.error.code === 'sign-in-required' : back === 'online';
      const due = outcome.nextAt <= now + 200 || (waitedFor && !outcome.error.retryAfter);
      // Offline: the `online` event wakes it; the alarm only checks now and then (never a busy loop).
      const dueAt = isOffline() ? Math.max(outcome.nextAt, now + OFFLINE_CHECK_MS) : outcome.nextAt;
      if (!due || isOffline()) return wake({ ...entry, dueAt }, () => void sendDue(context));
      return attempt(context, session, entry, outcome);
    }
    case 'pending': {
      const judged = await resolveInterrupted(scopedContext(context, entry.scope), session, outcome);
      // Back in the outbox, due at once: tried here (a timer's wake-up would find this finish running).
      if (judged.state === 'queued' && !isOffline() && judged.nextAt <= Date.now() + 200)
        return attempt(context, session, entry, judged);
      if (judged.state === 'queued')
        return wake({ ...entry, dueAt: judged.nextAt }, () => void sendDue(context));
      return end(session, judged);
    }
    case 'unknown':
      if (outcome.checking && outcome.before) {
        // Stopped while it read the ticket to judge: judged again.
        const { verdict: _, error, after: __, checking: ___, ...rest } = outcome;
        const judged = await resolveInterrupted(scopedContext(context, entry.scope), session, {
          ...rest,
          state: 'pending',
        });
        return end(session, judged.state === 'unknown' ? { ...judged, error } : judged);
      }
      return end(session, outcome);
    default:
      return end(session, outcome);
  }
}

async function attempt(
  context: WorkerContext,
  session: Session,
  entry: WaitingSend,
  outcome: SendOutcome & { state: 'waiting' | 'queued' },
  now = false,
) {
  unwake(entry);
  const typed = outcome.typed ?? outcome.reply;
  const request = {
    ticketId: entry.ticketId,
    sendId: entry.sendId,
    reply: outcome.reply,
    seen: outcome.seen,
    typed,
    ...(outcome.agent ? { agent: outcome.agent } : {}),
  };
  if (now && outcome.state === 'queued')
    await recordIn(session, { ...outcome, nextAt: Math.min(outcome.nextAt, Date.now()) });
  // Posted through the reply's own workspace, not the one active now (an alarm, or a page of
  // another workspace asking, may be what woke it).
  await sendReply(scopedContext(context, entry.scope), request).catch(reported('send-queue/send'));
  // Signed out meanwhile: the sign-out stopped the send and kept it; nothing more of it here.
  if (!session.alive()) return;
  const after = await sendOutcomeStorage.get(session.scope, entry.ticketId);
  if (after?.sendId !== entry.sendId) return;
  // Back in the outbox: woken at its next attempt.
  if (after.state === 'queued') return wake({ ...entry, dueAt: after.nextAt }, () => void sendDue(context));
  await end(session, after);
}

/** A send that is over: its text, unless the service has it, goes back to the box; then it leaves the index. */
async function end(session: Session, outcome: SendOutcome): Promise<void> {
  if (outcome.state !== 'sent') await returnText(session, outcome);
  await untrack({ scope: session.scope, ticketId: outcome.ticketId, sendId: outcome.sendId });
}

/** Puts the text of a send that was not posted back into the draft, once (the record says so). */
async function returnText(session: Session, outcome: SendOutcome) {
  const held = outcome.state === 'sent' ? undefined : (outcome.typed ?? outcome.reply);
  if (!held || outcome.inBox) return;
  // Storage may refuse (full): the panel kept the text on screen for that case.
  await restoreToDraft(session, outcome.ticketId, held);
  await reached('text-returned');
  const key = sendOutcomeStorage.key(session.scope, outcome.ticketId);
  await serialized(key, async () => {
    const current = await sendOutcomeStorage.get(session.scope, outcome.ticketId);
    if (current?.sendId !== outcome.sendId || !session.alive()) return;
    // The text is in the box now: the record drops it (one place for the agent's words).
    const { reply: _, typed: __, ...rest } = current as SendOutcome & { reply?: unknown; typed?: unknown };
    await sendOutcomeStorage.set(session.scope, outcome.ticketId, { ...rest, inBox: true } as SendOutcome);
  });
}

/** Too late to post: the outcome says so (the text goes back to the draft). */
async function hold(session: Session, outcome: SendOutcome & { state: 'waiting' }) {
  const { dueAt: _, ...base } = outcome;
  return recordIn(session, { ...base, updatedAt: Date.now(), state: 'held', reason: 'late' });
}

/** Call synchronously at the top of the worker: unfinished sends are finished at each wake-up. */
export function registerSendQueue(context: WorkerContext): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (isSendAlarm(alarm.name)) void sendDue(context);
  });
  // Back online: the outbox goes out now, not at its next alarm.
  globalThis.addEventListener?.('online', () => void sendDue(context, Date.now(), 'online'));
  // A token came (the agent signed in again, in any tab): what waited for a sign-in goes now.
  context.onToken?.(() => void sendDue(context, Date.now(), 'signed-in'));
  void sendDue(context);
}
