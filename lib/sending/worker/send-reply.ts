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
import { isOffline } from './outbox';
import { authorOf } from './outbox-keep';
import { type Event, next, type Step } from './send-machine';
import { claim, judge, recordIn, sendIdsAfter, write } from './send-record';
import { reached } from './send-steps';
import { duplicateNote } from './send-verdict';

// Sends one reply, at most once. A reply POST that times out, loses its connection or gets a 5xx
// may still have created the reply, so it is never repeated: the send is recorded (by `sendId`)
// before the POST, its outcome is kept in storage for a panel that was closed meanwhile, and an
// ambiguous failure is judged by comparing the ticket before and after. Each step's record is the
// machine's (send-machine.ts); the writes are in send-record.ts.

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
// entry here is a send that was interrupted (a wake-up judges it: `next` in send-machine.ts).
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
  const key = sendOutcomeStorage.key(session.scope, ticketId);
  return serialized(key, async () => {
    const current = await sendOutcomeStorage.get(session.scope, ticketId);
    if (!current || current.keptSince !== undefined) return null;
    const step = next(current, { type: 'acknowledge' }, Date.now());
    if (step.send && step.effects.length && session.alive())
      await sendOutcomeStorage.set(session.scope, ticketId, step.send);
    return step.send;
  });
}

/** The refusal a step answers its caller with, if any. */
const refusal = (step: Step) => step.effects.find((e) => e.type === 'refuse');

async function run(context: WorkerContext, session: Session, request: SendRequest): Promise<SendResult> {
  const { ticketId, sendId, reply } = request;
  const last = await sendOutcomeStorage.get(session.scope, ticketId);
  let send: SendOutcome;
  if (last?.sendId === sendId) {
    // The end of its undo window, or an attempt from the outbox: only the one caller that finds it
    // still waiting (or queued) posts it; any other is answered from its record.
    const claimed = await claim(session, sendId, ticketId);
    const refused = claimed ? refusal(claimed) : undefined;
    if (!claimed?.send) throw new SidedeskError('bad-input', { reason: 'error.bad-input.already-handled' });
    if (refused?.reason === 'error.bad-input.already-handled') return replay(claimed.send);
    if (refused) throw new SidedeskError('bad-input', { reason: refused.reason });
    send = claimed.send;
  } else {
    const now = Date.now();
    const previousSendIds = sendIdsAfter(last, sendId);
    const text = { reply, ...(request.typed ? { typed: request.typed } : {}) };
    const agent = request.agent ? { agent: request.agent } : {};
    const base = { sendId, ticketId, startedAt: now, updatedAt: now, previousSendIds, ...agent };
    const about = { isDraft: reply.isDraft, completes: reply.complete, seen: request.seen ?? null };
    send = await recordIn(session, {
      ...base,
      ...about,
      ...text,
      attempts: 1,
      checked: false,
      state: 'pending',
    });
  }
  await reached('claimed');
  /** Moves the send on `event` and writes its record. */
  const step = async (event: Event) => {
    const moved = next(send, event, Date.now());
    if (moved.send) send = await write(session, moved.send, send);
    return moved;
  };
  /** Nothing was created: kept in the outbox when the failure is one that passes, else failed. */
  const notPosted = async (error: unknown) => {
    await step({ type: 'refused', error: toAppError(error), jitter: Math.random() });
    throw error;
  };
  if (isOffline()) await notPosted(new SidedeskError('network', { reason: 'error.network.offline' }));

  let before: TicketSnapshot | undefined;
  let api: Awaited<ReturnType<WorkerContext['api']>>;
  let body: ReturnType<typeof toReplyBody>;
  try {
    // Posted only as the agent who pressed Send, while the workspace is signed in as them.
    const author = await authorOf(context, session, send.agent);
    api = await context.api(session);
    body = toReplyBody(reply, session.workspace.authorEmail || author);
    await reached('checking');
    before = snapshot((await getTicket(context, ticketId, 0, session)).ticket);
  } catch (error) {
    return notPosted(error);
  }
  // Never a silent send into a conversation that moved, or that cannot be compared: the agent
  // decides (Send anyway).
  const held = refusal(await step({ type: 'checked', before }));
  if (held) throw new SidedeskError('bad-input', { reason: held.reason });
  await reached('before-written');

  let created: Reply;
  try {
    created = await api.createReply(ticketId, body);
  } catch (error) {
    const failure = toAppError(error);
    if (!failure.ambiguous) return notPosted(error);
    await step({ type: 'lost', error: failure });
    // This worker saw the POST end: a ticket that did not move was not written to, so the reply
    // goes back to the outbox (a POST cut by a stopped worker is judged after the restart instead).
    const judged = await judge(context, session, send, true);
    if (judged.send) await write(session, judged.send, send);
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
  await step({ type: 'posted', replyId: created.id });
  await reached('sent-written');
  await touchRecent(session, ticketId).catch(reported('send/touch-recent'));
  const ticket = await getTicket(context, ticketId, 0, session).then(
    (entry) => entry.ticket,
    () => undefined,
  );
  const note = ticket && !reply.isDraft ? duplicateNote(before, snapshot(ticket)) : undefined;
  if (note) await recordIn(session, { ...send, updatedAt: Date.now(), note } as SendOutcome);
  // The agent's own reply is not news to them: the ticket after it is the new baseline of "what
  // changed", unless it gained more than this reply (someone else's stays news).
  if (ticket && !reply.isDraft && !note) await markSeen(session, ticket).catch(reported('send/mark-seen'));
  return ticket ? { replyId: created.id, ticket } : { replyId: created.id };
}

/** A repeated sendId: the recorded outcome, never a second POST. */
function replay(outcome: SendOutcome): SendResult {
  if (outcome.state === 'sent') return { replyId: outcome.replyId };
  if (outcome.state === 'pending')
    throw new SidedeskError('network', { reason: 'error.network.interrupted', ambiguous: true });
  if (outcome.state === 'held' && outcome.reason !== 'late' && outcome.reason !== 'waited')
    throw new SidedeskError('bad-input', { reason: `error.bad-input.ticket-${outcome.reason}` });
  if (!('error' in outcome))
    throw new SidedeskError('bad-input', { reason: 'error.bad-input.already-handled' });
  const { code, ...details } = outcome.error;
  throw new SidedeskError(code, details);
}
