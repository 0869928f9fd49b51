import { type AppError, SidedeskError, toAppError } from '@/lib/api/errors';
import type { Message } from '@/lib/i18n/format';
import { snapshot } from '@/lib/sending/snapshot';
import type { SendOutcome, TicketSnapshot } from '@/lib/storage/items';
import { getTicket } from '@/lib/tickets/worker/ticket-service';
import type { Session, WorkerContext } from '@/lib/worker/context';
import { keep, recordIn } from './send-record';
import { reached } from './send-steps';

// The send's judgement: what the ticket says about a send. Before the POST, whether the ticket
// moved since the agent saw it (`collisionOf`); after an ambiguous failure or a stopped worker,
// whether the reply was created (`verdictOf`, read from a fresh look at the ticket); after a
// confirmed send, whether the browser may have posted it twice (`duplicateNote`).

export const interrupted = () =>
  new SidedeskError('network', { reason: 'error.network.interrupted', ambiguous: true });

/**
 * A `pending` outcome that no running send owns: the worker stopped during the send. Without a
 * snapshot the POST had not started (the snapshot is written before it): nothing was created and
 * the reply goes back to the outbox. With one, the POST may have reached the service: judged by
 * the ticket, never sent again by itself (a stopped worker's request may still land).
 */
export async function resolveInterrupted(
  context: WorkerContext,
  session: Session,
  outcome: SendOutcome & { state: 'pending' },
): Promise<SendOutcome> {
  if (!outcome.before) {
    const error = new SidedeskError('network', { reason: 'error.network.interrupted-before-post' }).toJSON();
    if (!outcome.reply)
      return recordIn(session, { ...outcome, updatedAt: Date.now(), state: 'failed', error });
    const { before: _, ...rest } = outcome;
    return keep(
      session,
      { ...rest, reply: outcome.reply, queuedAt: outcome.startedAt, attempts: outcome.attempts ?? 1 },
      error,
      0,
    );
  }
  return judgeAmbiguous(context, session, outcome, interrupted().toJSON());
}

/** Records the ambiguous failure at once, then what a fresh look at the ticket says. */
export async function judgeAmbiguous(
  context: WorkerContext,
  session: Session,
  outcome: SendOutcome & { state: 'pending' },
  error: AppError,
): Promise<SendOutcome> {
  const { before } = outcome;
  const checking: Message = { key: 'verdict.checking' };
  const base = { ...outcome, state: 'unknown' as const, error, verdict: checking, checking: false };
  await recordIn(session, { ...base, updatedAt: Date.now(), checking: true });
  await reached('unknown-written');
  try {
    const after = snapshot((await getTicket(context, outcome.ticketId, 0, session)).ticket);
    const verdict = verdictOf(before, after, outcome.isDraft === true, error.code === 'timeout');
    return await recordIn(session, { ...base, updatedAt: Date.now(), after, verdict });
  } catch (problem) {
    const verdict: Message = { key: 'verdict.not-checked', params: { reason: toAppError(problem) } };
    return recordIn(session, { ...base, updatedAt: Date.now(), verdict });
  }
}

/** What the ticket's change since the send says about an ambiguous failure: one verdict key. */
export function verdictOf(
  before: TicketSnapshot | undefined,
  after: TicketSnapshot | undefined,
  isDraft = false,
  timedOut = false,
): Message {
  if (!before || !after) return { key: 'verdict.no-snapshot' };
  if (isDraft) {
    // Drafts move neither the reply count nor the last activity; only the hasDraft flag can tell.
    return { key: after.hasDraft && !before.hasDraft ? 'verdict.draft-saved' : 'verdict.draft-unknown' };
  }
  const added = after.replyCount - before.replyCount;
  if (added > 0) return { key: 'verdict.more-replies', params: { count: added } };
  if (added < 0) return { key: 'verdict.fewer-replies' };
  if (after.lastThreadElementCreationTime !== before.lastThreadElementCreationTime) {
    return { key: 'verdict.activity-moved' };
  }
  // A request that timed out may still be running at the service: no change yet proves nothing.
  if (timedOut) return { key: 'verdict.no-reply-yet' };
  return { key: 'verdict.not-sent' };
}

/** The ticket gained replies or activity between what the agent saw and now. */
function movedSince(seen: TicketSnapshot, now: TicketSnapshot): boolean {
  return (
    now.replyCount !== seen.replyCount ||
    now.lastThreadElementCreationTime !== seen.lastThreadElementCreationTime
  );
}

/**
 * Why a send must stop before posting: the ticket moved since the agent saw it, or one side of the
 * comparison is unknown (a field the service did not send), so whether it moved cannot be told.
 */
export function collisionOf(
  seen: TicketSnapshot | 'unknown',
  now: TicketSnapshot | undefined,
): 'moved' | 'unknown' | undefined {
  if (seen === 'unknown' || !now) return 'unknown';
  return movedSince(seen, now) ? 'moved' : undefined;
}

/**
 * A browser may resend a POST by itself when a reused keep-alive connection closes before any byte
 * of the answer (Chromium does), so even a confirmed send can have created two replies. The
 * counts cannot tell that from a colleague's reply, but the agent should look.
 */
export function duplicateNote(
  before: TicketSnapshot | undefined,
  after: TicketSnapshot | undefined,
): Message | undefined {
  if (!before || !after) return undefined; // a field was unknown: cannot compare
  const added = after.replyCount - before.replyCount;
  if (added <= 1) return undefined;
  return { key: 'note.duplicate', params: { count: added } };
}
