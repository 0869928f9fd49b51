import { t } from '@/lib/i18n/format';
import type { PageTicket } from './page-ticket';

/** "On this page: #4478950 Double charge …": the page's ticket, one click (or Enter) away. */
export function OnThisPage({ ticket, onOpen }: { ticket: PageTicket | null; onOpen: (id: number) => void }) {
  if (!ticket) return null;
  return (
    <button
      type="button"
      class="on-this-page"
      // Out of the Tab order: Enter in the empty lookup field opens it (one stop per region).
      tabIndex={-1}
      aria-label={t('page.open', { id: ticket.ticketId })}
      onClick={() => onOpen(ticket.ticketId)}
    >
      <span class="muted">{t('page.label')}</span> <span class="ticket-id">#{ticket.ticketId}</span>{' '}
      <bdi class="on-this-page-title">{ticket.title}</bdi>
      <span class="on-this-page-enter" aria-hidden="true">
        ⏎
      </span>
    </button>
  );
}
