import { describe, expect, it } from 'vitest';
import { describeMessage, type Message } from '@/lib/i18n/format';
import {
  compileLinkPattern,
  linkPatternProblem,
  parseTicketRef,
  ticketIdFromText,
  ticketIdFromUrl,
} from '@/lib/tickets/ticket-ref';

describe('ticket id in a link (default patterns)', () => {
  it.each([
    ['the web inbox query form', 'https://inbox.example.com/tickets?ticketId=4478963', 4478963],
    [
      'the query form with other parameters first',
      'https://inbox.example.com/tickets?view=all&ticketId=12',
      12,
    ],
    ['the query form with parameters after', 'https://inbox.example.com/tickets?ticketId=12&tab=replies', 12],
    ['the path form', 'https://inbox.example.com/tickets/4478963', 4478963],
    ['the path form with a sub-page', 'https://inbox.example.com/tickets/4478963/replies', 4478963],
    ['the path form with a fragment', 'https://inbox.example.com/app/tickets/77#reply-3', 77],
    ['plain http', 'http://127.0.0.1:4010/tickets/5', 5],
    ['an upper-case host', 'https://INBOX.example.com/tickets/9', 9],
  ])('finds the id in %s', (_name, url, id) => {
    expect(ticketIdFromUrl(url)).toBe(id);
  });

  it.each([
    ['a product page', 'https://shop.example.com/products/4478963'],
    ['a generic id parameter', 'https://example.com/page?id=4478963'],
    ['a concert ticket shop', 'https://concert-tickets.example.com/event/2024'],
    ['a path that only contains the word', 'https://example.com/buy-tickets/123'],
    ['an id glued to letters', 'https://inbox.example.com/tickets/123abc'],
    ['a ticket link inside another site’s query', 'https://www.google.com/search?q=/tickets/123'],
    [
      'a ticket link inside a redirect parameter',
      'https://example.com/go?to=https://inbox.example.com/tickets/123',
    ],
    ['a parameter that only ends like ticketId', 'https://inbox.example.com/tickets?oldticketId=5'],
    ['a ticket number in a fragment only', 'https://news.example.com/article#/tickets/8'],
    ['a non-http link', 'ftp://inbox.example.com/tickets/5'],
    ['a javascript: link', 'javascript:alert(1)//tickets/5'],
    ['id zero', 'https://inbox.example.com/tickets/0'],
    ['an id beyond the safe integer range', 'https://inbox.example.com/tickets/99999999999999999'],
    ['not a URL at all', 'tickets/5'],
  ])('finds nothing in %s', (_name, url) => {
    expect(ticketIdFromUrl(url)).toBeNull();
  });
});

describe('ticket id in a link (patterns from Options)', () => {
  const patterns = ['https://support.example.com/#/conversation/{id}', 'https://*.helpdesk.test/t/{id}'];

  it.each([
    ['a hash-routed inbox', 'https://support.example.com/#/conversation/31', 31],
    ['a wildcard sub-domain', 'https://acme.helpdesk.test/t/42', 42],
    ['the defaults still apply', 'https://inbox.example.com/tickets/7', 7],
  ])('finds the id in %s', (_name, url, id) => {
    expect(ticketIdFromUrl(url, patterns)).toBe(id);
  });

  it.each([
    ['another host under the pattern’s path', 'https://other.example.com/#/conversation/31'],
    ['a host wildcard that would have to cross a slash', 'https://evil.example/x.helpdesk.test/t/42'],
    ['the same path under an unrelated domain', 'https://helpdesk.test.evil.example/t/42'],
  ])('finds nothing in %s', (_name, url) => {
    expect(ticketIdFromUrl(url, patterns)).toBeNull();
  });

  it('ignores a pattern without {id} instead of matching everything', () => {
    expect(compileLinkPattern('https://support.example.com/*')).toBeNull();
    expect(ticketIdFromUrl('https://support.example.com/42', ['https://support.example.com/*'])).toBeNull();
  });

  it.each([
    ['no {id}', 'https://support.example.com/t/'],
    ['two {id}', 'https://x.example/{id}/{id}'],
    ['a space', 'https://x.example/t/{id} https://y.example/{id}'],
    ['nothing but wildcards', '*/{id}'],
  ])('explains why a pattern with %s is refused', (_name, pattern) => {
    const problem = linkPatternProblem(pattern);
    expect(problem?.key).toMatch(/^pattern\./);
    expect(describeMessage(problem as Message)).toMatch(/^\S.*\w+.*\.$/);
  });

  it('accepts a reasonable pattern', () => {
    expect(linkPatternProblem('https://support.example.com/#/conversation/{id}')).toBeNull();
  });
});

describe('ticket id in selected text', () => {
  it.each([
    ['a hash id', '#4478963', 4478963],
    ['a bare number that is all the selection', ' 4478963 ', 4478963],
    ['"ticket 123" in a sentence', 'Please look at ticket 123 today.', 123],
    ['"Ticket #123"', 'Re: [Ticket #4478963] Cannot log in', 4478963],
    ['"ticket no. 55"', 'see ticket no. 55', 55],
    ['"Ticket ID: 8"', 'Ticket ID: 8', 8],
    ['a hash id in a sentence', 'Customer from #991 wrote again', 991],
    ['a hash id at the end of a sentence', 'It was fixed in #991.', 991],
  ])('finds the id in %s', (_name, text, id) => {
    expect(ticketIdFromText(text)).toBe(id);
  });

  it.each([
    ['a phone number in text', 'Call me at 555 123 4567 tomorrow'],
    ['an international phone number', '+44 20 7946 0958'],
    ['a phone number with a leading zero, alone', '0800123456'],
    ['a phone number after "ticket"', 'ticket hotline 0800-123-456'],
    ['a dash-separated number after "ticket"', 'ticket 123-456'],
    ['a date', '2024-05-17'],
    ['a date in a sentence', 'Opened on 17.05.2024 by Dana'],
    ['a price', '$123.45'],
    ['a price after a hash', 'item #12.50 total'],
    ['a number with a thousands separator', '1,234'],
    ['a hex colour', 'color: #123abc'],
    ['an HTML entity', '&#123;'],
    ['a fragment in a URL written as text', 'see example.com/page#123'],
    ['a word that ends in "ticket"', 'eticket 123'],
    ['a plural that is not an id', 'we sold 300 tickets 2 days ago'],
    ['a number inside a sentence without a marker', 'I have 3 problems and 123 apples'],
    ['empty text', '   '],
  ])('finds nothing in %s', (_name, text) => {
    expect(ticketIdFromText(text)).toBeNull();
  });
});

describe('lookup input', () => {
  it.each([
    ['an id', '4478963', 4478963],
    ['a hash id', '#4478963', 4478963],
    ['a pasted link', ' https://inbox.example.com/tickets?ticketId=4478963 ', 4478963],
  ])('accepts %s', (_name, input, id) => {
    expect(parseTicketRef(input)).toBe(id);
  });

  it('does not read a number out of an unrelated pasted link', () => {
    expect(parseTicketRef('https://shop.example.com/item/4478963')).toBeNull();
  });
});
