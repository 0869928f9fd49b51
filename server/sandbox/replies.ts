import type { AuthorSpec as Author, ReplySpec as Reply, TicketSpec as Ticket } from '../../lib/api/schemas';
import { escapeHtml } from '../shared/html';
import type { SandboxState, StoredReply } from './state/types';
import { nextStatus } from './status-rule';
import { isoTimestamp } from './time';

/** A reply to add, already validated (author resolved, flags defaulted). */
export interface NewReply {
  author: Author;
  message: string;
  isHtml: boolean;
  isDraft: boolean;
  parentReplyId: number | null;
  attachments: unknown[];
  isTicketNeededToBeCompleted: boolean;
  suppressTicketStatusAutoupdate: boolean;
}

/** `reply`: the Reply the API answers; `stored`: what the sandbox keeps (see StoredReply). */
type AddReplyOutcome = { reply: Reply; stored: StoredReply } | { problem: string };

export function findTicket(state: SandboxState, ticketId: number): Ticket | undefined {
  return state.tickets[String(ticketId)];
}

export function findTeamMember(state: SandboxState, email: string): Author | undefined {
  const wanted = email.trim().toLowerCase();
  return state.team.find((member) => member.email.toLowerCase() === wanted);
}

/**
 * Adds a reply to a ticket and updates the ticket, or returns the problem and changes nothing.
 * Sent replies count in `replyCount` and move `lastThreadElementCreationTime`; drafts do neither
 * (the thread the customer sees is unchanged) but set `properties.hasDraft`.
 */
export function addReply(
  state: SandboxState,
  ticket: Ticket,
  input: NewReply,
  at = new Date(),
): AddReplyOutcome {
  const thread = state.replies[String(ticket.id)] ?? [];
  let level = 0;
  if (input.parentReplyId !== null) {
    const parent = thread.find((reply) => reply.id === input.parentReplyId);
    if (!parent) {
      return {
        problem: `Reply ${input.parentReplyId} is not a reply of ticket ${ticket.id}: give the id of one of its replies as parentReplyId, or null for a first-level reply.`,
      };
    }
    level = parent.level + 1;
  }
  const isByTeam = input.author.status === 'team';
  const reply: StoredReply = {
    id: state.nextReplyId,
    ticketId: ticket.id,
    message: input.message,
    // With isHtml false the real service's htmlMessage holds the plain text; escaped, it renders
    // as exactly that text and can never become markup.
    htmlMessage: input.isHtml ? input.message : escapeHtml(input.message),
    author: { ...input.author },
    attachments: input.attachments,
    ccEmails: [],
    toEmails: [],
    creationTime: isoTimestamp(at),
    level,
    parentReplyId: input.parentReplyId,
    properties: { isByTeam, isDraft: input.isDraft, isHidden: false },
    isTicketNeededToBeCompleted: input.isTicketNeededToBeCompleted,
  };
  state.nextReplyId += 1;
  state.replies[String(ticket.id)] = [...thread, reply];
  if (input.isDraft) {
    ticket.properties.hasDraft = true;
  } else {
    ticket.replyCount += 1;
    ticket.lastThreadElementCreationTime = reply.creationTime;
  }
  ticket.status = nextStatus(ticket.status, { ...input, isByTeam });
  const { isTicketNeededToBeCompleted: _asked, ...answered } = reply;
  return { reply: answered, stored: reply };
}
