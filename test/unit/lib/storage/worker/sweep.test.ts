import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emptyReplyFields } from '@/lib/records/reply-fields';
import { type LoggedReply, replyLogStorage, type SendOutcome, sendOutcomeStorage } from '@/lib/storage/items';
import { KEEP_MS, sweepOld } from '@/lib/storage/worker/sweep';
import { SCOPE } from '@/test/support/samples';

// Outcomes and reply logs have no index: a sweep at browser start drops what has not moved for 30 days, and
// never a send that is still waiting or pending (it would then never be posted).

const NOW = Date.parse('2026-11-23T12:00:00Z');
const DAY = 24 * 60 * 60_000;
const old = NOW - KEEP_MS - DAY;
const recent = NOW - DAY;

function outcome(
  ticketId: number,
  updatedAt: number,
  state: 'sent' | 'waiting' | 'failed' = 'sent',
): SendOutcome {
  const base = { sendId: `s${ticketId}`, ticketId, startedAt: updatedAt, updatedAt, previousSendIds: [] };
  if (state === 'waiting') return { ...base, state, dueAt: updatedAt, reply: emptyReplyFields() };
  if (state === 'failed') return { ...base, state, error: { code: 'network' } };
  return { ...base, state, replyId: ticketId };
}
const log = (at: number): LoggedReply[] => [
  {
    id: 1,
    level: 0,
    parentReplyId: null,
    creationTime: new Date(at).toISOString(),
    isDraft: false,
    excerpt: 'x',
  },
];

beforeEach(() => fakeBrowser.reset());

describe('the sweep of old send outcomes and reply logs', () => {
  it('drops what has not moved for 30 days and keeps the rest', async () => {
    await fakeBrowser.storage.local.set({
      [sendOutcomeStorage.key(SCOPE, 1)]: outcome(1, old),
      [replyLogStorage.key(SCOPE, 1)]: log(old),
      [sendOutcomeStorage.key(SCOPE, 2)]: outcome(2, recent, 'failed'),
      [replyLogStorage.key(SCOPE, 2)]: log(old), // its outcome moved: the log stays with it
      [replyLogStorage.key(SCOPE, 3)]: log(old), // no outcome, old replies
      [replyLogStorage.key(SCOPE, 4)]: log(recent),
      'ticket:other': { id: 9 },
    });
    await sweepOld(NOW);
    expect(Object.keys(await fakeBrowser.storage.local.get(null)).sort()).toEqual(
      [
        sendOutcomeStorage.key(SCOPE, 2),
        replyLogStorage.key(SCOPE, 2),
        replyLogStorage.key(SCOPE, 4),
        'ticket:other',
      ].sort(),
    );
  });

  it('never drops a send still waiting out its undo window, however old', async () => {
    await fakeBrowser.storage.local.set({ [sendOutcomeStorage.key(SCOPE, 5)]: outcome(5, old, 'waiting') });
    await sweepOld(NOW);
    expect(await sendOutcomeStorage.get(SCOPE, 5)).toMatchObject({ state: 'waiting' });
  });

  it('keeps an outcome that changed between the look and the removal', async () => {
    await fakeBrowser.storage.local.set({ [sendOutcomeStorage.key(SCOPE, 6)]: outcome(6, old) });
    const sweeping = sweepOld(NOW);
    await fakeBrowser.storage.local.set({ [sendOutcomeStorage.key(SCOPE, 6)]: outcome(6, NOW, 'waiting') });
    await sweeping;
    expect(await sendOutcomeStorage.get(SCOPE, 6)).toMatchObject({ state: 'waiting' });
  });
});
