import { describe, expect, it } from 'vitest';
import { ticketOnPage } from '@/lib/lookup/page-ticket';

describe('the ticket on the page under the popup', () => {
  it('reads the address under the built-in and the configured link patterns', () => {
    expect(ticketOnPage({ url: 'https://inbox.example.com/tickets/4478950', title: 'Inbox' }, [])).toEqual({
      ticketId: 4478950,
      title: 'Inbox',
    });
    expect(
      ticketOnPage({ url: 'https://help.example/#/c/77' }, ['https://help.example/#/c/{id}'])?.ticketId,
    ).toBe(77);
  });

  it('falls back to a reference in the title, with its whitespace collapsed', () => {
    expect(
      ticketOnPage({ url: 'https://mail.example/inbox', title: ' Re:  #4478950\n Double charge ' }, []),
    ).toEqual({ ticketId: 4478950, title: 'Re: #4478950 Double charge' });
  });

  it('finds nothing on unrelated pages, on its own pages, or without an activeTab grant', () => {
    expect(
      ticketOnPage({ url: 'https://example.com/orders/4478950', title: 'Order 4478950' }, []),
    ).toBeNull();
    expect(ticketOnPage({ url: 'chrome-extension://abc/popup.html', title: 'Sidedesk' }, [])).toBeNull();
    expect(ticketOnPage({}, [])).toBeNull();
    expect(ticketOnPage(undefined, [])).toBeNull();
  });
});
