import type { Ticket } from '@/lib/api/schemas';
import type { TicketSnapshot } from '@/lib/storage/items';

/**
 * What a send compares: the ticket's reply count, last activity and draft flag, with its status to
 * say what moved (no zod: pages use it). Undefined when the count or the last activity is unknown:
 * there is nothing to compare.
 */
export function snapshot(ticket: Ticket): TicketSnapshot | undefined {
  const { replyCount, lastThreadElementCreationTime } = ticket;
  if (replyCount === undefined || lastThreadElementCreationTime === undefined) return undefined;
  return {
    replyCount,
    lastThreadElementCreationTime,
    hasDraft: ticket.properties?.hasDraft === true,
    ...(ticket.status === undefined ? {} : { status: ticket.status.slice(0, 200) }),
  };
}
