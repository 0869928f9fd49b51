import type { Context, Handler } from 'hono';
import type { TicketSpec as Ticket } from '../../../lib/api/schemas';
import { fail, ok } from '../envelope';
import { type RawOverrides, withRawOverrides } from '../raw-overrides';
import { findTicket } from '../replies';
import type { Store } from '../state/store';
import { parsePositiveId } from '../validation';

/** The ticket named by `:ticketId`, or the 400/404 answer to send instead. */
export function ticketFromPath(c: Context, store: Store): Ticket | Response {
  const raw = c.req.param('ticketId');
  const ticketId = parsePositiveId(raw);
  if (ticketId === undefined) {
    return fail(c, 'badRequest', `"${raw}" is not a ticket id: ticket ids are positive integers.`);
  }
  return findTicket(store.state, ticketId) ?? fail(c, 'ticketNotFound', `There is no ticket ${ticketId}.`);
}

/** `GET /tickets/:ticketId`, with the test overrides of `PATCH /__admin/tickets/{id}/raw` applied. */
export function getTicketHandler(store: Store, overrides: RawOverrides): Handler {
  return (c) => {
    const ticket = ticketFromPath(c, store);
    return ticket instanceof Response ? ticket : ok(c, withRawOverrides(ticket, overrides.get(ticket.id)));
  };
}
