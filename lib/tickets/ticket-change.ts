import type { Ticket } from '@/lib/api/schemas';
import type { SeenFacts } from '@/lib/storage/items';

// What moved on a ticket since the agent last looked, as facts (no prose: pages say it in words).
// The API cannot list a ticket's replies, so this is what Sidedesk can tell about new activity.

export interface TicketChange {
  /** Replies added since the last look; null when either count is unknown. */
  addedReplies: number | null;
  /** The status then and now, when it changed (either known). */
  status?: { from: string; to: string };
  /** When the last thread element was created (ISO), absent when unknown. */
  at?: string;
}

/**
 * The change since the agent's last look (`lastSeen`: the last activity then; `facts`: the count
 * and status then), or null when there is no new activity to tell about.
 */
export function changeSince(
  ticket: Pick<Ticket, 'lastThreadElementCreationTime' | 'replyCount' | 'status'>,
  lastSeen: string | undefined,
  facts: SeenFacts | undefined,
): TicketChange | null {
  // Only what the flags flag: a status the agent changed with a send moves no thread element.
  if (!hasNewActivity(ticket.lastThreadElementCreationTime, lastSeen)) return null;
  const statusMoved =
    facts?.status !== undefined && ticket.status !== undefined && facts.status !== ticket.status;
  const known = facts?.replyCount !== undefined && ticket.replyCount !== undefined;
  return {
    addedReplies: known ? (ticket.replyCount as number) - (facts.replyCount as number) : null,
    ...(statusMoved ? { status: { from: facts.status as string, to: ticket.status as string } } : {}),
    ...(ticket.lastThreadElementCreationTime ? { at: ticket.lastThreadElementCreationTime } : {}),
  };
}

/** Statuses after which "open" means the conversation came back: said as "reopened". */
const CLOSED = new Set(['completed', 'closed', 'solved', 'resolved']);

/** A finished ticket (completed, or a like status of another service): no queue offers it. */
export const isFinished = (status: string | undefined) => status !== undefined && CLOSED.has(status);

/** A move back to open from a finished state. */
export const isReopened = (status: { from: string; to: string }) =>
  status.to === 'open' && CLOSED.has(status.from);

/** New activity: the last thread element is newer than the agent's last look (never looked: no marker). */
export function hasNewActivity(
  lastThreadElementCreationTime: string | undefined,
  lastSeen: string | undefined,
): boolean {
  if (!lastSeen || !lastThreadElementCreationTime) return false; // unknown activity: cannot compare
  return Date.parse(lastThreadElementCreationTime) > Date.parse(lastSeen);
}
