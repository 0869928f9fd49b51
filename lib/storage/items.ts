import type { CategoryTable } from '@/lib/api/category-table';
import type { AppError } from '@/lib/api/errors';
import type { FieldProblem } from '@/lib/api/field-problems';
import type { Agent, Reply, Ticket } from '@/lib/api/schemas';
import type { Message } from '@/lib/i18n/format';
import type { ReplyFields } from '@/lib/records/reply-fields';
import type { ReplyUsage, SavedReply } from '@/lib/records/saved-reply';
import { DEFAULT_WORKSPACE_ID } from '@/lib/settings/workspace';
import { defineCollection, defineScopedItem, defineScopedJsonItem, type ScopedItem } from './collection';
import { defineItem } from './item';

// Every storage item of the extension, in one place. `local:` survives restarts and lives on disk;
// `session:` lives in memory only (access token). The access token never goes to `local:`.
//
// One writer per item: the worker writes everything below. Pages import the read-only handles of
// lib/storage/read.ts and follow their changes; to change one they ask the worker through the
// protocol (lib/messaging/protocol.ts). A test over the import graph
// (test/unit/rules/one-writer.test.ts) fails when a page imports this file. The settings, the active
// workspace and the panel tickets live in lib/settings/ (read) and lib/settings/worker/store.ts
// (the one writer).
//
// Ticket-scoped data is keyed by the workspace scope (lib/settings/workspace.ts) and, for collections, one
// key per record. The layout has a version; lib/storage/worker/migrations.ts moves older layouts forward.

export type { Settings } from '@/lib/settings/types';

export interface StoredToken {
  accessToken: string;
  /** Epoch ms after which the token must not be used (expiry minus a skew). */
  refreshAt: number;
  agent: Agent;
  /** The broker it came from: a token of another broker is never used. */
  brokerUrl: string;
}
/** Each workspace's token, in its own key (`session:token:<workspace id>`): one broker per workspace. */
export const tokenStorageOf = (workspaceId: string) =>
  defineItem<StoredToken | null>(`session:token:${workspaceId}`, { fallback: null });
/** The token of the first (default) workspace. */
export const tokenStorage = tokenStorageOf(DEFAULT_WORKSPACE_ID);

/** The agent last seen from the workspace's broker; not a secret, so pages can say "signed in as". */
export const agentStorage = defineScopedItem<Agent | null>('agent', () => null);
/**
 * The Inbox link template learnt from a web-inbox ticket link the agent right-clicked (the worker
 * writes it); Options offers it for the workspace's Inbox link, which only Options writes.
 */
export const learntInboxLinkStorage = defineScopedItem<string | null>('inboxLinkLearnt', () => null);

export interface CachedTicket {
  ticket: Ticket;
  fetchedAt: number;
}
/** Tickets, one key each, so the popup and panel render at once and refresh behind. */
export const ticketCache = defineCollection<CachedTicket>('ticket');
/** When each cached ticket was fetched: the cache is bounded and evicted by age. */
export const ticketIndex = defineScopedItem<Record<string, number>>('tickets', () => ({}));

export interface TicketListEntry {
  id: number;
  /** Epoch ms when it joined or moved up the list. */
  at: number;
  /**
   * Watched only: the ticket came back from a snooze at this time (epoch ms). The row says "Back
   * from snooze" until the agent opens the ticket. Optional: older lists simply have none.
   */
  back?: number;
}
export type ScopedList = ScopedItem<TicketListEntry[]>;
export const recentStorage = defineScopedItem<TicketListEntry[]>('recent', () => []);
export const watchedStorage = defineScopedItem<TicketListEntry[]>('watched', () => []);
/** When the agent last looked at each ticket (ISO time of the last thread element seen). */
export const lastSeenStorage = defineScopedItem<Record<string, string>>('seen', () => ({}));
/** What else the agent saw at that last look: the reply count and the status (absent: unknown). */
export interface SeenFacts {
  replyCount?: number;
  status?: string;
}
/**
 * Per ticket, beside `lastSeenStorage` and written with it (lib/tickets/worker/ticket-lists.ts): what
 * changed since is said in words ("+2 replies · reopened") from these.
 */
export const seenFactsStorage = defineScopedItem<Record<string, SeenFacts>>('seenFacts', () => ({}));

/**
 * A snoozed ticket (lib/snooze/worker/snooze.ts): out of Watched and the badge until `until`
 * (epoch ms, an alarm `snooze:<scope>:<id>` wakes it), or, when `until` is null, until the
 * customer replies: back when the reply count grows past `replyCount` or the status reopens from
 * `status`. Sidedesk keeps it itself: the Ticket API has no snooze.
 */
export interface Snooze {
  ticketId: number;
  /** When the agent snoozed it (epoch ms). */
  at: number;
  until: number | null;
  /** What the ticket showed when snoozed (absent: unknown), for "until the customer replies". */
  replyCount?: number;
  status?: string;
}
/** Snoozes, one key each. */
export const snoozeStorage = defineCollection<Snooze>('snooze');
/**
 * The workspace's snoozed tickets, id → when each comes back (null: when the customer replies):
 * the Snoozed list, the badge and the poller read this one small value, never every record.
 */
export const snoozeIndex = defineScopedItem<Record<string, number | null>>('snoozed', () => ({}));

/** The category tree of a scope as the worker caches it: the table it sends the pages. */
export interface CachedCategories {
  table: CategoryTable;
  fetchedAt: number;
}
/** The tree can have thousands of nodes: stored as JSON text (see defineScopedJsonItem). */
export const categoriesStorage = defineScopedJsonItem<CachedCategories | null>('categories', () => null);

export interface Draft extends ReplyFields {
  ticketId: number;
  updatedAt: number;
  /**
   * "Save as draft" put this text (as it was then) in the ticket as a draft reply: the text stays
   * here to go on from, and the Drafts tab keeps the row in reach (Open in inbox).
   */
  savedInInbox?: { at: number; replyId: number };
}
/** Drafts, one key each. */
export const draftStorage = defineCollection<Draft>('draft');
/** When each draft was last changed: drafts expire, and the popup lists tickets with one. */
export const draftIndex = defineScopedItem<Record<string, number>>('drafts', () => ({}));

/**
 * Typing the side panel had not handed to the worker when it closed. The one collection a page
 * writes: a closing page cannot wait for a worker to wake up, but a storage write it issues at
 * pagehide does land. The next composer of the ticket hands it to the worker and deletes it.
 */
interface UnsavedTyping {
  draft: ReplyFields;
  /** The draft the typing started from: the worker merges what moved since. */
  base: ReplyFields | null;
  at: number;
}
export const unsavedTypingStorage = defineCollection<UnsavedTyping>('unsaved');

/** A reply as the service answered it (a display field may be unknown), and a short excerpt. */
export type LoggedReply = Pick<Reply, 'id' | 'level' | 'parentReplyId' | 'creationTime'> & {
  isDraft: boolean;
  excerpt: string;
};
/** Replies created from this extension, one key per ticket, newest last. */
export const replyLogStorage = defineCollection<LoggedReply[]>('replies');

/**
 * A quote from a page that waits for the agent to pick its ticket, or (`placedIn`) one that went
 * into the open ticket's draft, which the panel names with Discard.
 */
export interface PendingQuote {
  scope: string;
  text: string;
  attachment?: { url: string; name: string };
  at: number;
  /** The ticket the page named (its URL, title or the selection), other than the open one. */
  pageTicketId?: number;
  /** The quote went into this ticket's draft (no ticket named on the page): Discard takes it out. */
  placedIn?: number;
}
export const pendingQuoteStorage = defineItem<PendingQuote | null>('local:quote', {
  fallback: null,
});

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
    | {
        state: 'held';
        /** `waited`: it stayed in the outbox so long that the agent decides again. */
        reason: 'late' | 'moved' | 'unknown' | 'waited';
        reply: ReplyFields;
        typed?: ReplyFields;
        after?: TicketSnapshot;
      }
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
    | ({ state: 'pending'; before?: TicketSnapshot; checked?: boolean; attempts?: number } & HeldText)
    | {
        state: 'sent';
        reply: Reply;
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
/** The last send of each ticket, one key each. */
export const sendOutcomeStorage = defineCollection<SendOutcome>('outcome');

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
  /**
   * Kept through a sign-out: the e-mail of the agent who wrote it. It goes out only once that agent
   * is signed in again; another agent's sign-in deletes it (lib/sending/worker/outbox-keep.ts).
   */
  owner?: string;
}
export const waitingSendsStorage = defineItem<WaitingSend[]>('local:waitingSends', { fallback: [] });

/** The watch poller's last outcome: the toolbar badge shows its state, the alarm backs off on failures. */
export interface WatchState {
  state: 'ok' | 'offline' | 'sign-in-required' | 'setup-needed';
  /** Polls in a row that failed as a whole (0 after a good one). */
  failures: number;
  checkedAt: number | null;
  /** Why, when the state is not ok (the badge title says it). */
  error?: AppError;
}
export const watchStateStorage = defineItem<WatchState>('local:watchState', {
  fallback: { state: 'ok', failures: 0, checkedAt: null },
});

/**
 * The version of the storage layout: the one version of every stored value. A change to any
 * item's shape is a new layout, with its step in lib/storage/worker/migrations.ts.
 */
export const layoutStorage = defineItem<number>('local:layout', { fallback: 1 });
export const LAYOUT_VERSION = 4;
/**
 * Display fields the service last sent unusable, per resource (`ticket:12`, `categories` …); the
 * worker writes it, Test connection reports it. Session only: it describes this browser session.
 */
export const fieldProblemsStorage = defineItem<Record<string, FieldProblem[]>>('session:fieldProblems', {
  fallback: {},
});

/** The agent's saved replies of a workspace, in their order; null until the first is saved. */
export const savedRepliesStorage = defineScopedItem<SavedReply[] | null>('savedReplies', () => null);
/** When each saved reply was last inserted (ranking by recent use). */
export const savedReplyUseStorage = defineScopedItem<ReplyUsage>('savedReplyUse', () => ({}));

/** The team's saved replies from the broker (`GET /saved-replies`), kept for offline use. */
export interface TeamLibrary {
  replies: SavedReply[];
  /** The last good answer (0: none yet). */
  fetchedAt: number;
  /** The last attempt, good or not: the broker is asked at most every 10 minutes. */
  checkedAt: number;
  /** Why the last attempt failed (the next may come sooner). */
  error?: AppError;
}
export const teamLibraryStorage = defineScopedItem<TeamLibrary | null>('teamReplies', () => null);
