import { type AppError, SidedeskError, toAppError } from '../api/errors';
import type { Reply, Ticket } from '../api/schemas';
import type { ReplyInput } from '../messaging/protocol';
import { type SendOutcome, sendOutcomeStorage, type TicketSnapshot } from '../storage';
import { updateItem } from '../storage-update';
import type { WorkerContext } from '../worker/context';
import { settleSentDraft } from './drafts';
import { logReply } from './reply-log';
import { touchRecent } from './ticket-lists';
import { getTicket, replyAuthor, toReplyBody } from './ticket-service';

// Sends one reply, at most once. A reply POST that times out, loses its connection or gets a 5xx
// may still have created the reply, so it is never repeated: the send is recorded (by `sendId`)
// before the POST, its outcome is kept in storage for a panel that was closed meanwhile, and an
// ambiguous failure is judged by comparing the ticket before and after.

export interface SendRequest {
  ticketId: number;
  /** Names one press of Send (a UUID from the panel). */
  sendId: string;
  reply: ReplyInput;
}
export interface SendResult {
  reply: Reply;
  /** The ticket as it is after the reply, when it could be read. */
  ticket?: Ticket;
}

const SEND_ID_HISTORY = 20;

// Sends running in this worker. The worker may die at any moment; a `pending` outcome without an
// entry here is a send that was interrupted (see `resolveInterrupted`).
const running = new Map<string, Promise<SendResult>>();
const runningTickets = new Set<number>();

/** Sends the reply, or answers a repeated `sendId` from its recorded outcome without posting. */
export function sendReply(context: WorkerContext, request: SendRequest): Promise<SendResult> {
  const same = running.get(request.sendId);
  if (same) return same;
  if (runningTickets.has(request.ticketId)) {
    return Promise.reject(
      new SidedeskError('bad-input', 'A reply to this ticket is still being sent: wait for its outcome.'),
    );
  }
  // Registered synchronously, so a second message that arrives in the same tick finds it.
  runningTickets.add(request.ticketId);
  const promise = run(context, request).finally(() => {
    running.delete(request.sendId);
    runningTickets.delete(request.ticketId);
  });
  running.set(request.sendId, promise);
  return promise;
}

/** The ticket's last send outcome, settling one that a dead worker left `pending`. */
export async function checkSend(context: WorkerContext, ticketId: number): Promise<SendOutcome | null> {
  const outcome = (await sendOutcomeStorage.getValue())[ticketId];
  if (!outcome) return null;
  const same = running.get(outcome.sendId);
  if (same) await same.catch(() => undefined);
  else if (outcome.state === 'pending') await resolveInterrupted(context, outcome).catch(() => undefined);
  return (await sendOutcomeStorage.getValue())[ticketId] ?? null;
}

async function run(context: WorkerContext, { ticketId, sendId, reply }: SendRequest): Promise<SendResult> {
  const last = (await sendOutcomeStorage.getValue())[ticketId];
  if (last?.sendId === sendId) return replay(context, last);
  if (last?.previousSendIds.includes(sendId)) {
    throw new SidedeskError(
      'bad-input',
      'This reply was already handled, so Sidedesk does not send it again.',
    );
  }
  const startedAt = Date.now();
  const previousSendIds = last ? [last.sendId, ...last.previousSendIds].slice(0, SEND_ID_HISTORY) : [];
  const base = { sendId, ticketId, startedAt, previousSendIds, isDraft: reply.isDraft };
  await record({ ...base, updatedAt: startedAt, state: 'pending' });

  let before: TicketSnapshot | undefined;
  let api: Awaited<ReturnType<WorkerContext['api']>>;
  let body: ReturnType<typeof toReplyBody>;
  try {
    api = await context.api();
    body = toReplyBody(reply, await replyAuthor(context));
    before = snapshot((await getTicket(context, ticketId)).ticket);
  } catch (error) {
    // Nothing was posted yet: a plain failure, safe to send again.
    await record({ ...base, updatedAt: Date.now(), state: 'failed', error: toAppError(error) });
    throw error;
  }
  await record({ ...base, updatedAt: Date.now(), state: 'pending', before });

  let created: Reply;
  try {
    created = await api.createReply(ticketId, body);
  } catch (error) {
    const failure = toAppError(error);
    if (!failure.ambiguous) {
      await record({ ...base, updatedAt: Date.now(), state: 'failed', error: failure });
      throw error;
    }
    await judgeAmbiguous(context, { ...base, updatedAt: Date.now(), state: 'pending', before }, failure);
    throw error;
  }

  // Confirmed: log it, then drop the draft, then tell the panel.
  await logReply(created);
  await settleSentDraft(ticketId, reply.message);
  const sent = { ...base, updatedAt: Date.now(), state: 'sent' as const, reply: created };
  await record(sent);
  await touchRecent(ticketId).catch(() => undefined);
  const ticket = await getTicket(context, ticketId).then(
    (entry) => entry.ticket,
    () => undefined,
  );
  const note = ticket && !reply.isDraft ? duplicateNote(before, snapshot(ticket)) : undefined;
  if (note) await record({ ...sent, updatedAt: Date.now(), note });
  return ticket ? { reply: created, ticket } : { reply: created };
}

/**
 * A browser may resend a POST by itself when a reused keep-alive connection closes before any byte
 * of the answer (Chromium does), so even a confirmed send can have created two replies. The
 * counts cannot tell that from a colleague's reply, but the agent should look.
 */
export function duplicateNote(
  before: TicketSnapshot | undefined,
  after: TicketSnapshot | undefined,
): string | undefined {
  if (!before || !after) return undefined; // a field was unknown: cannot compare
  const added = after.replyCount - before.replyCount;
  if (added <= 1) return undefined;
  return `The ticket gained ${added} replies since you pressed Send, not 1: someone else replied meanwhile, or the reply was sent twice. Check the ticket for a duplicate.`;
}

/** A repeated sendId: the recorded outcome, never a second POST. */
async function replay(context: WorkerContext, outcome: SendOutcome): Promise<SendResult> {
  let settled = outcome;
  if (settled.state === 'pending') settled = await resolveInterrupted(context, settled);
  if (settled.state === 'sent') return { reply: settled.reply };
  if (settled.state === 'pending') throw interrupted();
  const { code, message, ...extra } = settled.error;
  throw new SidedeskError(code, message, extra);
}

/** A `pending` outcome that no running send owns: the worker died during the send. */
async function resolveInterrupted(context: WorkerContext, outcome: SendOutcome & { state: 'pending' }) {
  if (!outcome.before) {
    // The snapshot is taken before the POST starts, so without one nothing was posted.
    const error = new SidedeskError(
      'network',
      'Sidedesk was interrupted before the reply was posted: it was not sent. Send it again.',
    );
    return record({ ...outcome, updatedAt: Date.now(), state: 'failed', error: error.toJSON() });
  }
  return judgeAmbiguous(context, outcome, interrupted().toJSON());
}

const interrupted = () =>
  new SidedeskError(
    'network',
    'Sidedesk was interrupted while sending the reply. It may have been sent: check the ticket before sending again.',
    {
      ambiguous: true,
    },
  );

/** Records the ambiguous failure at once, then what a fresh look at the ticket says. */
async function judgeAmbiguous(
  context: WorkerContext,
  outcome: SendOutcome & { state: 'pending' },
  error: AppError,
): Promise<SendOutcome> {
  const { before } = outcome;
  const checking = 'Checking the ticket to find out whether the reply was created…';
  const base = { ...outcome, state: 'unknown' as const, error, verdict: checking, checking: false };
  await record({ ...base, updatedAt: Date.now(), checking: true });
  try {
    const after = snapshot((await getTicket(context, outcome.ticketId)).ticket);
    const verdict = verdictOf(before, after, outcome.isDraft === true, error.code === 'timeout');
    return await record({ ...base, updatedAt: Date.now(), after, verdict });
  } catch (problem) {
    const why = toAppError(problem).message.replace(/\.$/, '');
    const verdict = `Sidedesk could not check the ticket afterwards (${why}). Open the ticket and check before sending again.`;
    return record({ ...base, updatedAt: Date.now(), verdict });
  }
}

/** Undefined when the ticket's count or last activity is unknown: there is nothing to compare. */
export function snapshot(ticket: Ticket): TicketSnapshot | undefined {
  const { replyCount, lastThreadElementCreationTime } = ticket;
  if (replyCount === undefined || lastThreadElementCreationTime === undefined) return undefined;
  return {
    replyCount,
    lastThreadElementCreationTime,
    hasDraft: ticket.properties?.hasDraft === true,
  };
}

/** What the ticket's change since the send says about an ambiguous failure, in one sentence. */
export function verdictOf(
  before: TicketSnapshot | undefined,
  after: TicketSnapshot | undefined,
  isDraft = false,
  timedOut = false,
): string {
  if (!before || !after)
    return 'Sidedesk has nothing to compare with. Open the ticket and check before sending again.';
  if (isDraft) {
    // Drafts move neither the reply count nor the last activity; only the hasDraft flag can tell.
    return after.hasDraft && !before.hasDraft
      ? 'The ticket now has a draft it did not have before you pressed Save draft: your draft was most likely saved. Check before saving again.'
      : 'A draft does not change the ticket’s reply count, so Sidedesk cannot tell whether it was saved. Open the ticket and check before saving again.';
  }
  const added = after.replyCount - before.replyCount;
  if (added > 0) {
    const replies = added === 1 ? '1 more reply' : `${added} more replies`;
    return `The ticket now has ${replies} than before you pressed Send: your reply was most likely created. Check before sending again.`;
  }
  if (added < 0)
    return 'The ticket has fewer replies than before you pressed Send. Open the ticket and check before sending again.';
  if (after.lastThreadElementCreationTime !== before.lastThreadElementCreationTime) {
    return 'The ticket’s reply count is unchanged but its last activity moved. Open the ticket and check before sending again.';
  }
  // A request that timed out may still be running at the service: no change yet proves nothing.
  if (timedOut) {
    return 'The ticket shows no new reply yet, but the Ticket API did not answer in time and may still create it. Wait a minute and check the ticket before sending again.';
  }
  return 'The ticket has no new reply since you pressed Send: it was most likely not sent.';
}

async function record<T extends SendOutcome>(outcome: T): Promise<T> {
  await updateItem(sendOutcomeStorage, (outcomes) => ({ ...outcomes, [outcome.ticketId]: outcome }));
  return outcome;
}
