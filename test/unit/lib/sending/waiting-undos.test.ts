import { describe, expect, it } from 'vitest';
import { waitingUndos } from '@/lib/sending/waiting-undos';
import type { WaitingSend } from '@/lib/storage/read';

// The undo bar follows the agent across tickets: it offers every reply of the workspace still in
// its undo window, and nothing else.

const NOW = 1_000_000;
const entry = (over: Partial<WaitingSend>): WaitingSend => ({
  scope: 'default.abc',
  ticketId: 1,
  sendId: 'a',
  dueAt: NOW + 4_000,
  ...over,
});

describe('the undo bar’s sends', () => {
  it('offers the replies of this workspace still in their window, on any ticket', () => {
    const all = [entry({ ticketId: 1, sendId: 'a' }), entry({ ticketId: 2, sendId: 'b', dueAt: NOW + 1 })];
    expect(waitingUndos(all, 'default.abc', NOW)).toEqual([
      { ticketId: 1, sendId: 'a', dueAt: NOW + 4_000 },
      { ticketId: 2, sendId: 'b', dueAt: NOW + 1 },
    ]);
  });

  it('leaves out a window that has ended, a reply in the outbox and another workspace’s', () => {
    const all = [
      entry({ sendId: 'ended', dueAt: NOW }),
      entry({ sendId: 'outbox', queued: true }),
      entry({ sendId: 'other', scope: 'second.def' }),
    ];
    expect(waitingUndos(all, 'default.abc', NOW)).toEqual([]);
  });
});
