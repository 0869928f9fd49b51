import type { CategoryTable } from '@/lib/api/category-table';
import type { AppError } from '@/lib/api/errors';
import type { FieldProblem } from '@/lib/api/field-problems';
import type { Agent, Reply, Ticket } from '@/lib/api/schemas';
import type { Problem } from '@/lib/diagnostics/problem';
import type { ReplyFields } from '@/lib/records/reply-fields';
import type { ReplyUsage, SavedReply } from '@/lib/records/saved-reply';
import { defineCollection, defineScopedItem, defineScopedJsonItem, type ScopedItem } from './collection';
import { defineItem } from './item';
import type { DeletedReplies, SendOutcome, WaitingSend } from './send-records';

// Every storage item of the extension, in one place. `local:` survives restarts and lives on disk;
// `session:` lives in memory only (access token). The access token never goes to `local:`.
//
// One writer per item: the worker writes everything below but `unsaved:*` (unsavedTypingStorage),
// which the closing side panel writes and the worker takes over. Pages import the read-only handles
// of lib/storage/read.ts and follow their changes; to change one they ask the worker through the
// protocol (lib/messaging/protocol.ts). A test over the import graph
// (test/unit/rules/one-writer.test.ts) fails when a page imports this file. The settings, the active
// workspace and the panel tickets live in lib/settings/ (read) and lib/settings/worker/store.ts
// (the one writer).
//
// Ticket-scoped data is keyed by the workspace scope (lib/settings/workspace.ts) and, for collections, one
// key per record. The layout has a version; lib/worker/migrations.ts moves older layouts forward.
// The shapes of the send's records, the largest, are in send-records.ts.

export type { DeletedReplies, SendOutcome, TicketSnapshot, WaitingSend } from './send-records';

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

/**
 * A workspace the agent signed out of, or whose broker said its session is gone: no token is
 * asked for it (lib/auth/token-manager.ts) until the agent presses Sign in. `signInTab`: the
 * broker's sign-in page the worker opened for it, followed until it signs in or closes.
 */
export interface SignedOut {
  at: number;
  /** The agent signed out; the broker's session ended; or Sign in opened the broker's page. */
  why: 'signed-out' | 'session-ended' | 'signing-in';
  signInTab?: number;
}
/** Kept on disk, per workspace id: a restarted worker or browser must not sign the agent back in. */
export const signedOutStorageOf = (workspaceId: string) =>
  defineItem<SignedOut | null>(`local:signedOut:${workspaceId}`, { fallback: null });

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
 * Per watched ticket, the last activity (ISO) a notification told of (the poller writes it): each
 * change the badge counts is told once, whoever fetched the copy first.
 */
export const notifiedStorage = defineScopedItem<Record<string, string>>('notified', () => ({}));

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

/** The last send of each ticket, one key each. */
export const sendOutcomeStorage = defineCollection<SendOutcome>('outcome');
/** Every unfinished send, in one small value a restarted worker reads first. */
export const waitingSendsStorage = defineItem<WaitingSend[]>('local:waitingSends', { fallback: [] });
/** Kept replies deleted before their agent came back: what to tell whom (lib/sending/worker/kept-notice.ts). */
export const deletedRepliesStorage = defineItem<DeletedReplies[]>('local:deletedReplies', { fallback: [] });

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
 * item's shape is a new layout, with its step in lib/worker/migrations.ts.
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
/** The last problems reported (lib/diagnostics/): Options › Diagnostics shows them. Session only. */
export const problemsStorage = defineItem<Problem[]>('session:problems', { fallback: [] });

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

/** The broker's `GET /config` (its inbox link template), kept so pages have it offline. */
interface BrokerConfig {
  inboxLink: string | null;
  /** The last attempt, good or not: the broker is asked at most every 10 minutes. */
  checkedAt: number;
  /** The last attempt failed (reported); the link is the one kept from before. */
  failed?: true;
}
export const brokerConfigStorage = defineScopedItem<BrokerConfig | null>('brokerConfig', () => null);
