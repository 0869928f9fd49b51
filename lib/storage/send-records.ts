import type { AppError } from '@/lib/api/errors';
import type { Message } from '@/lib/i18n/format';
import type { ReplyFields } from '@/lib/records/reply-fields';

// The shapes of a send's stored records: the outcome of each ticket's last send, a state machine
// whose every state a restarted worker can finish the send from, and the index of the unfinished
// ones. Their items (`sendOutcomeStorage`, `waitingSendsStorage`) are in items.ts with every other.

/** What a ticket looked like before and after a send, to judge an ambiguous failure. */
export interface TicketSnapshot {
  replyCount: number;
  lastThreadElementCreationTime: string;
  /** A draft moves neither of the above; the service flags the ticket instead. */
  hasDraft?: boolean;
  /** Not compared: said to the agent when a send is held ("Status: Completed → Open"). */
  status?: string;
}
interface SendOutcomeBase {
  /** Names one press of Send; a repeated id is answered from here, never posted again. */
  sendId: string;
  ticketId: number;
  startedAt: number;
  updatedAt: number;
  /** Earlier send ids of this ticket (newest first, capped), so a late repeat is refused too. */
  previousSendIds: string[];
  /** A draft (`isDraft`) changes no reply count: the verdict must say so. */
  isDraft?: boolean;
  /** The reply asked the service to complete the ticket (the toast says "Sent and completed"). */
  completes?: boolean;
  /** The agent dismissed the outcome in the panel. */
  acknowledged?: boolean;
  /**
   * The e-mail of the agent who pressed Send (the broker's confirmed agent then): nothing of the
   * send acts (a post, its text back in a draft) unless the workspace's confirmed agent is this one.
   */
  agent?: string;
  /**
   * Its agent signed out (at this time): the send is kept for them, shown to no one, and deleted
   * when another agent signs in or when the kept time is over.
   */
  keptSince?: number;
  /**
   * What the agent saw of the ticket when pressing Send: a ticket that moved since is not sent.
   * `unknown`: the panel could not tell (a field the service did not send); null: send anyway.
   */
  seen?: TicketSnapshot | 'unknown' | null;
  /**
   * The text of a send that was not posted went back into the ticket's draft (set after the
   * draft was written): a worker that restarts does not put it back a second time.
   */
  inBox?: boolean;
}
/**
 * Every state of a send that the service may not have holds its text (`reply`, and `typed` when
 * what the agent typed differs) until the service has it or the agent has it back in the box: the
 * worker can stop between any two writes, and a restarted one finishes the send from the record
 * (`sendDue` and `finish` in lib/sending/worker/send-queue.ts).
 */
interface HeldText {
  reply?: ReplyFields;
  typed?: ReplyFields;
}
export type SendOutcome = SendOutcomeBase &
  /** Waiting out the undo window (the worker posts at `dueAt`); the text is out of the draft. */
  (
    | { state: 'waiting'; dueAt: number; reply: ReplyFields; typed?: ReplyFields }
    /** Undone in time: nothing was posted and the text went back to the draft. */
    | ({ state: 'undone' } & HeldText)
    /**
     * Not posted: the worker stopped during the undo window and restarted too late to send
     * (`late`), or the ticket moved since the agent opened it (`after`, compared with `seen`), or
     * whether it moved cannot be told (`unknown`).
     * The text went back to the draft.
     */
    | ({
        state: 'held';
        /** `waited`: it stayed in the outbox so long that the agent decides again. */
        reason: 'late' | 'moved' | 'unknown' | 'waited';
        after?: TicketSnapshot;
      } & HeldText)
    /**
     * In the outbox: it could not reach the service (offline, the network failed before the
     * POST, the broker or the API refused for now, no token): it goes out by itself at `nextAt`
     * (an alarm; sooner when the browser comes back online). `error` says why it waits.
     */
    | {
        state: 'queued';
        reply: ReplyFields;
        typed?: ReplyFields;
        error: AppError;
        /** Attempts made so far (the backoff grows with them). */
        attempts: number;
        queuedAt: number;
        nextAt: number;
        /** The "moved since you opened it" check passed once: later attempts do not repeat it. */
        checked?: boolean;
      }
    | ({
        state: 'pending';
        before?: TicketSnapshot;
        checked?: boolean;
        attempts?: number;
        /** When it first went into the outbox, for an attempt from there. */
        queuedAt?: number;
      } & HeldText)
    | {
        state: 'sent';
        /** The reply the service created: its id only; the text is the service's now. */
        replyId: number;
        /** Set when the ticket gained more replies than this one: a duplicate is possible. */
        note?: Message;
      }
    | ({ state: 'failed'; error: AppError } & HeldText)
    | ({
        state: 'unknown';
        error: AppError;
        before?: TicketSnapshot;
        after?: TicketSnapshot;
        verdict: Message;
        /** The ticket is being read again; the verdict is not in yet. */
        checking?: boolean;
      } & HeldText)
  );

/**
 * Every unfinished send (waiting out its undo window, in the outbox, being posted, or not yet
 * back in the box), written before its outcome and removed once it is finished, so a worker that
 * restarts finds each one (lib/sending/worker/send-queue.ts).
 */
export interface WaitingSend {
  scope: string;
  ticketId: number;
  sendId: string;
  /** When it is next tried (the end of the undo window, or the outbox's next attempt). */
  dueAt: number;
  /** In the outbox (the popup counts these: "1 reply waiting"). */
  queued?: boolean;
  /** The e-mail of the agent who wrote it (as in its record). */
  agent?: string;
  /**
   * Kept through its agent's sign-out since this time: shown to no one, tried never, until that
   * agent signs in again; another agent's sign-in deletes it (lib/sending/worker/outbox-keep.ts).
   */
  keptSince?: number;
  /** Marked by an earlier version's sign-out: the agent who wrote it. */
  owner?: string;
}

/**
 * Replies kept for a signed-out agent and deleted before they signed in again: the agent is told at
 * their next sign-in on this browser. Only a count and a hash of their e-mail are kept for it.
 */
export interface DeletedReplies {
  workspaceId: string;
  /** SHA-256 of the agent's e-mail in lower case: whom to tell, without keeping who they are. */
  agentHash: string;
  count: number;
  /** `other-agent`: another agent signed in to the workspace; `expired`: kept its longest. */
  reason: 'other-agent' | 'expired';
  /** The agent has been told (from this sign-in of theirs); the notice goes at their sign-out. */
  toldAt?: number;
}
