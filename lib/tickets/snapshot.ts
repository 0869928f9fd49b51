import type { Ticket } from '../api/schemas';
import type { TicketSnapshot } from '../storage';

/** What a send compares: the ticket's reply count, last activity and draft flag (no zod: pages use it). */
export function snapshot(ticket: Ticket): TicketSnapshot {
  return {
    replyCount: ticket.replyCount,
    lastThreadElementCreationTime: ticket.lastThreadElementCreationTime,
    hasDraft: ticket.properties.hasDraft === true,
  };
}
