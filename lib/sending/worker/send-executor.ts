import { SidedeskError, toAppError } from '@/lib/api/errors';
import type { Reply } from '@/lib/api/schemas';
import { reported } from '@/lib/diagnostics/report';
import { type ReplyFields, toReplyBody } from '@/lib/records/reply-fields';
import { markSavedInInbox, settleSentDraft } from '@/lib/sending/drafts';
import { logReply } from '@/lib/sending/reply-log';
import { snapshot } from '@/lib/sending/snapshot';
import {
  type SendOutcome,
  sendOutcomeStorage,
  type TicketSnapshot,
  type WaitingSend,
} from '@/lib/storage/items';
import { markSeen, touchRecent } from '@/lib/tickets/worker/ticket-lists';
import { getTicket } from '@/lib/tickets/worker/ticket-service';
import { type Session, scopedContext, sessionOfScope, type WorkerContext } from '@/lib/worker/context';
import { noteDeleted } from './kept-notice';
import { isOffline } from './outbox';
import { mark, sleep, takeOut, untrack, unwake, wake } from './schedule';
import { agentOf, authorOf, standing, workspaceOf } from './send-agent';
import { type Event, next, type Step, stateOf } from './send-machine';
import { judge, move, recordIn, returnText, write } from './send-record';
import { reached } from './send-steps';
import { duplicateNote } from './send-verdict';

// The one place a send's effects are carried out: `next` (send-machine.ts) decides, `perform`
// writes the record, wakes it, tries it (`deliver`: read the ticket, post), judges a lost POST,
// puts the text back in the draft, and lets the send leave the index. The callers (send-queue.ts,
// send-reply.ts) only turn what happened into events. The one guard against double runs is here:
// a send runs once at a time in this worker (`inTurn`); between workers, the claim under the
// ticket's lock (send-record.ts) lets one caller post it.

/** The last run of each send in this worker, by send id (settled: it never rejects). */
const running = new Map<string, Promise<void>>();

/** The run of this send in this worker, if one is under way or waits its turn. */
export const runOf = (sendId: string) => running.get(sendId);

/**
 * The one guard against double runs: every caller that acts on a send (a wake-up, Send now, Undo,
 * the agent's decision, a kept send's settling) runs `work` in turn, after the run of this send
 * under way in this worker ends, never beside it. Registered synchronously, so a second caller in
 * the same tick waits too. Between workers, the claim under the ticket's lock lets one post it.
 */
export function inTurn<T>(sendId: string, work: () => Promise<T>): Promise<T> {
  const done = (running.get(sendId) ?? Promise.resolve()).then(work);
  const settled = done.then(
    () => undefined,
    () => undefined,
  );
  running.set(sendId, settled);
  void settled.then(() => {
    if (running.get(sendId) === settled) running.delete(sendId);
  });
  return done;
}

/**
 * Ends one send from its record alone, whatever the write the last worker stopped after. Never
 * call it from inside a run of the same send (it would wait for itself): use `finishOne` there.
 */
export function finish(context: WorkerContext, entry: WaitingSend, now = Date.now(), back: Back = null) {
  return inTurn(entry.sendId, () => finishOne(context, entry, now, back));
}

/** What a kept reply waited for came back: the browser is online, or the agent signed in. */
export type Back = 'online' | 'signed-in' | null;

export async function finishOne(context: WorkerContext, entry: WaitingSend, now: number, back: Back) {
  // Sent for the workspace it was written in, whichever is active now.
  const session = await sessionOfScope(context, entry.scope);
  // Kept for its signed-out agent: nothing of it acts until they are back (settleKept).
  if (!session || entry.keptSince !== undefined) return;
  const outcome = await sendOutcomeStorage.get(session.scope, entry.ticketId);
  if (outcome?.sendId !== entry.sendId) return untrack(entry); // its record never got written
  // Nothing acts (a post, the text back in a draft) but as its agent; no one signed in: it waits
  // for a sign-in, which wakes it (no alarm: a signed-out workspace asks for no token).
  if ((await standing(context, entry.scope, outcome.agent ?? entry.agent)) !== 'mine') return;
  const step = next(outcome, { type: 'wake', offline: isOffline(), back }, now);
  await perform(context, session, entry, outcome, step);
}

/** Carries out a step's effects in order, from the record `from` it moved. */
export async function perform(
  context: WorkerContext,
  session: Session,
  entry: WaitingSend,
  from: SendOutcome,
  step: Step,
): Promise<void> {
  let send = step.send;
  for (const effect of step.effects) {
    if (!send || !session.alive()) return;
    switch (effect.type) {
      case 'write':
        send = await write(session, send, from);
        break;
      case 'schedule':
        await wake({ ...entry, dueAt: effect.at }, () => void finish(context, entry));
        break;
      case 'attempt':
        return attempt(context, session, entry);
      case 'judge': {
        const judged = await judge(scopedContext(context, entry.scope), session, send, false);
        return perform(context, session, entry, send, judged);
      }
      case 'return-text':
        // The machine's next step (text-returned: the record drops the text) is written there.
        await returnText(session, send);
        return untrack(entry);
      case 'untrack':
        return untrack(entry);
      default:
        throw new Error(`Sidedesk: a wake-up has no ${effect.type}`);
    }
  }
}

/**
 * Carries out a step of a send kept for its signed-out agent, or of its sign-out (outbox-keep.ts),
 * on its index entry and, when `recorded` (else it has only its entry), its record.
 */
export async function performKept(entry: WaitingSend, from: SendOutcome, recorded: boolean, step: Step) {
  for (const effect of step.effects) {
    switch (effect.type) {
      case 'sleep':
        await sleep(entry);
        break;
      case 'write': {
        const { agent, keptSince } = step.send as SendOutcome;
        if (keptSince === undefined) return release(entry);
        // Signed out: the record and the entry are marked kept for its agent.
        if (recorded) await sendOutcomeStorage.set(entry.scope, entry.ticketId, step.send as SendOutcome);
        await mark(entry.sendId, (e) => {
          const { owner: _, ...rest } = e;
          return { ...rest, agent: agentOf(e) ?? agent, keptSince: e.keptSince ?? keptSince };
        });
        break;
      }
      case 'delete': {
        // Deleted, record and all, never sent nor put in a draft; its author is told, once: two
        // wake-ups at once (the sign-in and an alarm) both settle it, and only the one that took
        // its index entry out deletes and counts it.
        if (!(await takeOut(entry))) return;
        const record = await sendOutcomeStorage.get(entry.scope, entry.ticketId);
        if (record?.sendId === entry.sendId) await sendOutcomeStorage.remove(entry.scope, [entry.ticketId]);
        if (effect.reason && from.agent)
          await noteDeleted(workspaceOf(entry.scope), from.agent, 1, effect.reason);
        return;
      }
      default:
        throw new Error(`Sidedesk: a kept send has no ${effect.type}`);
    }
  }
}

/** Its agent is back: the send goes on as if the sign-out had not been. */
async function release(entry: WaitingSend) {
  await mark(entry.sendId, (e) => {
    const { keptSince: _, owner: __, ...rest } = e;
    return { ...rest, agent: agentOf(e) };
  });
  const kept = (send: SendOutcome) => send.keptSince !== undefined;
  await move({ scope: entry.scope, alive: () => true }, entry.ticketId, { type: 'wake' }, entry.sendId, kept);
}

/** Tries the send now (its timer stops; the alarm stays as a fallback), then finishes or wakes it. */
async function attempt(context: WorkerContext, session: Session, entry: WaitingSend) {
  unwake(entry);
  // Posted through the reply's own workspace, not the one active now.
  await deliver(scopedContext(context, entry.scope), session, entry).catch(reported('send-queue/send'));
  // Signed out meanwhile: the sign-out stopped the send and kept it; nothing more of it here.
  if (!session.alive()) return;
  const after = await sendOutcomeStorage.get(session.scope, entry.ticketId);
  if (after?.sendId !== entry.sendId) return;
  if (after.state === 'queued')
    return wake({ ...entry, dueAt: after.nextAt }, () => void finish(context, entry));
  // Over (posted, or its text to go back): finished now. Still waiting or claimed by another
  // caller: its alarm finds it.
  const state = stateOf(after);
  if (state === 'over' || state === 'closed' || state === 'sent')
    await perform(context, session, entry, after, next(after, { type: 'wake' }, Date.now()));
}

/** The refusal a step answers its caller with, if any. */
const refusal = (step: Step) => step.effects.find((e) => e.type === 'refuse');

/** Claims the send, reads the ticket and posts it: each step's record is the machine's. */
async function deliver(context: WorkerContext, session: Session, { ticketId, sendId }: WaitingSend) {
  // Of two callers, the one that finds it still waiting or queued claims it (under the ticket's lock).
  const begun = await move(session, ticketId, { type: 'claim' }, sendId);
  const refused = begun && refusal(begun);
  // Another worker claimed it: its outcome is in the record (never a second POST).
  if (begun?.send && refused?.reason === 'error.bad-input.already-handled') return;
  if (!begun?.send || refused)
    throw new SidedeskError('bad-input', { reason: refused?.reason ?? 'error.bad-input.already-handled' });
  let send = begun.send;
  const { reply, typed } = send as { reply: ReplyFields; typed?: ReplyFields };
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

  // Confirmed: log it, then drop the draft (the machine's settle-draft, done before the record so
  // a draft storage will not let go of never leaves the send `pending`), then tell the panel.
  await logReply(session, created);
  await reached('logged');
  // A draft saved in the ticket keeps its text here, to go on from.
  await (reply.isDraft
    ? markSavedInInbox(session, ticketId, created.id)
    : settleSentDraft(session, ticketId, (typed ?? reply).message)
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
}
