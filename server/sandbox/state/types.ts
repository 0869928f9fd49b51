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

/** Everything the sandbox persists: one JSON document, rewritten after each change. */
export interface SandboxState {
  version: typeof STATE_VERSION;
  seed: string;
  team: Author[];
  /** Keyed by ticket id. */
  tickets: Record<string, Ticket>;
  /** Every reply of a ticket (drafts included), keyed by ticket id, oldest first. */
  replies: Record<string, Reply[]>;
  categories: Category[];
  instances: StoredInstance[];
  nextReplyId: number;
  refreshTokens: RefreshTokenState;
}
