import { describe, expect, it } from 'vitest';
import { describeMessage } from '@/lib/i18n/format';
import { verdictOf } from '@/lib/sending/worker/send-verdict';

describe('verdictOf', () => {
  const at = (replyCount: number, last = 'a', hasDraft = false) => ({
    replyCount,
    lastThreadElementCreationTime: last,
    hasDraft,
  });
  it.each([
    [at(2), at(4), false, 'The ticket now has 2 more replies than before you pressed Send'],
    [at(2, 'a'), at(2, 'b'), false, 'last activity moved'],
    [at(2), at(2, 'a', true), true, 'your draft was most likely saved'],
    [at(2, 'a', true), at(2, 'a', true), true, 'cannot tell whether it was saved'],
  ])('%o -> %o (draft %s) says "%s"', (before, after, isDraft, sentence) => {
    expect(describeMessage(verdictOf(before, after, isDraft))).toContain(sentence);
  });

  it('does not call a timed-out send "not sent" just because nothing changed yet', () => {
    expect(verdictOf(at(2), at(2), false)).toEqual({ key: 'verdict.not-sent' });
    const afterTimeout = describeMessage(verdictOf(at(2), at(2), false, true));
    expect(afterTimeout).toContain('may still create it');
    expect(afterTimeout).not.toContain('not sent');
  });
});
