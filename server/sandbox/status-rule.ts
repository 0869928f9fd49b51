/** What about a new reply decides the ticket's next status. */
interface StatusTrigger {
  isByTeam: boolean;
  isDraft: boolean;
  isTicketNeededToBeCompleted: boolean;
  suppressTicketStatusAutoupdate: boolean;
}

/**
 * The spec's states table, with its open points decided (server/README.md, "Ticket status"):
 * 1. `isTicketNeededToBeCompleted` -> `completed`, for any reply, draft or not; it takes
 *    precedence over the other flag.
 * 2. `suppressTicketStatusAutoupdate` -> unchanged.
 * 3. Otherwise the automatic update, which a draft never triggers (the customer has not seen it):
 *    a customer reply -> `open` (the team owes an answer, even on a completed ticket);
 *    a team reply -> `pending` (waiting for the customer), except that a `completed` ticket
 *    stays completed: only the customer reopens it.
 */
export function nextStatus(current: string, trigger: StatusTrigger): string {
  if (trigger.isTicketNeededToBeCompleted) return 'completed';
  if (trigger.suppressTicketStatusAutoupdate || trigger.isDraft) return current;
  if (!trigger.isByTeam) return 'open';
  return current === 'completed' ? current : 'pending';
}
