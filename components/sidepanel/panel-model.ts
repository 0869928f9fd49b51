import { signal } from '@preact/signals';
import { type ActiveWorkspace, readActiveWorkspace, watchActiveWorkspace } from '@/lib/active-workspace';
import type { ProtocolClient } from '@/lib/messaging/client';
import { type PanelTicket, type PendingQuote, panelTicketStorage, pendingQuoteStorage } from '@/lib/storage';
import { parseTicketRef } from '@/lib/tickets/ticket-ref';

// Which ticket the panel shows. `panelTicketStorage` is the one source (the worker writes it for
// the popup, the context menu and the panel's own "Ticket ID or link" field); the panel follows it,
// within the active workspace only: a ticket of another workspace is never shown here.

export type PanelModel = ReturnType<typeof createPanelModel>;

export function createPanelModel(client: ProtocolClient) {
  const ticketId = signal<number | null>(null);
  const scope = signal<string | null>(null);
  const ready = signal(false);
  const lookupError = signal('');
  /** A quote from a page waits for a ticket of this workspace. */
  const pendingQuote = signal(false);
  let linkPatterns: readonly string[] = [];
  let panel: PanelTicket | null = null;
  let quote: PendingQuote | null = null;

  const show = () => {
    ticketId.value = panel && panel.scope === scope.value ? panel.ticketId : null;
    pendingQuote.value = !!quote && quote.scope === scope.value;
  };
  const useWorkspace = (active: ActiveWorkspace) => {
    scope.value = active.scope;
    linkPatterns = active.workspace.linkPatterns;
    show();
  };

  /** A ticket chosen now (not the one restored at open) takes the quote waiting for a ticket. */
  function follow(next: PanelTicket | null, chosen: boolean) {
    const before = ticketId.value;
    panel = next;
    show();
    lookupError.value = '';
    const id = ticketId.value;
    if (chosen && id !== null && id !== before && pendingQuote.value)
      void client.call({ op: 'claimQuote', ticketId: id }).catch(() => undefined);
  }

  async function start() {
    const [active, initial, waiting] = await Promise.all([
      readActiveWorkspace(),
      panelTicketStorage.getValue(),
      pendingQuoteStorage.getValue(),
    ]);
    quote = waiting;
    useWorkspace(active);
    // Opened with no ticket, a waiting quote goes to the ticket the agent names next.
    follow(initial, false);
    ready.value = true;
  }

  return {
    ticketId,
    scope,
    ready,
    lookupError,
    pendingQuote,
    /** Starts following the stored ticket; returns the cleanup. */
    start() {
      void start();
      const stops = [
        panelTicketStorage.watch((next) => follow(next, true)),
        pendingQuoteStorage.watch((next) => {
          quote = next;
          show();
        }),
        watchActiveWorkspace(useWorkspace),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },
    /** The "Ticket ID or link" field: an id, "#id", "ticket id", or a ticket link. */
    async open(input: string) {
      const id = parseTicketRef(input, linkPatterns);
      if (id === null) {
        lookupError.value = input.trim()
          ? `“${input.trim().slice(0, 80)}” is not a ticket: enter a number like 4478963, “#4478963” or a ticket link.`
          : 'Enter a ticket number or paste a ticket link.';
        return false;
      }
      if (scope.value) follow({ scope: scope.value, ticketId: id }, true);
      await client.call({ op: 'showInPanel', ticketId: id });
      return true;
    },
    /** Moves the waiting quote into the shown ticket's draft. */
    async claimQuoteHere() {
      if (ticketId.value !== null) await client.call({ op: 'claimQuote', ticketId: ticketId.value });
    },
  };
}
