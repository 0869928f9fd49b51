import { SidedeskError, toAppError } from '@/lib/api/errors';
import type { ReplyFields } from '@/lib/records/reply-fields';
import { restoreToDraft } from '@/lib/sending/drafts';
import { snapshot } from '@/lib/sending/snapshot';
import { serialized } from '@/lib/storage/collection';
import { type SendOutcome, sendOutcomeStorage } from '@/lib/storage/items';
import { getTicket } from '@/lib/tickets/worker/ticket-service';
import type { Session, WorkerContext } from '@/lib/worker/context';
import { track } from './schedule';
import { type Event, next, type Step, stateOf } from './send-machine';
import { reached } from './send-steps';

// The stored steps of a send, written for the executor (send-executor.ts) and its callers: each
// write of the ticket's one outcome record, each move under the ticket's lock (`move`: of two
// callers claiming a send, one posts it), the outbox entry, the judgement of a lost POST, and the
// text given back.
// Every write is serialized per ticket and skipped once the session ended (signed out meanwhile).

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
 * Writes the ticket's outcome (one key), unless the session ended. A step the worker records is
 * one the agent has not seen: an acknowledgement of the step before never carries over (an
 * ambiguous send judged again after a worker stop asks again, instead of hiding its question).
 */
export async function recordIn<T extends SendOutcome>(session: Session, outcome: T): Promise<T> {
  const { acknowledged: _, ...unseen } = outcome;
  const key = sendOutcomeStorage.key(session.scope, outcome.ticketId);
  await serialized(key, async () => {
    if (session.alive()) await sendOutcomeStorage.set(session.scope, outcome.ticketId, unseen as T);
  });
  if (stateOf(outcome) === 'checking') await reached('unknown-written');
  return unseen as T;
}

/** Writes a step's record: into the outbox (record and index entry) when it goes there. */
export const write = (session: Session, send: SendOutcome, from?: SendOutcome) =>
  send.state === 'queued' && from?.state !== 'queued' ? keep(session, send) : recordIn(session, send);

/**
 * Puts the send in the outbox: its record (with the text) and its index entry, due at its next
 * attempt. The executor wakes it; a worker stopped before that finds it at its start.
 */
async function keep(session: Session, queued: SendOutcome & { state: 'queued' }): Promise<SendOutcome> {
  await recordIn(session, queued);
  await reached('queued-written');
  // Signed out meanwhile: the sign-out kept the send; nothing of this attempt is written.
  if (!session.alive()) return queued;
  const { scope } = session;
  await track({
    scope,
    ticketId: queued.ticketId,
    sendId: queued.sendId,
    dueAt: queued.nextAt,
    queued: true,
  });
  return queued;
}

/** Reads the ticket after a lost POST: what it says about the send (`sawEnd`: this worker saw the POST end). */
export async function judge(
  context: WorkerContext,
  session: Session,
  send: SendOutcome,
  sawEnd: boolean,
): Promise<Step> {
  try {
    const after = snapshot((await getTicket(context, send.ticketId, 0, session)).ticket);
    return next(send, { type: 'judged', after, sawEnd }, Date.now());
  } catch (problem) {
    return next(send, { type: 'judged', problem: toAppError(problem), sawEnd }, Date.now());
  }
}

/** Puts the text of a send that was not posted back into the draft, then the record drops it. */
export async function returnText(session: Session, send: SendOutcome): Promise<void> {
  const { reply, typed } = send as { reply?: ReplyFields; typed?: ReplyFields };
  const held = typed ?? reply;
  // Storage may refuse (full): the panel kept the text on screen for that case.
  if (held) await restoreToDraft(session, send.ticketId, held);
  await reached('text-returned');
  await move(session, send.ticketId, { type: 'text-returned' }, send.sendId);
}

/**
 * Moves the ticket's stored send on `event` under the ticket's lock and writes the record when the
 * machine says so. Null when there is none, it is not `sendId`'s, the session ended or `may` says no.
 */
export async function move(
  session: Pick<Session, 'scope' | 'alive'>,
  ticketId: number,
  event: Event,
  sendId?: string,
  may?: (send: SendOutcome) => Promise<boolean> | boolean,
): Promise<Step | null> {
  return serialized(sendOutcomeStorage.key(session.scope, ticketId), async () => {
    const current = await sendOutcomeStorage.get(session.scope, ticketId);
    if (!current || (sendId && current.sendId !== sendId) || !session.alive()) return null;
    if (may && !(await may(current))) return null;
    const step = next(current, event, Date.now());
    if (step.send && step.effects[0]?.type === 'write')
      await sendOutcomeStorage.set(session.scope, ticketId, step.send);
    return step;
  });
}
