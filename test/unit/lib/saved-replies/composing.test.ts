import { describe, expect, it } from 'vitest';
import { emptyReplyFields } from '@/lib/records/reply-fields';
import { applyOutcome } from '@/lib/records/saved-reply';
import { insertBeforeSignature, isOnlySignature, withSignature } from '@/lib/records/signature';
import { faqLinks } from '@/lib/saved-replies/faq-links';

describe('the signature', () => {
  const sign = 'Best regards,\nAlex';
  it('is added to a new message once, never twice', () => {
    const once = withSignature('', sign);
    expect(once).toBe('\n\nBest regards,\nAlex');
    expect(withSignature(once, sign)).toBe(once);
    expect(withSignature('Hello', sign)).toBe('Hello\n\nBest regards,\nAlex');
    expect(withSignature('Hello', '  ')).toBe('Hello');
  });

  it('stays last when a saved reply is inserted', () => {
    expect(insertBeforeSignature(withSignature('', sign), 'Hi Dana', sign)).toBe(
      'Hi Dana\n\nBest regards,\nAlex',
    );
    expect(insertBeforeSignature('Typed', 'More', '')).toBe('Typed\n\nMore');
    expect(insertBeforeSignature('', 'More', '')).toBe('More');
  });

  it('alone counts as nothing typed', () => {
    expect(isOnlySignature(withSignature('', sign), sign)).toBe(true);
    expect(isOnlySignature(`  ${sign}\n`, sign)).toBe(true);
    expect(isOnlySignature(withSignature('Hello', sign), sign)).toBe(false);
    expect(isOnlySignature('', '')).toBe(false); // no signature: an empty box is just empty
    expect(isOnlySignature('Hello', '')).toBe(false);
  });
});

describe('a macro’s outcome on the send control', () => {
  it.each([
    ['send', { isDraft: false, complete: false, suppressAutoupdate: false }],
    ['complete', { isDraft: false, complete: true, suppressAutoupdate: false }],
    ['draft', { isDraft: true, complete: false }],
    ['keep-status', { isDraft: false, complete: false, suppressAutoupdate: true }],
  ] as const)('%s', (outcome, expected) => {
    const start = { ...emptyReplyFields(), isDraft: true, complete: true, message: 'kept' };
    expect(applyOutcome(start, outcome)).toMatchObject({ ...expected, message: 'kept' });
  });
  it('leaves the send control alone without an outcome', () => {
    const start = { ...emptyReplyFields(), complete: true };
    expect(applyOutcome(start, null)).toBe(start);
  });
});

describe('FAQ links', () => {
  const instance = (defaultFormLink: string, formLink: unknown = null) =>
    ({ name: 'help', displayName: 'Help centre', defaultFormLink, formLink }) as never;
  it('offers https links only', () => {
    expect(faqLinks([instance('//faq.example.com/help/form')])).toEqual([
      { id: 'faq:help', name: 'Help centre', url: 'https://faq.example.com/help/form' },
    ]);
    expect(faqLinks([instance('https://x.example', 'https://own.example/form')])[0]?.url).toBe(
      'https://own.example/form',
    );
    for (const bad of [
      'http://faq.example.com/',
      'javascript:alert(1)',
      '/relative',
      'https://u:p@x.example/',
    ])
      expect(faqLinks([instance(bad)]), bad).toEqual([]);
  });
});
