import type { Handler } from 'hono';
import { createReplyBodySchema } from '../../../lib/api/schemas';
import { fail, ok } from '../envelope';
import { addReply, findTeamMember } from '../replies';
import type { Store } from '../state/store';
import { parseBody } from '../validation';
import { ticketFromPath } from './tickets';

/**
 * `POST /tickets/:ticketId/replies`. Every check runs before anything changes, so a refused
 * request leaves the ticket as it was; the state is saved before the answer is sent.
 */
export function createReplyHandler(store: Store): Handler {
  return async (c) => {
    const ticket = ticketFromPath(c, store);
    if (ticket instanceof Response) return ticket;
    const body = await parseBody(c, createReplyBodySchema);
    if ('problem' in body) return fail(c, 'badRequest', body.problem);
    const { author: creator, ...fields } = body.data;
    const author = findTeamMember(store.state, creator.email);
    if (!author) {
      return fail(
        c,
        'badRequest',
        `${creator.email} is not a team member: author.email must be the login e-mail of a staff member.`,
      );
    }
    const outcome = addReply(store.state, ticket, { ...fields, author });
    if ('problem' in outcome) return fail(c, 'badRequest', outcome.problem);
    await store.save();
    return ok(c, outcome.reply);
  };
}
