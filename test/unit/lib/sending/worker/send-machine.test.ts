import { describe, expect, it } from 'vitest';
import { SidedeskError } from '@/lib/api/errors';
import {
  EVENTS,
  type EventName,
  KEPT_MS,
  next,
  STATES,
  type State,
  stateOf,
} from '@/lib/sending/worker/send-machine';
import type { SendOutcome } from '@/lib/storage/items';
import { cell, EVENTS_OF, NOW, SENDS } from '@/test/support/send-samples';

// The send's machine, cell by cell: every state × every event, the state it moves to and the
// effects it asks for (`-`: nothing changes). A state or an event added to the machine without its
// row or column here fails the first test: say what the new one does before it ships.

// biome-ignore format: one row per state, one column per event, read as a table
const TABLE: Record<State, Record<EventName, string>> = {
  waiting: {
    wake: 'waiting: attempt', 'wake-signed-out': '-', 'wake-other': '-', 'send-now': '-',
    undo: 'over: write return-text', replace: 'waiting: refuse', claim: 'pending: write check',
    checked: '-', refused: '-', posted: '-', lost: '-', judged: '-', 'text-returned': '-',
    acknowledge: 'waiting: write', 'sign-out': 'kept: sleep write',
  },
  queued: {
    wake: 'queued: attempt', 'wake-signed-out': '-', 'wake-other': '-', 'send-now': 'queued: write attempt',
    undo: 'over: write return-text', replace: 'queued: refuse', claim: 'pending: write check',
    checked: '-', refused: '-', posted: '-', lost: '-', judged: '-', 'text-returned': '-',
    acknowledge: 'queued: write', 'sign-out': 'kept: sleep write',
  },
  pending: {
    wake: 'queued: write attempt', 'wake-signed-out': '-', 'wake-other': '-', 'send-now': '-',
    undo: '-', replace: 'pending: refuse', claim: 'pending: refuse',
    checked: 'posting: write post', refused: 'queued: write schedule', posted: 'sent: write settle-draft',
    lost: 'checking: write judge', judged: '-', 'text-returned': '-',
    acknowledge: '-', 'sign-out': 'kept: sleep write',
  },
  posting: {
    wake: 'checking: write judge', 'wake-signed-out': '-', 'wake-other': '-', 'send-now': '-',
    undo: '-', replace: 'posting: refuse', claim: 'posting: refuse',
    checked: '-', refused: 'queued: write schedule', posted: 'sent: write settle-draft',
    lost: 'checking: write judge', judged: '-', 'text-returned': '-',
    acknowledge: '-', 'sign-out': 'kept: sleep write',
  },
  checking: {
    wake: 'checking: judge', 'wake-signed-out': '-', 'wake-other': '-', 'send-now': '-',
    undo: '-', replace: '-', claim: 'checking: refuse',
    checked: '-', refused: '-', posted: '-', lost: '-', judged: 'over: write return-text', 'text-returned': '-',
    acknowledge: 'checking: write', 'sign-out': 'kept: sleep write',
  },
  over: {
    wake: 'over: return-text', 'wake-signed-out': '-', 'wake-other': '-', 'send-now': '-',
    undo: '-', replace: '-', claim: 'over: refuse',
    checked: '-', refused: '-', posted: '-', lost: '-', judged: '-', 'text-returned': 'closed: write untrack',
    acknowledge: 'over: write', 'sign-out': 'kept: sleep write',
  },
  closed: {
    wake: 'closed: untrack', 'wake-signed-out': '-', 'wake-other': '-', 'send-now': '-',
    undo: '-', replace: '-', claim: 'closed: refuse',
    checked: '-', refused: '-', posted: '-', lost: '-', judged: '-', 'text-returned': '-',
    acknowledge: 'closed: write', 'sign-out': 'kept: sleep write',
  },
  sent: {
    wake: 'sent: untrack', 'wake-signed-out': '-', 'wake-other': '-', 'send-now': '-',
    undo: '-', replace: '-', claim: 'sent: refuse',
    checked: '-', refused: '-', posted: '-', lost: '-', judged: '-', 'text-returned': '-',
    acknowledge: 'sent: write', 'sign-out': 'kept: sleep write',
  },
  kept: {
    wake: 'queued: write', 'wake-signed-out': '-', 'wake-other': 'deleted: delete', 'send-now': '-',
    undo: '-', replace: 'kept: refuse', claim: 'kept: refuse',
    checked: '-', refused: '-', posted: '-', lost: '-', judged: '-', 'text-returned': '-',
    acknowledge: '-', 'sign-out': 'kept: sleep',
  },
};

describe('the send machine', () => {
  it('has a row for every state and a column for every event, and a sample of each', () => {
    expect(Object.keys(TABLE).sort(), 'a state without its row in TABLE').toEqual([...STATES].sort());
    for (const state of STATES)
      expect(Object.keys(TABLE[state]).sort(), `the row of ${state}`).toEqual([...EVENTS].sort());
    for (const state of STATES) expect(stateOf(SENDS[state])).toBe(state);
    expect(Object.keys(EVENTS_OF).sort()).toEqual([...EVENTS].sort());
  });

  it.each(STATES)('moves a %s send as the table says, on every event', (state) => {
    const actual = Object.fromEntries(EVENTS.map((event) => [event, cell(state, event)]));
    expect(actual).toEqual(TABLE[state]);
  });

  it('posts, or takes the text back, only on an event of its own agent or its attempt', () => {
    const foreign: EventName[] = ['wake-signed-out', 'wake-other', 'replace', 'sign-out'];
    for (const state of STATES)
      for (const event of foreign) {
        const effects = next(SENDS[state], EVENTS_OF[event], NOW).effects.map((e) => e.type);
        expect(effects, `${state} × ${event}`).not.toContain('attempt');
        expect(effects, `${state} × ${event}`).not.toContain('post');
        expect(effects, `${state} × ${event}`).not.toContain('return-text');
      }
  });

  it('deletes a kept send after 7 days, whoever is signed in, and says why', () => {
    const old = { ...SENDS.kept, keptSince: NOW - KEPT_MS - 1 };
    for (const event of ['wake', 'wake-signed-out', 'wake-other'] as const)
      expect(next(old, EVENTS_OF[event], NOW)).toEqual({
        send: null,
        effects: [{ type: 'delete', reason: 'expired' }],
      });
    expect(next(SENDS.kept, EVENTS_OF['wake-other'], NOW).effects).toEqual([
      { type: 'delete', reason: 'other-agent' },
    ]);
  });

  it('keeps no text once the service has the reply or the box has it back', () => {
    const sent = next(SENDS.posting, EVENTS_OF.posted, NOW).send;
    const closed = next(SENDS.over, EVENTS_OF['text-returned'], NOW).send;
    for (const record of [sent, closed]) {
      expect(record).not.toHaveProperty('reply');
      expect(record).not.toHaveProperty('typed');
    }
  });

  it('never goes before a Retry-After, not even on Send now', () => {
    const error = new SidedeskError('rate-limited', { retryAfter: 30 }).toJSON();
    const refused: SendOutcome = { ...SENDS.queued, updatedAt: NOW, error } as SendOutcome;
    expect(next(refused, EVENTS_OF['send-now'], NOW + 29_000).effects).toEqual([]);
    expect(next(refused, EVENTS_OF['send-now'], NOW + 30_000).effects).toContainEqual({ type: 'attempt' });
  });
});
