import { SidedeskError } from '@/lib/api/errors';
import { expected, reported } from '@/lib/diagnostics/report';
import { type SendOutcome, sendOutcomeStorage } from '@/lib/storage/items';
import type { WorkerContext } from '@/lib/worker/context';
import { deliver, replay, runOf, runOnce, type SendRequest, type SendResult } from './send-executor';
import { next } from './send-machine';
import { judge, move, recordIn } from './send-record';

// Sends one reply, at most once. A reply POST that times out, loses its connection or gets a 5xx
// may still have created the reply, so it is never repeated: the send is recorded (by `sendId`)
// before the POST, its outcome is kept in storage for a panel that was closed meanwhile, and an
// ambiguous failure is judged by comparing the ticket before and after. What each step does is the
// machine's (send-machine.ts); the executor (send-executor.ts) carries it out.

/** Sends the reply, or answers a repeated `sendId` from its recorded outcome without posting. */
export function sendReply(context: WorkerContext, request: SendRequest): Promise<SendResult> {
  const same = runOf(request.sendId);
  // Running here already: its end is the answer, read from its record.
  if (same) return same.catch(expected('caller-told')).then(() => answer(context, request));
  return runOnce(request.sendId, async () => deliver(context, await context.session(), request));
}

async function answer(context: WorkerContext, request: SendRequest): Promise<SendResult> {
  const session = await context.session();
  const outcome = await sendOutcomeStorage.get(session.scope, request.ticketId);
  if (outcome?.sendId !== request.sendId)
    throw new SidedeskError('bad-input', { reason: 'error.bad-input.already-handled' });
  return replay(outcome);
}

/** The ticket's last send outcome, settling one that a dead worker left `pending`. */
export async function checkSend(context: WorkerContext, ticketId: number): Promise<SendOutcome | null> {
  const session = await context.session();
  const outcome = await sendOutcomeStorage.get(session.scope, ticketId);
  // Kept for its signed-out agent: no one else's to see or settle.
  if (!outcome || outcome.keptSince !== undefined) return null;
  const same = runOf(outcome.sendId);
  if (same) await same.catch(expected('caller-told'));
  // A pending record with its text is in the index of unfinished sends, finished by `sendDue`;
  // one written before records held their text (an older version) is judged here.
  else if (outcome.state === 'pending' && !outcome.reply) {
    const stopped = next(outcome, { type: 'wake' }, Date.now());
    const found = stopped.send ? await recordIn(session, stopped.send) : null;
    if (found && stopped.effects.some((e) => e.type === 'judge'))
      await judge(context, session, found, false)
        .then((judged) => recordIn(session, judged.send ?? found))
        .catch(reported('send/resolve-interrupted'));
  }
  return sendOutcomeStorage.get(session.scope, ticketId);
}

/** The agent has seen the outcome (dismissed it, or decided what to do after an ambiguous failure). */
export async function acknowledgeSend(context: WorkerContext, ticketId: number): Promise<SendOutcome | null> {
  const session = await context.session();
  // Kept for its signed-out agent: no one else's to see or settle.
  const step = await move(
    session,
    ticketId,
    { type: 'acknowledge' },
    undefined,
    (send) => send.keptSince === undefined,
  );
  return step?.send ?? null;
}
