import { SidedeskError, toAppError } from '@/lib/api/errors';
import type { Reply, Ticket } from '@/lib/api/schemas';
import { expected, reported } from '@/lib/diagnostics/report';
import { type ReplyFields, toReplyBody } from '@/lib/records/reply-fields';
import { markSavedInInbox, settleSentDraft } from '@/lib/sending/drafts';
import { logReply } from '@/lib/sending/reply-log';
import { snapshot } from '@/lib/sending/snapshot';
import { serialized } from '@/lib/storage/collection';
import { type SendOutcome, sendOutcomeStorage, type TicketSnapshot } from '@/lib/storage/items';
import { markSeen, touchRecent } from '@/lib/tickets/worker/ticket-lists';
import { getTicket } from '@/lib/tickets/worker/ticket-service';
import type { Session, WorkerContext } from '@/lib/worker/context';
import { isOffline, keptInOutbox, waitedTooLong } from './outbox';
import { authorOf } from './outbox-keep';
import { claimWaiting, keep, recordIn, sendIdsAfter } from './send-record';
import { reached } from './send-steps';
import { collisionOf, duplicateNote, interrupted, judgeAmbiguous, resolveInterrupted } from './send-verdict';

// Sends one reply, at most once. A reply POST that times out, loses its connection or gets a 5xx
// may still have created the reply, so it is never repeated: the send is recorded (by `sendId`)
// before the POST, its outcome is kept in storage for a panel that was closed meanwhile, and an
// ambiguous failure is judged by comparing the ticket before and after. The record's writes are in
// send-record.ts, what the ticket says about the send in send-verdict.ts.

export interface SendRequest {
  ticketId: number;
  /** Names one press of Send (a UUID from the panel). */
  sendId: string;
  reply: ReplyFields;
  /** What the agent saw of the ticket: when it moved since, nothing is posted (`held`). */
  seen?: TicketSnapshot | 'unknown' | null;
  /** What the agent typed, when it differs from `reply` (Markdown shorthand made HTML). */
  typed?: ReplyFields;
  /** The e-mail of the agent who pressed Send: it is posted only while they are signed in. */
  agent?: string;
}
interface SendResult {
  replyId: number;
  /** The ticket as it is after the reply, when it could be read. */
  ticket?: Ticket;
}

// Sends running in this worker. The worker may die at any moment; a `pending` outcome without an
// entry here is a send that was interrupted (see `resolveInterrupted`).
const running = new Map<string, Promise<SendResult>>();
/** The tickets being sent to, by workspace scope and id: #N of one service never blocks #N of another. */
const runningTickets = new Set<string>();
const ticketKey = (session: Session, ticketId: number) => `${session.scope}:${ticketId}`;

/** Sends the reply, or answers a repeated `sendId` from its recorded outcome without posting. */
export function sendReply(context: WorkerContext, request: SendRequest): Promise<SendResult> {
  const same = running.get(request.sendId);
  if (same) return same;
  // Registered synchronously, so a second message with this sendId in the same tick finds it.
  const promise = (async () => {
    const session = await context.session();
    // Checked and taken with no await between them: of two sends to one ticket, one runs.
    const key = ticketKey(session, request.ticketId);
    if (runningTickets.has(key)) {
      throw new SidedeskError('bad-input', { reason: 'error.bad-input.still-sending' });
    }
    runningTickets.add(key);
    try {
      return await run(context, session, request);
    } finally {
      runningTickets.delete(key);
    }
  })().finally(() => running.delete(request.sendId));
  running.set(request.sendId, promise);
  return promise;
}

/** A send of this id runs in this worker now. */
export const isSending = (sendId: string) => running.has(sendId);

/** The ticket's last send outcome, settling one that a dead worker left `pending`. */
export async function checkSend(context: WorkerContext, ticketId: number): Promise<SendOutcome | null> {
  const session = await context.session();
  const outcome = await sendOutcomeStorage.get(session.scope, ticketId);
  // Kept for its signed-out agent: no one else's to see or settle.
  if (!outcome || outcome.keptSince !== undefined) return null;
  const same = running.get(outcome.sendId);
  if (same) await same.catch(expected('caller-told'));
  // A pending record with its text is in the index of unfinished sends, finished by `sendDue`;
  // one written before records held their text (an older version) is judged here.
  else if (outcome.state === 'pending' && !outcome.reply)
    await resolveInterrupted(context, session, outcome).catch(reported('send/resolve-interrupted'));
  return sendOutcomeStorage.get(session.scope, ticketId);
}

/** The agent has seen the outcome (dismissed it, or decided what to do after an ambiguous failure). */
export async function acknowledgeSend(context: WorkerContext, ticketId: number): Promise<SendOutcome | null> {
  const session = await context.session();
  const key = sendOutcomeStorage.key(session.scope, ticketId);
  return serialized(key, async () => {
    const current = await sendOutcomeStorage.get(session.scope, ticketId);
    if (current?.keptSince !== undefined) return null;
    if (!current || current.state === 'pending') return current;
    const next = { ...current, acknowledged: true };
    if (session.alive()) await sendOutcomeStorage.set(session.scope, ticketId, next);
    return next;
  });
}

async function run(context: WorkerContext, session: Session, request: SendRequest): Promise<SendResult> {
  const { ticketId, sendId, reply } = request;
  const record = <T extends SendOutcome>(outcome: T) => recordIn(session, outcome);
  const last = await sendOutcomeStorage.get(session.scope, ticketId);
  const resumable = last?.sendId === sendId && (last.state === 'waiting' || last.state === 'queued');
  if (last?.sendId === sendId && !resumable) return replay(context, session, last);
  // The end of its undo window, or an attempt from the outbox, keeps the send's start and history.
  const earlier = resumable ? last : null;
  const startedAt = earlier ? earlier.startedAt : Date.now();
  const previousSendIds = earlier ? earlier.previousSendIds : sendIdsAfter(last, sendId);
  const seen = request.seen ?? null;
  const completes = reply.complete;
  const text = { reply, ...(request.typed ? { typed: request.typed } : {}) };
  const agent = earlier?.agent ?? request.agent;
  const base = {
    sendId,
    ticketId,
    startedAt,
    previousSendIds,
    isDraft: reply.isDraft,
    completes,
    seen,
    ...(agent ? { agent } : {}),
  };
  const queued = earlier?.state === 'queued' ? earlier : null;
  const attempts = (queued?.attempts ?? 0) + 1;
  const checked = queued?.checked === true;
  // Every record until the service has it carries the text: the worker may stop after any write.
  const pending = { ...base, ...text, attempts, checked, updatedAt: Date.now(), state: 'pending' as const };
  if (earlier) {
    // Only the one caller that finds it still waiting (or queued) posts it.
    if (!(await claimWaiting(session, pending))) {
      throw new SidedeskError('bad-input', { reason: 'error.bad-input.already-handled' });
    }
  } else await record(pending);
  await reached('claimed');

  /** Nothing was created: kept in the outbox when the failure is one that passes, else failed. */
  const notPosted = async (error: unknown) => {
    const failure = toAppError(error);
    if (keptInOutbox(failure)) {
      const queuedAt = queued?.queuedAt ?? Date.now();
      await keep(session, { ...base, ...text, checked, attempts, queuedAt }, failure);
    } else await record({ ...base, ...text, updatedAt: Date.now(), state: 'failed', error: failure });
    throw error;
  };
  if (queued && waitedTooLong(queued.queuedAt, Date.now())) {
    // Kept so long the ticket may have moved: the agent decides again (the text goes back).
    await record({ ...base, ...text, updatedAt: Date.now(), state: 'held', reason: 'waited' });
    throw new SidedeskError('bad-input', { reason: 'error.bad-input.ticket-waited' });
  }
  if (isOffline()) await notPosted(new SidedeskError('network', { reason: 'error.network.offline' }));

  let before: TicketSnapshot | undefined;
  let api: Awaited<ReturnType<WorkerContext['api']>>;
  let body: ReturnType<typeof toReplyBody>;
  try {
    // Posted only as the agent who pressed Send, while the workspace is signed in as them.
    const author = await authorOf(context, session, agent);
    api = await context.api(session);
    body = toReplyBody(reply, session.workspace.authorEmail || author);
    await reached('checking');
    before = snapshot((await getTicket(context, ticketId, 0, session)).ticket);
  } catch (error) {
    return notPosted(error);
  }
  const held = seen === null || checked ? undefined : collisionOf(seen, before);
  if (held) {
    // Never a silent send into a conversation that moved, or that cannot be compared: the agent
    // decides (Send anyway).
    const after = before ? { after: before } : {};
    await record({ ...base, ...text, updatedAt: Date.now(), state: 'held', reason: held, ...after });
    throw new SidedeskError('bad-input', { reason: `error.bad-input.ticket-${held}` });
  }
  const posting = {
    ...base,
    ...text,
    attempts,
    checked: true,
    updatedAt: Date.now(),
    state: 'pending' as const,
    before,
  };
  await record(posting);
  await reached('before-written');

  let created: Reply;
  try {
    created = await api.createReply(ticketId, body);
  } catch (error) {
    const failure = toAppError(error);
    if (!failure.ambiguous) return notPosted(error);
    const judged = await judgeAmbiguous(context, session, { ...posting, updatedAt: Date.now() }, failure);
    // This worker saw the POST end: a ticket that did not move was not written to, so the reply
    // goes back to the outbox (a POST cut by a stopped worker is judged by `finish` in send-queue.ts instead).
    if (judged.state === 'unknown' && judged.verdict.key === 'verdict.not-sent')
      await keep(
        session,
        { ...base, ...text, checked: true, attempts, queuedAt: queued?.queuedAt ?? Date.now() },
        failure,
      );
    throw error;
  }
  await reached('posted');

  // Confirmed: log it, then drop the draft, then tell the panel.
  await logReply(session, created);
  await reached('logged');
  // Posted is posted: a draft that storage will not let go of must not leave the send `pending`.
  // A draft saved in the ticket keeps its text here, to go on from.
  await (reply.isDraft
    ? markSavedInInbox(session, ticketId, created.id)
    : settleSentDraft(session, ticketId, request.typed?.message ?? reply.message)
  ).catch(reported('send/settle-draft'));
  // The service has the text now: the record keeps only the reply's id.
  const sent = { ...base, updatedAt: Date.now(), state: 'sent' as const, replyId: created.id };
  await record(sent);
  await reached('sent-written');
  await touchRecent(session, ticketId).catch(reported('send/touch-recent'));
  const ticket = await getTicket(context, ticketId, 0, session).then(
    (entry) => entry.ticket,
    () => undefined,
  );
  const note = ticket && !reply.isDraft ? duplicateNote(before, snapshot(ticket)) : undefined;
  if (note) await record({ ...sent, updatedAt: Date.now(), note });
  // The agent's own reply is not news to them: the ticket after it is the new baseline of "what
  // changed", unless it gained more than this reply (someone else's stays news).
  if (ticket && !reply.isDraft && !note) await markSeen(session, ticket).catch(reported('send/mark-seen'));
  return ticket ? { replyId: created.id, ticket } : { replyId: created.id };
}

/** A repeated sendId: the recorded outcome, never a second POST. */
async function replay(context: WorkerContext, session: Session, outcome: SendOutcome): Promise<SendResult> {
  let settled = outcome;
  if (settled.state === 'pending') settled = await resolveInterrupted(context, session, settled);
  if (settled.state === 'sent') return { replyId: settled.replyId };
  if (settled.state === 'pending') throw interrupted();
  if (settled.state === 'queued') throw new SidedeskError(settled.error.code, settled.error);
  if (settled.state === 'held' && settled.reason !== 'late' && settled.reason !== 'waited')
    throw new SidedeskError('bad-input', { reason: `error.bad-input.ticket-${settled.reason}` });
  if (!('error' in settled))
    throw new SidedeskError('bad-input', { reason: 'error.bad-input.already-handled' });
  const { code, ...details } = settled.error;
  throw new SidedeskError(code, details);
}
