import type { Message } from '@/lib/i18n/format';
import type { TicketSnapshot } from '@/lib/storage/items';

// The send's judgement, pure: what the ticket says about a send. Before the POST, whether the
// ticket moved since the agent saw it (`collisionOf`); after an ambiguous failure or a stopped
// worker, whether the reply was created (`verdictOf`, from a fresh look at the ticket: `judge` in
// send-record.ts); after a confirmed send, whether the browser may have posted it twice.

/** What the ticket's change since the send says about an ambiguous failure: one verdict key. */
export function verdictOf(
  before: TicketSnapshot | undefined,
  after: TicketSnapshot | undefined,
  isDraft = false,
  timedOut = false,
): Message {
  if (!before || !after) return { key: 'verdict.no-snapshot' };
  if (isDraft) {
    // Drafts move neither the reply count nor the last activity; only the hasDraft flag can tell.
    return { key: after.hasDraft && !before.hasDraft ? 'verdict.draft-saved' : 'verdict.draft-unknown' };
  }
  const added = after.replyCount - before.replyCount;
  if (added > 0) return { key: 'verdict.more-replies', params: { count: added } };
  if (added < 0) return { key: 'verdict.fewer-replies' };
  if (after.lastThreadElementCreationTime !== before.lastThreadElementCreationTime) {
    return { key: 'verdict.activity-moved' };
  }
  // A request that timed out may still be running at the service: no change yet proves nothing.
  if (timedOut) return { key: 'verdict.no-reply-yet' };
  return { key: 'verdict.not-sent' };
}

/** The ticket gained replies or activity between what the agent saw and now. */
function movedSince(seen: TicketSnapshot, now: TicketSnapshot): boolean {
  return (
    now.replyCount !== seen.replyCount ||
    now.lastThreadElementCreationTime !== seen.lastThreadElementCreationTime
  );
}

/**
 * Why a send must stop before posting: the ticket moved since the agent saw it, or one side of the
 * comparison is unknown (a field the service did not send), so whether it moved cannot be told.
 */
export function collisionOf(
  seen: TicketSnapshot | 'unknown',
  now: TicketSnapshot | undefined,
): 'moved' | 'unknown' | undefined {
  if (seen === 'unknown' || !now) return 'unknown';
  return movedSince(seen, now) ? 'moved' : undefined;
}

/**
 * A browser may resend a POST by itself when a reused keep-alive connection closes before any byte
 * of the answer (Chromium does), so even a confirmed send can have created two replies. The
 * counts cannot tell that from a colleague's reply, but the agent should look.
 */
export function duplicateNote(
  before: TicketSnapshot | undefined,
  after: TicketSnapshot | undefined,
): Message | undefined {
  if (!before || !after) return undefined; // a field was unknown: cannot compare
  const added = after.replyCount - before.replyCount;
  if (added <= 1) return undefined;
  return { key: 'note.duplicate', params: { count: added } };
}
