import { type AppError, SidedeskError, toAppError } from '@/lib/api/errors';
import type { Reply, Ticket } from '@/lib/api/schemas';
import type { Message } from '@/lib/i18n/format';
import { type ReplyFields, toReplyBody } from '@/lib/records/reply-fields';
import { markSavedInInbox, settleSentDraft } from '@/lib/sending/drafts';
import { logReply } from '@/lib/sending/reply-log';
import { snapshot } from '@/lib/sending/snapshot';
import { serialized } from '@/lib/storage/collection';
import { type SendOutcome, sendOutcomeStorage, type TicketSnapshot } from '@/lib/storage/items';
import { markSeen, touchRecent } from '@/lib/tickets/worker/ticket-lists';
import { getTicket, replyAuthor } from '@/lib/tickets/worker/ticket-service';
import type { Session, WorkerContext } from '@/lib/worker/context';
import { isOffline, keptInOutbox, nextAttemptAt, waitedTooLong } from './outbox';
import { track } from './schedule';
import { reached } from './send-steps';

// Sends one reply, at most once. A reply POST that times out, loses its connection or gets a 5xx
// may still have created the reply, so it is never repeated: the send is recorded (by `sendId`)
// before the POST, its outcome is kept in storage for a panel that was closed meanwhile, and an
// ambiguous failure is judged by comparing the ticket before and after.

export interface SendRequest {
  ticketId: number;
  /** Names one press of Send (a UUID from the panel). */
  sendId: string;
  reply: ReplyFields;
  /** What the agent saw of the ticket: when it moved since, nothing is posted (`held`). */
  seen?: TicketSnapshot | 'unknown' | null;
  /** What the agent typed, when it differs from `reply` (Markdown shorthand made HTML). */
  typed?: ReplyFields;
}
interface SendResult {
  reply: Reply;
  /** The ticket as it is after the reply, when it could be read. */
  ticket?: Ticket;
}

const SEND_ID_HISTORY = 20;

// Sends running in this worker. The worker may die at any moment; a `pending` outcome without an
// entry here is a send that was interrupted (see `resolveInterrupted`).
const running = new Map<string, Promise<SendResult>>();
/** The tickets being sent to, by workspace scope and id: #N of one service never blocks #N of another. */
const runningTickets = new Set<string>();
const ticketKey = (session: Session, ticketId: number) => `${session.scope}:${ticketId}`;

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
  if (!outcome) return null;
  const same = running.get(outcome.sendId);
  if (same) await same.catch(() => undefined);
  // A pending record with its text is in the index of unfinished sends, finished by `sendDue`;
  // one written before records held their text (an older version) is judged here.
  else if (outcome.state === 'pending' && !outcome.reply)
    await resolveInterrupted(context, session, outcome).catch(() => undefined);
  return sendOutcomeStorage.get(session.scope, ticketId);
}

/** The agent has seen the outcome (dismissed it, or decided what to do after an ambiguous failure). */
export async function acknowledgeSend(context: WorkerContext, ticketId: number): Promise<SendOutcome | null> {
  const session = await context.session();
  const key = sendOutcomeStorage.key(session.scope, ticketId);
  return serialized(key, async () => {
    const current = await sendOutcomeStorage.get(session.scope, ticketId);
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
  const base = { sendId, ticketId, startedAt, previousSendIds, isDraft: reply.isDraft, completes, seen };
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
    api = await context.api(session);
    body = toReplyBody(reply, await replyAuthor(context, session));
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
  ).catch(() => undefined);
  const sent = { ...base, updatedAt: Date.now(), state: 'sent' as const, reply: created };
  await record(sent);
  await reached('sent-written');
  await touchRecent(session, ticketId).catch(() => undefined);
  const ticket = await getTicket(context, ticketId, 0, session).then(
    (entry) => entry.ticket,
    () => undefined,
  );
  const note = ticket && !reply.isDraft ? duplicateNote(before, snapshot(ticket)) : undefined;
  if (note) await record({ ...sent, updatedAt: Date.now(), note });
  // The agent's own reply is not news to them: the ticket after it is the new baseline of "what
  // changed", unless it gained more than this reply (someone else's stays news).
  if (ticket && !reply.isDraft && !note) await markSeen(session, ticket).catch(() => undefined);
  return ticket ? { reply: created, ticket } : { reply: created };
}

/**
 * A browser may resend a POST by itself when a reused keep-alive connection closes before any byte
 * of the answer (Chromium does), so even a confirmed send can have created two replies. The
 * counts cannot tell that from a colleague's reply, but the agent should look.
 */
function duplicateNote(
  before: TicketSnapshot | undefined,
  after: TicketSnapshot | undefined,
): Message | undefined {
  if (!before || !after) return undefined; // a field was unknown: cannot compare
  const added = after.replyCount - before.replyCount;
  if (added <= 1) return undefined;
  return { key: 'note.duplicate', params: { count: added } };
}

/** A repeated sendId: the recorded outcome, never a second POST. */
async function replay(context: WorkerContext, session: Session, outcome: SendOutcome): Promise<SendResult> {
  let settled = outcome;
  if (settled.state === 'pending') settled = await resolveInterrupted(context, session, settled);
  if (settled.state === 'sent') return { reply: settled.reply };
  if (settled.state === 'pending') throw interrupted();
  if (settled.state === 'queued') throw new SidedeskError(settled.error.code, settled.error);
  if (settled.state === 'held' && settled.reason !== 'late' && settled.reason !== 'waited')
    throw new SidedeskError('bad-input', { reason: `error.bad-input.ticket-${settled.reason}` });
  if (!('error' in settled))
    throw new SidedeskError('bad-input', { reason: 'error.bad-input.already-handled' });
  const { code, ...details } = settled.error;
  throw new SidedeskError(code, details);
}

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

/**
 * Puts the send in the outbox: its record (with the text) and its index entry, due at its next
 * attempt (at once when no attempt was made: a send the worker was stopped in). The caller wakes
 * it (send-queue.ts); a worker stopped before that finds it at its next start.
 */
async function keep(
  session: Session,
  send: Omit<SendOutcome & { state: 'queued' }, 'state' | 'updatedAt' | 'error' | 'nextAt'>,
  error: AppError,
  attemptsBefore = send.attempts,
): Promise<SendOutcome> {
  const now = Date.now();
  const nextAt = attemptsBefore === 0 ? now : nextAttemptAt(send.attempts, error, now);
  const queued: SendOutcome = { ...send, state: 'queued', updatedAt: now, error, nextAt };
  await recordIn(session, queued);
  await reached('queued-written');
  await track({
    scope: session.scope,
    ticketId: send.ticketId,
    sendId: send.sendId,
    dueAt: nextAt,
    queued: true,
  });
  return queued;
}

const interrupted = () =>
  new SidedeskError('network', { reason: 'error.network.interrupted', ambiguous: true });

/** Records the ambiguous failure at once, then what a fresh look at the ticket says. */
async function judgeAmbiguous(
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
function collisionOf(
  seen: TicketSnapshot | 'unknown',
  now: TicketSnapshot | undefined,
): 'moved' | 'unknown' | undefined {
  if (seen === 'unknown' || !now) return 'unknown';
  return movedSince(seen, now) ? 'moved' : undefined;
}

/** Turns the waiting (or queued) outcome of `next.sendId` into `next` (pending); false when it is no longer. */
async function claimWaiting(session: Session, next: SendOutcome): Promise<boolean> {
  const key = sendOutcomeStorage.key(session.scope, next.ticketId);
  return serialized(key, async () => {
    const current = await sendOutcomeStorage.get(session.scope, next.ticketId);
    const claimable = current?.state === 'waiting' || current?.state === 'queued';
    if (current?.sendId !== next.sendId || !claimable || !session.alive()) return false;
    await sendOutcomeStorage.set(session.scope, next.ticketId, next);
    return true;
  });
}

/** Writes the ticket's outcome (one key), unless the session ended (signed out meanwhile). */
export async function recordIn<T extends SendOutcome>(session: Session, outcome: T): Promise<T> {
  const key = sendOutcomeStorage.key(session.scope, outcome.ticketId);
  await serialized(key, async () => {
    if (session.alive()) await sendOutcomeStorage.set(session.scope, outcome.ticketId, outcome);
  });
  return outcome;
}
