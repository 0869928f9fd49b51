import { describe, expect, it } from 'vitest';
import { INBOX_LINK_SUGGESTION, inboxTemplateFrom, inboxUrl } from '@/lib/tickets/inbox-link';

describe('inbox link', () => {
  it('links a ticket from a template, never from the bare suggestion', () => {
    expect(inboxUrl('https://inbox.socialboards.com/acme/tickets?ticketId={id}', 42)).toBe(
      'https://inbox.socialboards.com/acme/tickets?ticketId=42',
    );
    expect(inboxUrl(INBOX_LINK_SUGGESTION, 42)).toBeNull();
    expect(inboxUrl('', 42)).toBeNull();
    expect(inboxUrl('javascript:alert({id})', 42)).toBeNull();
  });

  it('learns the community from a pasted ticket link', () => {
    expect(inboxTemplateFrom(' https://inbox.socialboards.com/acme/tickets?ticketId=4478904 ')).toBe(
      'https://inbox.socialboards.com/acme/tickets?ticketId={id}',
    );
    expect(inboxTemplateFrom('https://help.example.com/tickets/17')).toBe(
      'https://help.example.com/tickets/{id}',
    );
    expect(inboxTemplateFrom('https://x.test/t/{id}')).toBe('https://x.test/t/{id}');
  });
});
