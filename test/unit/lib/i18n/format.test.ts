import { describe, expect, it } from 'vitest';
import { SidedeskError } from '@/lib/api/errors';
import { describeError, describeMessage, formatMessage, t } from '@/lib/i18n/format';

describe('t', () => {
  it('fills placeholders and picks the plural form by count', () => {
    expect(t('verdict.more-replies', { count: 1 })).toMatch(/^The ticket now has 1 more reply than/);
    expect(t('verdict.more-replies', { count: 3 })).toMatch(/^The ticket now has 3 more replies than/);
    expect(t('badge.activity', { count: 0 })).toBe('Sidedesk: 0 watched tickets have new activity');
  });

  it('leaves a missing parameter visible as {name} instead of failing', () => {
    expect(t('lookup.not-found')).toBe(
      'Ticket {id} does not exist, or your account cannot see it. Check the number.',
    );
    expect(t('verdict.more-replies')).toMatch(/now has {count} more replies/);
  });

  it('formats a nested message or failure in its place', () => {
    expect(t('lists.saved-copies', { reason: { code: 'network' } })).toBe(
      'Showing saved copies: The Ticket API could not be reached. Check your connection and try again.',
    );
    const issue = { key: 'detail.missing', params: { path: 'title' } } as const;
    expect(describeMessage({ key: 'detail.not-envelope', params: { issue } })).toBe(
      'it is not the expected envelope (title is missing)',
    );
  });
});

describe('formatMessage with plural categories other than one/other', () => {
  // Polish has one, few, many and other: the same lookup serves a language added later.
  const pl = {
    'n.one': '{count} plik',
    'n.few': '{count} pliki',
    'n.many': '{count} plików',
    'n.other': '{count} pliku',
  };
  it.each([
    [1, '1 plik'],
    [3, '3 pliki'],
    [5, '5 plików'],
    [1.5, '1,5 pliku'], // the count written the language's way,
  ])('%d -> %s', (count, text) => {
    expect(formatMessage(pl, 'pl', 'n', { count })).toBe(text);
  });

  it('falls back to the other form, then to the key itself', () => {
    expect(formatMessage({ 'n.other': '{count} items' }, 'en', 'n', { count: 1 })).toBe('1 items');
    expect(formatMessage({}, 'en', 'no.such.key')).toBe('no.such.key');
  });
});

describe('describeError', () => {
  it('says the code’s own sentence, or the more specific reason, then what the service said', () => {
    expect(describeError(new SidedeskError('not-found'))).toBe(
      'Not found: the ticket does not exist or you cannot see it.',
    );
    expect(describeError({ code: 'network', reason: 'error.network.write', ambiguous: true })).toMatch(
      /could not be reached\. The reply may have been sent/,
    );
    expect(
      describeError({ code: 'api-error', params: { status: 400, said: 'Parent reply 5 is closed' } }),
    ).toBe('The Ticket API refused the request. The service said: "Parent reply 5 is closed"');
  });

  it('never shows a raw key, a stack or a foreign message', () => {
    expect(describeError(new TypeError('x is undefined'))).toBe(t('error.internal'));
    expect(describeError({ code: 'timeout', reason: 'error.no-such-reason' })).toBe(t('error.timeout'));
    expect(describeError({ code: 'gone-wrong' })).toBe(t('error.internal'));
    expect(describeError(null)).toBe(t('error.internal'));
  });
});
