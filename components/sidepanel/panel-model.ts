import { signal } from '@preact/signals';
import { panelTicketStorage, pendingQuoteStorage, settingsStorage } from '@/lib/storage';
import { claimPendingQuote } from '@/lib/tickets/drafts';
import { parseTicketRef } from '@/lib/tickets/ticket-ref';

// Which ticket the panel shows. `panelTicketStorage` is the one source: the popup, the context menu
// and the panel's own "Ticket ID or link" field all write it, and the panel follows it.

export type PanelModel = ReturnType<typeof createPanelModel>;

export function createPanelModel() {
  const ticketId = signal<number | null>(null);
  const ready = signal(false);
  const lookupError = signal('');
  /** A quote from a page waits for a ticket while another ticket is shown. */
  const pendingQuote = signal(false);

  /** A ticket chosen now (not the one restored at open) takes the quote waiting for a ticket. */
  async function follow(next: number | null, chosen: boolean) {
    if (next !== null && chosen && next !== ticketId.value) await claimPendingQuote(next).catch(() => false);
    ticketId.value = next;
    lookupError.value = '';
  }

  async function start() {
    const [initial, quote] = await Promise.all([
      panelTicketStorage.getValue(),
      pendingQuoteStorage.getValue(),
    ]);
    // Opened with no ticket, a waiting quote goes to the ticket the agent names next.
    await follow(initial, false);
    pendingQuote.value = quote !== null;
    ready.value = true;
  }

  return {
    ticketId,
    ready,
    lookupError,
    pendingQuote,
    /** Starts following the stored ticket; returns the cleanup. */
    start() {
      void start();
      const stopTicket = panelTicketStorage.watch((next) => void follow(next, true));
      const stopQuote = pendingQuoteStorage.watch((quote) => {
        pendingQuote.value = quote !== null;
      });
      return () => {
        stopTicket();
        stopQuote();
      };
    },
    /** The "Ticket ID or link" field: an id, "#id", "ticket id", or a ticket link. */
    async open(input: string) {
      const { linkPatterns } = await settingsStorage.getValue();
      const id = parseTicketRef(input, linkPatterns);
      if (id === null) {
        lookupError.value = input.trim()
          ? `“${input.trim().slice(0, 80)}” is not a ticket: enter a number like 4478963, “#4478963” or a ticket link.`
          : 'Enter a ticket number or paste a ticket link.';
        return false;
      }
      await follow(id, true);
      await panelTicketStorage.setValue(id);
      return true;
    },
    /** Moves the waiting quote into the shown ticket's draft. */
    async claimQuoteHere() {
      if (ticketId.value !== null) await claimPendingQuote(ticketId.value);
    },
  };
}
