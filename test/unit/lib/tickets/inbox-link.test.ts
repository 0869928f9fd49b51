import { describe, expect, it } from 'vitest';
import { inboxUrl } from '@/lib/tickets/inbox-link';
import { INBOX_LINK_SUGGESTION } from '@/lib/tickets/inbox-template';

describe('inbox link', () => {
  it('links a ticket from a template, never from the bare suggestion', () => {
    expect(inboxUrl('https://inbox.socialboards.com/acme/tickets?ticketId={id}', 42)).toBe(
      'https://inbox.socialboards.com/acme/tickets?ticketId=42',
    );
    expect(inboxUrl(INBOX_LINK_SUGGESTION, 42)).toBeNull();
    expect(inboxUrl('', 42)).toBeNull();
    expect(inboxUrl('javascript:alert({id})', 42)).toBeNull();
  });
});
