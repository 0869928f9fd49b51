import { storage } from 'wxt/utils/storage';
import type { AppError } from './api/errors';
import type { FieldProblem } from './api/field-problems';
import type { Agent, Category, Reply, Ticket } from './api/schemas';

// Every storage item of the extension, in one place. `local:` survives restarts and lives on disk;
// `session:` lives in memory only (access token). The access token never goes to `local:`.

export interface Settings {
  /** The team's token broker endpoint, e.g. https://broker.example.com/token. */
  brokerUrl: string;
  /** The Ticket API `{base_url}`, e.g. https://api.socialboards.com. */
  apiBaseUrl: string;
  /** Overrides the broker's agent e-mail as reply author; empty means "use the agent's". */
  authorEmail: string;
  /** Extra ticket-link patterns, one per line, with `{id}` where the ticket id stands. */
  linkPatterns: string[];
  watchIntervalMinutes: number;
  theme: 'system' | 'light' | 'dark';
}

export const defaultSettings: Settings = {
  brokerUrl: import.meta.env.WXT_BROKER_URL ?? '',
  apiBaseUrl: import.meta.env.WXT_API_BASE_URL ?? '',
  authorEmail: '',
  linkPatterns: [],
  watchIntervalMinutes: 5,
  theme: 'system',
};

export const settingsStorage = storage.defineItem<Settings>('local:settings', { fallback: defaultSettings });

export interface StoredToken {
  accessToken: string;
  /** Epoch ms after which the token must not be used (expiry minus a skew). */
  refreshAt: number;
  agent: Agent;
}
export const tokenStorage = storage.defineItem<StoredToken | null>('session:token', { fallback: null });

/** The agent last seen from the broker; not a secret, kept so pages can say "signed in as". */
export const agentStorage = storage.defineItem<Agent | null>('local:agent', { fallback: null });

export interface CachedTicket {
  ticket: Ticket;
  fetchedAt: number;
}
/** Tickets by id, so the popup and panel render at once and refresh behind. */
export const ticketCacheStorage = storage.defineItem<Record<string, CachedTicket>>('local:ticketCache', {
  fallback: {},
});

export interface TicketListEntry {
  id: number;
  /** Epoch ms when it joined or moved up the list. */
  at: number;
}
export const recentStorage = storage.defineItem<TicketListEntry[]>('local:recent', { fallback: [] });
export const watchedStorage = storage.defineItem<TicketListEntry[]>('local:watched', { fallback: [] });
/** When the agent last looked at each ticket (ISO time of the last thread element seen). */
export const lastSeenStorage = storage.defineItem<Record<string, string>>('local:lastSeen', { fallback: {} });

export interface Cached<T> {
  value: T;
  fetchedAt: number;
  key?: string;
}
export const categoriesStorage = storage.defineItem<Cached<Category[]> | null>('local:categories', {
  fallback: null,
});

export interface Draft {
  ticketId: number;
  message: string;
  isHtml: boolean;
  isDraft: boolean;
  complete: boolean;
  suppressAutoupdate: boolean;
  parentReplyId: number | null;
  attachments: { url: string; name: string }[];
  updatedAt: number;
}
/** Drafts by ticket id. */
export const draftsStorage = storage.defineItem<Record<string, Draft>>('local:drafts', { fallback: {} });

export interface LoggedReply {
  reply: Pick<Reply, 'id' | 'level' | 'parentReplyId' | 'creationTime'> & {
    isDraft: boolean;
    excerpt: string;
  };
}
/** Replies created from this extension, by ticket id, newest last. */
export const replyLogStorage = storage.defineItem<Record<string, LoggedReply['reply'][]>>('local:replyLog', {
  fallback: {},
});

/** The ticket the side panel shows (set by the popup, the menu, the keyboard command). */
export const panelTicketStorage = storage.defineItem<number | null>('local:panelTicket', { fallback: null });

/** A quote from a page whose ticket is not known yet; the side panel moves it into a draft. */
export interface PendingQuote {
  text: string;
  attachment?: { url: string; name: string };
  at: number;
}
export const pendingQuoteStorage = storage.defineItem<PendingQuote | null>('local:pendingQuote', {
  fallback: null,
});

/** What a ticket looked like before and after a send, to judge an ambiguous failure. */
export interface TicketSnapshot {
  replyCount: number;
  lastThreadElementCreationTime: string;
  /** A draft moves neither of the above; the service flags the ticket instead. */
  hasDraft?: boolean;
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
  /** The agent dismissed the outcome in the panel. */
  acknowledged?: boolean;
}
export type SendOutcome = SendOutcomeBase &
  (
    | { state: 'pending'; before?: TicketSnapshot }
    | {
        state: 'sent';
        reply: Reply;
        /** Set when the ticket gained more replies than this one: a duplicate is possible. */
        note?: string;
      }
    | { state: 'failed'; error: AppError }
    | {
        state: 'unknown';
        error: AppError;
        before?: TicketSnapshot;
        after?: TicketSnapshot;
        verdict: string;
        /** The ticket is being read again; the verdict is not in yet. */
        checking?: boolean;
      }
  );
/** The last send of each ticket, by ticket id: the worker writes it, the side panel reads it. */
export const sendOutcomeStorage = storage.defineItem<Record<string, SendOutcome>>('local:sendOutcome', {
  fallback: {},
});

/** The watch poller's last outcome: the toolbar badge shows its state, the alarm backs off on failures. */
export interface WatchState {
  state: 'ok' | 'offline' | 'sign-in-required' | 'setup-needed';
  /** Polls in a row that failed as a whole (0 after a good one). */
  failures: number;
  checkedAt: number | null;
  /** A sentence for the badge title when the state is not ok. */
  message?: string;
}
export const watchStateStorage = storage.defineItem<WatchState>('local:watchState', {
  fallback: { state: 'ok', failures: 0, checkedAt: null },
});

/**
 * Display fields the service last sent unusable, per resource (`ticket:12`, `categories` …); the
 * worker writes it, Test connection reports it. Session only: it describes this browser session.
 */
export const fieldProblemsStorage = storage.defineItem<Record<string, FieldProblem[]>>(
  'session:fieldProblems',
  { fallback: {} },
);
