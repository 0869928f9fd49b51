import { browser } from 'wxt/browser';
import { SidedeskError } from '../../api/errors';
import { UNDO_SECONDS } from '../../settings/types';
import { serialized } from '../../storage/collection';
import {
  type SendOutcome,
  sendOutcomeStorage,
  type WaitingSend,
  waitingSendsStorage,
} from '../../storage/items';
import { type Session, scopedContext, sessionOfScope, type WorkerContext } from '../../worker/context';
import { restoreToDraft, settleSentDraft } from '../drafts';
import { recordIn, type SendRequest, sendIdsAfter, sendReply } from './send-reply';

// Undo send. A reply waits out the undo window in the worker, not in the page: the send is
// recorded as `waiting` (with its text, out of the draft) before anything else, an alarm and a
// timer both wake the worker at its due time, and whichever comes first posts it; the others find
// it no longer waiting (send-reply.ts `claimWaiting`), so it is posted exactly once. A worker
// restarted after the window posts it late, unless it is more than `LATE_MS` late: then it is
// held and its text goes back to the draft. Either way the outcome says which.

/** A reply found waiting this long after its due time is not posted any more: the agent moved on. */
export const LATE_MS = 10 * 60_000;
const ALARM_PREFIX = 'undo-send:';
const INDEX_KEY = 'local:waitingSends';

const undoDelayMs = (seconds: number | undefined) =>
  Math.min(UNDO_SECONDS.max, Math.max(UNDO_SECONDS.min, seconds ?? UNDO_SECONDS.default)) * 1000;

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** Records the reply as waiting, takes its text out of the draft, and schedules its post. */
export async function queueReply(context: WorkerContext, request: SendRequest): Promise<SendOutcome> {
  const session = await context.session();
  const delay = undoDelayMs((await context.settings()).undoSendSeconds);
  const { ticketId, sendId, reply } = request;
  const key = sendOutcomeStorage.key(session.scope, ticketId);
  const outcome = await serialized(key, async () => {
    const last = await sendOutcomeStorage.get(session.scope, ticketId);
    if (last?.sendId === sendId) return last; // a repeated press: the recorded outcome, nothing new
    const previousSendIds = sendIdsAfter(last, sendId);
    if (last?.state === 'waiting' || last?.state === 'pending')
      throw new SidedeskError('bad-input', { reason: 'error.bad-input.still-sending' });
    const now = Date.now();
    const next: SendOutcome = {
      sendId,
      ticketId,
      startedAt: now,
      updatedAt: now,
      previousSendIds,
      isDraft: reply.isDraft,
      completes: reply.complete,
      seen: request.seen ?? null,
      state: 'waiting',
      dueAt: now + delay,
      reply,
      ...(request.typed ? { typed: request.typed } : {}),
    };
    try {
      if (session.alive()) await sendOutcomeStorage.set(session.scope, ticketId, next);
    } catch {
      return null; // storage refused the text (full): it cannot wait for an Undo
    }
    return next;
  });
  if (!outcome) {
    // Posted at once, without Undo: its outcome is recorded without the text, as any send's is.
    await sendReply(context, request).catch(() => undefined);
    const settled = await sendOutcomeStorage.get(session.scope, ticketId);
    if (settled?.sendId !== sendId) throw new SidedeskError('internal');
    return settled;
  }
  if (outcome.state !== 'waiting' || outcome.sendId !== sendId) return outcome;
  // Scheduled first: a draft that cannot be written (storage full) must not leave it waiting forever.
  await schedule(context, { scope: session.scope, ticketId, sendId, dueAt: outcome.dueAt });
  // The text leaves the draft now; if storage refuses, it stays there and the send drops it later.
  // Save as draft keeps it: the agent goes on from it (send-reply.ts marks it saved in the inbox).
  if (!reply.isDraft)
    await settleSentDraft(session, ticketId, (request.typed ?? reply).message).catch(() => undefined);
  return outcome;
}

/** Undo: a reply still waiting is not posted and its text goes back to the draft. */
export async function undoSend(context: WorkerContext, ticketId: number, sendId: string) {
  const session = await context.session();
  const key = sendOutcomeStorage.key(session.scope, ticketId);
  const undone = await serialized(key, async () => {
    const current = await sendOutcomeStorage.get(session.scope, ticketId);
    if (current?.sendId !== sendId || current.state !== 'waiting' || !session.alive()) return null;
    const { reply: _, dueAt: __, typed: ___, ...base } = current;
    await sendOutcomeStorage.set(session.scope, ticketId, {
      ...base,
      updatedAt: Date.now(),
      state: 'undone',
    });
    return current;
  });
  if (undone) {
    await restoreToDraft(session, ticketId, undone.typed ?? undone.reply);
    await unschedule(session.scope, ticketId, sendId);
  }
  return { undone: !!undone, outcome: await sendOutcomeStorage.get(session.scope, ticketId) };
}

/** Posts every waiting reply that is due (timer, alarm, worker start, a page asking). */
export async function sendDue(context: WorkerContext, now = Date.now()): Promise<void> {
  const due = (await waitingSendsStorage.getValue()).filter((entry) => entry.dueAt <= now + 200);
  await Promise.all(due.map((entry) => sendOne(context, entry, now)));
}

async function sendOne(context: WorkerContext, entry: WaitingSend, now: number) {
  // Sent for the workspace it was written in, whichever is active now.
  const session = await sessionOfScope(context, entry.scope);
  if (!session) return;
  await unschedule(entry.scope, entry.ticketId, entry.sendId);
  const outcome = await sendOutcomeStorage.get(session.scope, entry.ticketId);
  if (outcome?.sendId !== entry.sendId || outcome.state !== 'waiting') return;
  const { reply } = outcome;
  const typed = outcome.typed ?? reply;
  if (now - outcome.dueAt > LATE_MS) return hold(session, outcome);
  const request = { ticketId: entry.ticketId, sendId: entry.sendId, reply, seen: outcome.seen, typed };
  // Posted through the reply's own workspace, not the one active now (an alarm, or a page of
  // another workspace asking, may be what woke it).
  await sendReply(scopedContext(context, entry.scope), request)
    .then(() => undefined)
    .catch(async () => {
      // Not confirmed (failed, held, ambiguous): the text goes back where the agent can act on it.
      const after = await sendOutcomeStorage.get(session.scope, entry.ticketId);
      // Storage may refuse (full): the panel kept the text on screen for that case.
      if (after?.sendId === entry.sendId && after.state !== 'sent')
        await restoreToDraft(session, entry.ticketId, typed).catch(() => undefined);
    });
}

/** Too late to post: the outcome says so and the text is back in the draft. */
async function hold(session: Session, outcome: SendOutcome & { state: 'waiting' }) {
  const { dueAt: _, typed, ...base } = outcome;
  await recordIn(session, { ...base, updatedAt: Date.now(), state: 'held', reason: 'late' });
  await restoreToDraft(session, outcome.ticketId, typed ?? outcome.reply);
}

const alarmName = (entry: Pick<WaitingSend, 'scope' | 'ticketId'>) =>
  `${ALARM_PREFIX}${entry.scope}:${entry.ticketId}`;

async function schedule(context: WorkerContext, entry: WaitingSend) {
  await serialized(INDEX_KEY, async () => {
    const list = await waitingSendsStorage.getValue();
    await waitingSendsStorage.setValue([...list.filter((e) => e.sendId !== entry.sendId), entry]);
  });
  // The alarm survives a stopped worker; the timer is exact while the worker lives.
  await browser.alarms.create(alarmName(entry), { when: entry.dueAt });
  const wait = Math.max(0, entry.dueAt - Date.now());
  timers.set(
    entry.sendId,
    setTimeout(() => void sendDue(context), wait),
  );
}

async function unschedule(scope: string, ticketId: number, sendId: string) {
  clearTimeout(timers.get(sendId));
  timers.delete(sendId);
  await serialized(INDEX_KEY, async () => {
    const list = await waitingSendsStorage.getValue();
    const rest = list.filter((e) => e.sendId !== sendId);
    if (rest.length !== list.length) await waitingSendsStorage.setValue(rest);
  });
  await browser.alarms.clear(alarmName({ scope, ticketId }));
}

/** Call synchronously at the top of the worker: due replies are posted at each wake-up. */
export function registerSendQueue(context: WorkerContext): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name.startsWith(ALARM_PREFIX)) void sendDue(context);
  });
  void sendDue(context);
}
