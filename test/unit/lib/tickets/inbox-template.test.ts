import { describe, expect, it } from 'vitest';
import { inboxTemplateFrom, learnInboxTemplate } from '@/lib/tickets/inbox-template';

describe('inbox template', () => {
  it('learns the community from a right-clicked link of the web inbox, and from nothing else', () => {
    expect(learnInboxTemplate('https://inbox.socialboards.com/acme/tickets?ticketId=4478904&tab=2')).toBe(
      'https://inbox.socialboards.com/acme/tickets?ticketId={id}',
    );
    expect(learnInboxTemplate('https://inbox.socialboards.com/acme/tickets/?ticketId=1')).toBe(
      'https://inbox.socialboards.com/acme/tickets?ticketId={id}',
    );
    for (const link of [
      'https://help.example.com/acme/tickets?ticketId=4478904', // another site
      'http://inbox.socialboards.com/acme/tickets?ticketId=4478904', // not https
      'https://inbox.socialboards.com/acme/tickets?ticketId=abc',
      'https://inbox.socialboards.com/tickets?ticketId=4478904', // no community
      'https://inbox.socialboards.com/acme/reports?ticketId=4478904',
      'not a link',
    ]) {
      expect(learnInboxTemplate(link), link).toBeNull();
    }
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
