import { type AppError, SidedeskError } from '@/lib/api/errors';
import type { Message, MessageKey } from '@/lib/i18n/format';
import type { SendOutcome, TicketSnapshot } from '@/lib/storage/items';
import { keptInOutbox, nextAttemptAt, retryAfterEnds, waitedTooLong } from './outbox';
import { base, carried, checkingOf, hasText, progress, queuedOf, withoutText } from './send-fields';
import { collisionOf, verdictOf } from './send-verdict';

// The send as one machine: every state a send can be in, every event that moves it, and what each
// move does. `next` is pure (the record, the event, the time in; the new record and the effects
// out); the executor carries out the effects (send-executor.ts). The
// table in docs/outbox.md is this one, checked by test/unit/lib/sending/worker/send-machine.test.ts.

/** A reply found waiting this long after its due time is not posted any more: the agent moved on. */
export const LATE_MS = 10 * 60_000;
/** How long a signed-out agent's reply is kept for them. */
export const KEPT_MS = 7 * 24 * 3_600_000;
/** Offline, a kept reply's alarm checks this often (the `online` event is what sends it). */
const OFFLINE_CHECK_MS = 30_000;
/** A wake-up this close to the due time counts as on time (timers fire a little early). */
const SLACK_MS = 200;

export type State =
  | 'waiting'
  | 'queued'
  | 'pending'
  | 'posting'
  | 'checking'
  | 'over'
  | 'closed'
  | 'sent'
  | 'kept';
/** Every state and what it means (docs/outbox.md says the same). */
export const STATE_MEANINGS = {
  waiting: 'the undo window: the text is in the record, out of the draft',
  queued: 'in the outbox: it goes by itself at its next attempt',
  pending: 'claimed by an attempt, the ticket not read yet: nothing posted',
  posting: 'the ticket read, the POST may be under way',
  checking: 'the POST’s answer was lost: the ticket is read to judge it',
  over: 'not posted (failed, held, undone, judged): its text is to go back to the draft',
  closed: 'not posted, its text back in the draft: nothing left to do',
  sent: 'the service has it: the record keeps its id, not the text',
  kept: 'its agent signed out: kept for them, shown to no one, acting for no one',
} satisfies Record<State, string>;
export const STATES = Object.keys(STATE_MEANINGS) as State[];

export type Event =
  | { type: 'wake'; offline?: boolean; back?: 'online' | 'signed-in' | null }
  | { type: 'wake-signed-out' | 'wake-other' | 'send-now' | 'undo' | 'replace' | 'claim' }
  | { type: 'checked'; before?: TicketSnapshot }
  | { type: 'refused'; error: AppError; jitter?: number }
  | { type: 'posted'; replyId: number }
  | { type: 'lost'; error: AppError }
  | { type: 'judged'; after?: TicketSnapshot; problem?: AppError; sawEnd?: boolean; jitter?: number }
  | { type: 'text-returned' | 'acknowledge' }
  | { type: 'sign-out'; agent?: string };
export type EventName = Event['type'];
/** Every event and what it is: an event added to the type without its entry here does not compile. */
export const EVENT_MEANINGS = {
  wake: 'a wake-up (alarm, timer, worker start, back online, a sign-in) with its agent signed in',
  'wake-signed-out': 'a wake-up with no agent signed in to its workspace',
  'wake-other': 'a wake-up with another agent signed in to its workspace',
  'send-now': 'its agent pressed Send now',
  undo: 'its agent pressed Undo, or Cancel in the outbox',
  replace: 'a new Send on the same ticket',
  claim: 'an attempt takes it (of two callers, one)',
  checked: 'the ticket was read before the POST',
  refused: 'the attempt failed with nothing created',
  posted: 'the service created the reply',
  lost: 'the POST failed in a way that may have created it',
  judged: 'the ticket was read after a lost POST',
  'text-returned': 'its text was written back into the draft',
  acknowledge: 'the agent dismissed the outcome, or decided',
  'sign-out': 'its workspace signed out',
} satisfies Record<EventName, string>;
export const EVENTS = Object.keys(EVENT_MEANINGS) as EventName[];

type Effect =
  | { type: 'write' } // store the new record
  | { type: 'schedule'; at: number } // its index entry, alarm and timer, due at `at`
  | { type: 'attempt' } // claim it and try to post it
  | { type: 'check' } // read the ticket before the POST
  | { type: 'post' } // the POST
  | { type: 'judge' } // read the ticket after a lost POST
  | { type: 'return-text' } // put the text back in the ticket's draft
  | { type: 'settle-draft' } // the draft the reply came from goes
  | { type: 'untrack' } // it leaves the index of unfinished sends
  | { type: 'sleep' } // no timer or alarm of it is left
  | { type: 'delete'; reason?: 'expired' | 'other-agent' } // record and index entry go; a reason: its agent is told
  | { type: 'refuse'; reason: MessageKey }; // the caller is answered with this bad-input reason

/** What a move does: the new record (null: deleted) and the effects, in order. */
export interface Step {
  send: SendOutcome | null;
  effects: Effect[];
}

/** The machine's state of a stored record (the record's `state` and the marks beside it). */
export function stateOf(send: SendOutcome): State {
  if (send.keptSince !== undefined) return 'kept';
  if (send.state === 'waiting' || send.state === 'queued' || send.state === 'sent') return send.state;
  if (send.state === 'pending') return send.before ? 'posting' : 'pending';
  if (send.state === 'unknown' && send.checking) return 'checking';
  return hasText(send) && !send.inBox ? 'over' : 'closed';
}

const unfinished: State[] = ['waiting', 'queued', 'pending', 'posting', 'kept'];

const write: Effect = { type: 'write' };
const back: Effect = { type: 'return-text' };
const judge: Effect = { type: 'judge' };
const untrack: Effect = { type: 'untrack' };
const moved = (send: SendOutcome, ...effects: Effect[]): Step => ({ send, effects: [write, ...effects] });
const refuse = (send: SendOutcome, reason: MessageKey): Step => ({
  send,
  effects: [{ type: 'refuse', reason }],
});
const interrupted = (reason: MessageKey, ambiguous = true) =>
  new SidedeskError('network', ambiguous ? { reason, ambiguous } : { reason }).toJSON();

/** The next state of `send` on `event` at `now`, and the effects that take it there. */
export function next(send: SendOutcome, event: Event, now: number): Step {
  const same: Step = { send, effects: [] };
  const state = stateOf(send);
  switch (event.type) {
    case 'acknowledge':
      if (state === 'pending' || state === 'posting' || state === 'kept') return same;
      return moved({ ...send, acknowledged: true });
    case 'replace':
      return unfinished.includes(state) ? refuse(send, 'error.bad-input.still-sending') : same;
    case 'sign-out': {
      if (state === 'kept') return { send, effects: [{ type: 'sleep' }] };
      const agent = send.agent ?? event.agent;
      // A send whose agent is not known cannot be matched to a later sign-in: it goes.
      if (!agent) return { send: null, effects: [{ type: 'sleep' }, { type: 'delete' }] };
      return { send: { ...send, agent, keptSince: now }, effects: [{ type: 'sleep' }, write] };
    }
    case 'claim':
      return claim(send, now);
  }
  switch (state) {
    case 'kept':
      return keptOn(send, event, now);
    case 'waiting':
      return waitingOn(send as SendOutcome & { state: 'waiting' }, event, now);
    case 'queued':
      return queuedOn(send as SendOutcome & { state: 'queued' }, event, now);
    case 'pending':
    case 'posting':
      return attemptOn(send as SendOutcome & { state: 'pending' }, event, now);
    case 'checking':
      if (event.type === 'wake') return { send, effects: [{ type: 'judge' }] };
      if (event.type === 'judged') return judged(send as SendOutcome & { state: 'unknown' }, event, now);
      return same;
    case 'over':
      if (event.type === 'wake') return { send, effects: [{ type: 'return-text' }] };
      if (event.type !== 'text-returned') return same;
      return moved(withoutText(send), { type: 'untrack' });
    default: // closed, sent
      return event.type === 'wake' ? { send, effects: [{ type: 'untrack' }] } : same;
  }
}

function claim(send: SendOutcome, now: number): Step {
  const state = stateOf(send);
  if (state !== 'waiting' && state !== 'queued') return refuse(send, 'error.bad-input.already-handled');
  const queued = send.state === 'queued' ? send : null;
  if (queued && waitedTooLong(queued.queuedAt, now)) {
    // Kept so long the ticket may have moved: the agent decides again (the text goes back).
    return moved(
      { ...carried(send, now), state: 'held', reason: 'waited' },
      { type: 'return-text' },
      { type: 'refuse', reason: 'error.bad-input.ticket-waited' },
    );
  }
  const attempts = (queued?.attempts ?? 0) + 1;
  const checked = queued?.checked === true;
  const queuedAt = queued ? { queuedAt: queued.queuedAt } : {};
  return moved(
    { ...carried(send, now), attempts, checked, ...queuedAt, state: 'pending' },
    { type: 'check' },
  );
}

function keptOn(send: SendOutcome, event: Event, now: number): Step {
  const expired = now - (send.keptSince ?? now) > KEPT_MS;
  const other = event.type === 'wake-other';
  if (expired && event.type.startsWith('wake'))
    return { send: null, effects: [{ type: 'delete', reason: 'expired' }] };
  if (other) return { send: null, effects: [{ type: 'delete', reason: 'other-agent' }] };
  if (event.type !== 'wake') return { send, effects: [] };
  // Its agent is back: it goes on as if the sign-out had not been.
  const { keptSince: _, ...back } = send;
  return moved(back as SendOutcome);
}

function waitingOn(send: SendOutcome & { state: 'waiting' }, event: Event, now: number): Step {
  if (event.type === 'undo') return undone(send, now);
  if (event.type !== 'wake') return { send, effects: [] };
  if (send.dueAt > now + SLACK_MS) return { send, effects: [{ type: 'schedule', at: send.dueAt }] };
  if (now - send.dueAt <= LATE_MS) return { send, effects: [{ type: 'attempt' }] };
  const { dueAt: _, ...rest } = send;
  return moved({ ...rest, updatedAt: now, state: 'held', reason: 'late' }, { type: 'return-text' });
}

function queuedOn(send: SendOutcome & { state: 'queued' }, event: Event, now: number): Step {
  if (event.type === 'undo') return undone(send, now);
  if (event.type === 'send-now') {
    // Never before a Retry-After, not even when the agent asks.
    if (retryAfterEnds(send) > now) return { send, effects: [] };
    return moved({ ...send, nextAt: Math.min(send.nextAt, now) }, { type: 'attempt' });
  }
  if (event.type !== 'wake') return { send, effects: [] };
  // What it waited for is back (the network, a sign-in): it goes at once; Retry-After still holds.
  const waitedFor =
    event.back === 'signed-in' ? send.error.code === 'sign-in-required' : event.back === 'online';
  const due = send.nextAt <= now + SLACK_MS || (waitedFor && !send.error.retryAfter);
  // Offline: the `online` event wakes it; the alarm only checks now and then (never a busy loop).
  if (event.offline)
    return { send, effects: [{ type: 'schedule', at: Math.max(send.nextAt, now + OFFLINE_CHECK_MS) }] };
  return { send, effects: [due ? { type: 'attempt' } : { type: 'schedule', at: send.nextAt }] };
}

function attemptOn(send: SendOutcome & { state: 'pending' }, event: Event, now: number): Step {
  const { attempts, checked } = progress(send);
  switch (event.type) {
    case 'wake': {
      // No attempt of it runs in this worker: the worker stopped during it.
      if (send.before) return moved(checkingOf(send, interrupted('error.network.interrupted'), now), judge);
      const error = interrupted('error.network.interrupted-before-post', false);
      // Written by an older version, without its text: nothing to send or give back.
      if (!hasText(send)) return moved({ ...send, updatedAt: now, state: 'failed', error }, untrack);
      // The POST had not started: nothing was created, back in the outbox due at once.
      const queued = queuedOf(send, now, error, now, send.startedAt);
      return moved(queued, event.offline ? { type: 'schedule', at: now } : { type: 'attempt' });
    }
    case 'checked': {
      if (send.before) return { send, effects: [] };
      const held = !send.seen || checked ? undefined : collisionOf(send.seen, event.before);
      if (!held)
        return moved({ ...send, checked: true, updatedAt: now, before: event.before }, { type: 'post' });
      // Never a silent send into a conversation that moved, or that cannot be compared.
      const after = event.before ? { after: event.before } : {};
      const reason = `error.bad-input.ticket-${held}` as const;
      return moved({ ...carried(send, now), state: 'held', reason: held, ...after }, back, {
        type: 'refuse',
        reason,
      });
    }
    case 'refused': {
      const { error } = event;
      if (!keptInOutbox(error)) return moved({ ...carried(send, now), state: 'failed', error }, back);
      const nextAt = nextAttemptAt(attempts, error, now, () => event.jitter ?? Math.random());
      return moved(queuedOf(send, now, error, nextAt), { type: 'schedule', at: nextAt });
    }
    case 'posted': {
      // The service has the text now: the record keeps only the reply's id.
      const sent = { ...base(send), updatedAt: now, state: 'sent' as const, replyId: event.replyId };
      return moved(sent, { type: 'settle-draft' });
    }
    case 'lost':
      return moved(checkingOf(send, event.error, now), judge);
    default:
      return { send, effects: [] };
  }
}

function judged(
  send: SendOutcome & { state: 'unknown' },
  event: Event & { type: 'judged' },
  now: number,
): Step {
  const timedOut = send.error.code === 'timeout';
  const verdict: Message = event.problem
    ? { key: 'verdict.not-checked', params: { reason: event.problem } }
    : verdictOf(send.before, event.after, send.isDraft === true, timedOut);
  const after = event.after && !event.problem ? { after: event.after } : {};
  // This worker saw the POST end and the ticket did not move: nothing was created, back in the outbox.
  if (event.sawEnd && verdict.key === 'verdict.not-sent') {
    const nextAt = nextAttemptAt(
      progress(send).attempts,
      send.error,
      now,
      () => event.jitter ?? Math.random(),
    );
    return moved(
      { ...queuedOf(send, now, send.error, nextAt), checked: true },
      { type: 'schedule', at: nextAt },
    );
  }
  return moved({ ...send, updatedAt: now, checking: false, verdict, ...after }, back);
}

function undone(send: SendOutcome, now: number): Step {
  return moved({ ...carried(send, now), state: 'undone' }, back);
}
