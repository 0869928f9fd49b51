import { SidedeskError } from '@/lib/api/errors';
import { emptyReplyFields } from '@/lib/records/reply-fields';
import { type Event, type EventName, next, type State, stateOf } from '@/lib/sending/worker/send-machine';
import type { SendOutcome, TicketSnapshot } from '@/lib/storage/items';

// One send in each state of the machine (lib/sending/worker/send-machine.ts) and one event of each
// kind, at a fixed time: the table test and docs/outbox.md's table are read off these.

export const NOW = Date.parse('2026-11-28T12:00:00Z');
export const AGENT_A = 'agent@sidedesk.test';
const SEEN: TicketSnapshot = {
  replyCount: 2,
  lastThreadElementCreationTime: '2026-11-28T11:00:00.000+00:00',
};
const reply = { ...emptyReplyFields(), message: 'Words of agent A.' };
const server = new SidedeskError('server').toJSON();
const lost = new SidedeskError('network', { ambiguous: true }).toJSON();
const common = {
  sendId: '00000000-0000-4000-8000-000000000001',
  ticketId: 4478963,
  startedAt: NOW - 60_000,
  updatedAt: NOW - 60_000,
  previousSendIds: [],
  seen: SEEN,
  agent: AGENT_A,
};
const queued: SendOutcome = {
  ...common,
  state: 'queued',
  reply,
  error: server,
  attempts: 1,
  queuedAt: NOW - 60_000,
  nextAt: NOW,
};
const pending: SendOutcome = { ...common, state: 'pending', reply, attempts: 1, checked: false };
const posting: SendOutcome = { ...pending, before: SEEN, checked: true };
const checking: SendOutcome = {
  ...posting,
  state: 'unknown',
  error: lost,
  verdict: { key: 'verdict.checking' },
  checking: true,
};

export const SENDS: Record<State, SendOutcome> = {
  waiting: { ...common, state: 'waiting', dueAt: NOW, reply },
  queued,
  pending,
  posting,
  checking,
  over: { ...common, state: 'failed', reply, error: new SidedeskError('api-error').toJSON() },
  closed: { ...common, state: 'failed', error: new SidedeskError('api-error').toJSON(), inBox: true },
  sent: { ...common, state: 'sent', replyId: 901 },
  kept: { ...queued, keptSince: NOW - 3_600_000 },
};

export const EVENTS_OF: { [Name in EventName]: Event & { type: Name } } = {
  wake: { type: 'wake', offline: false, back: null },
  'wake-signed-out': { type: 'wake-signed-out' },
  'wake-other': { type: 'wake-other' },
  'send-now': { type: 'send-now' },
  undo: { type: 'undo' },
  replace: { type: 'replace' },
  claim: { type: 'claim' },
  checked: { type: 'checked', before: SEEN },
  refused: { type: 'refused', error: server, jitter: 0.5 },
  posted: { type: 'posted', replyId: 902 },
  lost: { type: 'lost', error: lost },
  judged: { type: 'judged', after: { ...SEEN, replyCount: 3 }, sawEnd: false },
  'text-returned': { type: 'text-returned' },
  acknowledge: { type: 'acknowledge' },
  'sign-out': { type: 'sign-out', agent: AGENT_A },
};

/** One cell of the table: `next-state: effect effect`, `deleted: …`, or `-` when nothing changes. */
export function cell(state: State, event: EventName): string {
  const from = SENDS[state];
  const step = next(from, EVENTS_OF[event], NOW);
  if (step.send === from && !step.effects.length) return '-';
  const to = step.send ? stateOf(step.send) : 'deleted';
  return `${to}: ${step.effects.map((effect) => effect.type).join(' ')}`.trim();
}
