import { useEffect, useMemo } from 'preact/hooks';
import type { ProtocolClient } from '@/lib/messaging/client';
import { PendingQuoteNotice } from './PendingQuoteNotice';
import { createPanelModel } from './panel-model';
import { TicketLookup } from './TicketLookup';
import { TicketPane } from './TicketPane';
import './sidepanel.css';

/** The side panel: the ticket it follows (popup, context menu, its own field), and the composer. */
export function SidePanel({ client }: { client: ProtocolClient }) {
  const model = useMemo(() => createPanelModel(client), [client]);
  useEffect(() => model.start(), [model]);
  const ticketId = model.ticketId.value;
  const scope = model.scope.value;
  return (
    <main class="sp">
      {ticketId === null && <h1 class="sp-title">Open a ticket</h1>}
      <TicketLookup model={model} />
      {model.pendingQuote.value && <PendingQuoteNotice model={model} />}
      {ticketId !== null && scope !== null ? (
        // A new pane per ticket: its models, draft and state never leak into the next ticket.
        <TicketPane key={`${scope}:${ticketId}`} client={client} scope={scope} ticketId={ticketId} />
      ) : (
        model.ready.value && (
          <p class="muted">Enter a ticket number or paste a ticket link to read it and reply.</p>
        )
      )}
    </main>
  );
}
