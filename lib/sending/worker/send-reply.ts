import { reported } from '@/lib/diagnostics/report';
import { type SendOutcome, sendOutcomeStorage } from '@/lib/storage/items';
import type { WorkerContext } from '@/lib/worker/context';
import { inTurn, runOf } from './send-executor';
import { next } from './send-machine';
import { judge, move, recordIn } from './send-record';

// What a page asks of a send after it was queued (send-queue.ts): its outcome, kept in storage for
// a panel that was closed meanwhile, and the agent's acknowledgement of it. What each step does is
// the machine's (send-machine.ts); the executor (send-executor.ts) carries it out.

/** The ticket's last send outcome, settling one that a dead worker left `pending`. */
export async function checkSend(context: WorkerContext, ticketId: number): Promise<SendOutcome | null> {
  const session = await context.session();
  const outcome = await sendOutcomeStorage.get(session.scope, ticketId);
  // Kept for its signed-out agent: no one else's to see or settle.
  if (!outcome || outcome.keptSince !== undefined) return null;
  const same = runOf(outcome.sendId);
  if (same) await same;
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
  const current = await sendOutcomeStorage.get(session.scope, ticketId);
  // Kept for its signed-out agent: no one else's to see or settle.
  if (!current || current.keptSince !== undefined) return null;
  const kept = (send: SendOutcome) => send.keptSince === undefined;
  const step = await inTurn(current.sendId, () =>
    move(session, ticketId, { type: 'acknowledge' }, current.sendId, kept),
  );
  return step?.send ?? null;
}
