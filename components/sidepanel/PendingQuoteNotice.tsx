import type { PanelModel } from './panel-model';

/** A quote from a page (context menu) waits for the ticket it belongs to. */
export function PendingQuoteNotice({ model }: { model: PanelModel }) {
  const hasTicket = model.ticketId.value !== null;
  return (
    <p class="sp-notice" role="status">
      {hasTicket
        ? 'A quote from a page is waiting for its ticket. Open that ticket, or add the quote to this one. '
        : 'A quote from a page is waiting: open its ticket and the quote goes into your draft.'}
      {hasTicket && (
        <button type="button" onClick={() => void model.claimQuoteHere()}>
          Add quote to this ticket
        </button>
      )}
    </p>
  );
}
