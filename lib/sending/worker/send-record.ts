import { type AppError, SidedeskError } from '@/lib/api/errors';
import { serialized } from '@/lib/storage/collection';
import { type SendOutcome, sendOutcomeStorage } from '@/lib/storage/items';
import type { Session } from '@/lib/worker/context';
import { nextAttemptAt } from './outbox';
import { track } from './schedule';
import { reached } from './send-steps';

// The stored steps of a send (send-reply.ts runs them): each write of the ticket's one outcome
// record, the claim that lets exactly one caller post a waiting send, and the outbox entry of a
// send that could not go. Every write is serialized per ticket and skipped once the session ended.

const SEND_ID_HISTORY = 20;

/**
 * The send ids a new send of the ticket keeps behind it (its outcome replaces `last`), so that a
 * repeated message of an older send is recognised; refuses a `sendId` already handled.
 */
export function sendIdsAfter(last: SendOutcome | null, sendId: string): string[] {
  if (last?.previousSendIds.includes(sendId)) {
    throw new SidedeskError('bad-input', { reason: 'error.bad-input.already-handled' });
  }
  return last ? [last.sendId, ...last.previousSendIds].slice(0, SEND_ID_HISTORY) : [];
}

/**
 * Writes the ticket's outcome (one key), unless the session ended (signed out meanwhile). A step
 * the worker records is one the agent has not seen: an acknowledgement of the step before never
 * carries over (an ambiguous send judged again after a worker stop asks again, instead of hiding
 * its question and offering a plain Send of a reply that may have been created).
 */
export async function recordIn<T extends SendOutcome>(session: Session, outcome: T): Promise<T> {
  const { acknowledged: _, ...unseen } = outcome;
  const key = sendOutcomeStorage.key(session.scope, outcome.ticketId);
  await serialized(key, async () => {
    if (session.alive()) await sendOutcomeStorage.set(session.scope, outcome.ticketId, unseen as T);
  });
  return unseen as T;
}

/** Turns the waiting (or queued) outcome of `next.sendId` into `next` (pending); false when it is no longer. */
export async function claimWaiting(session: Session, next: SendOutcome): Promise<boolean> {
  const key = sendOutcomeStorage.key(session.scope, next.ticketId);
  return serialized(key, async () => {
    const current = await sendOutcomeStorage.get(session.scope, next.ticketId);
    const claimable = current?.state === 'waiting' || current?.state === 'queued';
    if (current?.sendId !== next.sendId || !claimable || !session.alive()) return false;
    await sendOutcomeStorage.set(session.scope, next.ticketId, next);
    return true;
  });
}

/**
 * Puts the send in the outbox: its record (with the text) and its index entry, due at its next
 * attempt (at once when no attempt was made: a send the worker was stopped in). The caller wakes
 * it (send-queue.ts); a worker stopped before that finds it at its next start.
 */
export async function keep(
  session: Session,
  send: Omit<SendOutcome & { state: 'queued' }, 'state' | 'updatedAt' | 'error' | 'nextAt'>,
  error: AppError,
  attemptsBefore = send.attempts,
): Promise<SendOutcome> {
  const now = Date.now();
  const nextAt =
    attemptsBefore === 0 ? now + (error.retryAfter ?? 0) * 1000 : nextAttemptAt(send.attempts, error, now);
  const queued: SendOutcome = { ...send, state: 'queued', updatedAt: now, error, nextAt };
  await recordIn(session, queued);
  await reached('queued-written');
  // Signed out meanwhile: the sign-out kept (or let go) the send; nothing of this attempt is written.
  if (!session.alive()) return queued;
  await track({
    scope: session.scope,
    ticketId: send.ticketId,
    sendId: send.sendId,
    dueAt: nextAt,
    queued: true,
  });
  return queued;
}
