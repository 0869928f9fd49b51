import { describe, expect, it } from 'vitest';
import { describeMessage } from '@/lib/i18n/format';
import { REPLY_MENU_ID, resolveMenuTarget } from '@/lib/page-integration/menu-target';
import { excerptOf } from '@/lib/sending/reply-log';
import { boundText } from '@/lib/text/bound';
import {
  compileLinkPattern,
  linkPatternProblem,
  parseTicketRef,
  ticketIdFromText,
  ticketIdFromUrl,
} from '@/lib/tickets/ticket-ref';
import { fastestMs } from '@/test/support/linear-time';

// A ReDoS guard, not a benchmark: each answer must come in milliseconds, where a backtracking
// pattern takes minutes. The bound is generous, and the fastest of three runs is the one compared,
// so a busy CI machine never trips it.
const BOUND_MS = 500;

const NBSP = '\u00A0';
const BOM = '\uFEFF';
const flood = (char: string) => char.repeat(10_000);
const megabyte = (unit: string) => unit.repeat(Math.ceil(1_000_000 / unit.length));

// Built once, named in the test titles (a megabyte in a title would go through the reporter).
const hostile: Record<string, string> = {
  '"ticket" and 10,000 NBSP': `ticket${flood(NBSP)}`,
  '"ticket" and 10,000 U+FEFF': `ticket${flood(BOM)}`,
  '"ticket no" and NBSP, U+FEFF, zero-width spaces mixed': `ticket${'\u00A0\uFEFF\u200B\t'.repeat(2_500)}no.`,
  'a 1 MB selection of "ticket " without a number': megabyte('ticket '),
  'a 1 MB selection of "ticket #" and spaces': megabyte(`ticket #${NBSP}${BOM} `),
  'a 1 MB selection of links that are not tickets': megabyte('https://example.com/a/b/c/d) '),
  'a 1 MB link of closing brackets': `https://x.example/${')'.repeat(1_000_000)}`,
  'a 1 MB path of slashes': `https://x.example${'/'.repeat(1_000_000)}`,
};

const patterns = ['https://*.helpdesk.test/t/{id}', '*/tickets?*&ticketId={id}'];

const entryPoints: [string, (text: string) => unknown][] = [
  ['ticketIdFromText', (text) => ticketIdFromText(text)],
  ['parseTicketRef', (text) => parseTicketRef(text, patterns)],
  ['ticketIdFromUrl', (text) => ticketIdFromUrl(text, patterns)],
  [
    'resolveMenuTarget',
    (text) =>
      resolveMenuTarget(
        { menuItemId: REPLY_MENU_ID, selectionText: text, linkUrl: text, pageUrl: text, srcUrl: text },
        patterns,
      ),
  ],
  ['excerptOf', (text) => excerptOf(text)],
];

describe('hostile text answers in milliseconds', () => {
  for (const [entry, run] of entryPoints) {
    it.each(Object.keys(hostile))(`${entry}: %s`, (name) => {
      expect(fastestMs(() => run(hostile[name] as string))).toBeLessThan(BOUND_MS);
    });
  }

  it('excerptOf stays linear on a megabyte of unclosed tags', () => {
    const tags = '<'.repeat(1_000_000);
    expect(fastestMs(() => excerptOf(tags))).toBeLessThan(BOUND_MS);
    expect(excerptOf(tags).length).toBeLessThanOrEqual(80);
  });

  it('still finds the id after a flood of invisible spaces', () => {
    expect(ticketIdFromText(`ticket${flood(NBSP)}#42`)).toBe(42);
    expect(ticketIdFromText(`Ticket${flood(BOM)}ID:${flood('\u200B')}7`)).toBe(7);
    expect(parseTicketRef(`${flood(NBSP)}#9${flood(BOM)}`)).toBe(9);
    const click = { menuItemId: REPLY_MENU_ID, selectionText: `${flood(NBSP)}see ticket${flood(BOM)}15` };
    expect(resolveMenuTarget(click, []).ticketId).toBe(15);
  });
});

describe('boundText', () => {
  it('collapses every kind of whitespace run into one space', () => {
    expect(boundText(` a\u00A0\u00A0b\uFEFF\u200B c\n\t\u2028d\u3000 `)).toBe('a b c d');
  });

  it('caps the result, however long the input', () => {
    expect(boundText('x'.repeat(1_000_000), 100)).toHaveLength(100);
    expect(boundText(`${NBSP.repeat(300)}#5`, 100)).toBe('#5');
  });
});

describe('link patterns stay linear', () => {
  it('refuses two wildcards in one part of the link, and says why', () => {
    expect(compileLinkPattern('https://x.example/*/*/tickets/{id}')).toBeNull();
    expect(
      describeMessage(linkPatternProblem('https://x.example/*/*/tickets/{id}') ?? { key: 'error.internal' }),
    ).toMatch(/more than one \*/);
    expect(compileLinkPattern('https://*.x.example/*/tickets/{id}')).not.toBeNull();
  });

  it('reads no URL longer than a ticket link can be', () => {
    expect(ticketIdFromUrl(`https://inbox.example.com/tickets/5?${'a'.repeat(10_000)}`)).toBeNull();
  });
});
