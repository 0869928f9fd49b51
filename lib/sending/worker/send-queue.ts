import { browser } from 'wxt/browser';
import { SidedeskError } from '@/lib/api/errors';
import { reported } from '@/lib/diagnostics/report';
import type { ReplyFields } from '@/lib/records/reply-fields';
import { settleSentDraft } from '@/lib/sending/drafts';
import { preference } from '@/lib/settings/preferences';
import { serialized } from '@/lib/storage/collection';
import {
  type SendOutcome,
  sendOutcomeStorage,
  type TicketSnapshot,
  type WaitingSend,
} from '@/lib/storage/items';
import { isQuotaError } from '@/lib/storage/quota';
import type { WorkerContext } from '@/lib/worker/context';
import { settleKept } from './outbox-keep';
import { isSendAlarm, track, unfinishedSends, untrack, wake } from './schedule';
import { standing } from './send-agent';
import { type Back, finish, finishOne, inTurn, perform } from './send-executor';
import { next } from './send-machine';
import { move, sendIdsAfter } from './send-record';
import { reached } from './send-steps';

// Undo send and the outbox. A reply waits out the undo window in the worker, not in the page: the
// send is entered in the index of unfinished sends (schedule.ts), recorded as `waiting` with its
// text, then its text leaves the draft; an alarm and a timer both wake the worker at its due time,
// and whichever comes first claims and posts it (send-executor.ts `deliver`), so it is posted
// exactly once. A reply that cannot reach the service is `queued` (the outbox) and tried again.
// Every record until the end holds the text, and `finish` ends any send from its record alone: a
// worker stopped after any write finishes the send when it starts again. What each wake-up does
// is the machine's (send-machine.ts); the executor (send-executor.ts) carries out its effects.

export interface QueueRequest {
  ticketId: number;
  /** Names one press of Send (a UUID from the panel). */
  sendId: string;
  reply: ReplyFields;
  /** What the agent saw of the ticket: when it moved since, nothing is posted (`held`). */
  seen?: TicketSnapshot | 'unknown' | null;
  /** What the agent typed, when it differs from `reply` (Markdown shorthand made HTML). */
  typed?: ReplyFields;
  /** Send anyway: the agent waited out one undo window already, and decided. */
  anyway?: true;
}

/** Records the reply as waiting, takes its text out of the draft, and schedules its post. */
export const queueReply = (context: WorkerContext, request: QueueRequest) =>
  inTurn(request.sendId, () => queueOne(context, request));

async function queueOne(context: WorkerContext, request: QueueRequest): Promise<SendOutcome> {
  const session = await context.session();
  const delay = request.anyway ? 0 : preference(await context.settings(), 'undoSendSeconds') * 1000;
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
    const busy = last && next(last, { type: 'replace' }, now).effects.find((e) => e.type === 'refuse');
    if (busy) throw new SidedeskError('bad-input', { reason: busy.reason });
    const waiting: SendOutcome = {
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
    if (!session.alive()) return waiting;
    try {
      // Indexed first: a worker stopped right after the record finds it (an entry alone is dropped).
      await track(entry);
      await reached('tracked');
      await sendOutcomeStorage.set(session.scope, ticketId, waiting);
    } catch (error) {
      // A send whose text storage cannot hold could be lost with the worker, or sent twice: it is
      // not sent, and the text stays in the composer (the draft was not touched).
      await untrack(entry).catch(reported('send-queue/untrack'));
      throw new SidedeskError('bad-input', {
        reason: isQuotaError(error) ? 'error.bad-input.send-too-large' : 'error.bad-input.send-not-stored',
      });
    }
    await reached('waiting-written');
    return waiting;
  });
  if (outcome.state !== 'waiting') return outcome;
  await wake(entry, () => void sendDue(context));
  await reached('scheduled');
  // The text leaves the draft now; if storage refuses, it stays there and the send drops it later.
  // Save as draft keeps it: the agent goes on from it (send-executor.ts marks it saved in the inbox).
  if (!reply.isDraft)
    await settleSentDraft(session, ticketId, (request.typed ?? reply).message).catch(reported('send/draft'));
  await reached('draft-emptied');
  return outcome;
}

/** Undo (or Cancel of a reply in the outbox): it is not posted and its text goes back to the draft. */
export async function undoSend(context: WorkerContext, ticketId: number, sendId: string) {
  const session = await context.session();
  const entry: WaitingSend = { scope: session.scope, ticketId, sendId, dueAt: 0 };
  // Only its own agent takes it back (a kept send is no one's to touch until they are back).
  const mine = async (send: SendOutcome) => (await standing(context, session.scope, send.agent)) === 'mine';
  const undone = await inTurn(sendId, async () => {
    const step = await move(session, ticketId, { type: 'undo' }, sendId, mine);
    if (!step?.effects.length || !step.send) return false;
    await finishOne(context, entry, Date.now(), null);
    return true;
  });
  return { undone, outcome: await sendOutcomeStorage.get(session.scope, ticketId) };
}

/**
 * Send now: a reply in the outbox is tried at once (the agent asked), but never before a
 * `Retry-After`: the API's is in the reply's record, the broker's holds in the token manager.
 */
export async function sendNow(context: WorkerContext, ticketId: number, sendId: string) {
  const session = await context.session();
  const entry: WaitingSend = { scope: session.scope, ticketId, sendId, dueAt: Date.now(), queued: true };
  // In turn with the outbox's own attempt: pressed while it runs, it acts on what that attempt left.
  await inTurn(sendId, async () => {
    const current = await sendOutcomeStorage.get(session.scope, ticketId);
    // The stored send, with the same checks as its alarm: kept for a signed-out agent, it stays.
    if (current?.sendId === sendId)
      await perform(context, session, entry, current, next(current, { type: 'send-now' }, Date.now()));
  });
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
