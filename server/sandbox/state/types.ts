import type {
  AuthorSpec as Author,
  CategorySpec as Category,
  ReplySpec as Reply,
  TicketSpec as Ticket,
} from '../../../lib/api/schemas';
import type { StoredInstance } from '../seed/instances';

/** Bump when the shape changes: an old data file is then refused with a hint to reset. */
export const STATE_VERSION = 1;

/** Refresh tokens the token endpoint accepts (they change only when rotation is on). */
export interface RefreshTokenState {
  valid: string[];
  /** The configured token this state last adopted (see adoptConfiguredToken). */
  configured: string;
}

/**
 * A reply as the sandbox keeps it: the Reply the API answers, plus the request's
 * `isTicketNeededToBeCompleted` (a Create reply field the Reply model does not return), so tests
 * can see what was asked. Only the admin routes show it.
 */
export type StoredReply = Reply & { isTicketNeededToBeCompleted: boolean };

/** Everything the sandbox persists: one JSON document, rewritten after each change. */
export interface SandboxState {
  version: typeof STATE_VERSION;
  seed: string;
  team: Author[];
  /** Keyed by ticket id. */
  tickets: Record<string, Ticket>;
  /** Every reply of a ticket (drafts included), keyed by ticket id, oldest first. */
  replies: Record<string, StoredReply[]>;
  categories: Category[];
  instances: StoredInstance[];
  nextReplyId: number;
  refreshTokens: RefreshTokenState;
}
