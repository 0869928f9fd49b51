import type { BaseAttachment } from '@/lib/api/schemas';
import type { ReplyFields } from './reply-fields';

// A saved reply (a "macro" when it has an outcome). Plain types and functions: pages import this
// without zod. Its file (Import, Export, the team library) is replies-file-format.ts.

/** What sending does besides posting the text; null: the composer's choice is left as it is. */
export const replyOutcomes = ['send', 'complete', 'draft', 'keep-status'] as const;
export type ReplyOutcome = (typeof replyOutcomes)[number];

export interface SavedReply {
  /** Stable id within the workspace (`team:` ids are the broker's, read-only). */
  id: string;
  name: string;
  /** Typed after `/` to find it; lowercase letters, digits and `-`, or empty. */
  shortcut: string;
  /** May hold variables (`{{customer.firstName}}`, lib/records/variables.ts). */
  text: string;
  isHtml: boolean;
  outcome: ReplyOutcome | null;
  attachments: BaseAttachment[];
}
/** A saved reply as a file holds it (ids belong to one browser). */
export type SavedReplyData = Omit<SavedReply, 'id'>;

export const SHORTCUT_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const MAX_SAVED_REPLIES = 500;
export const MAX_REPLY_TEXT = 100_000;

/** The send control's fields for a macro's outcome (the agent can still change them). */
export function applyOutcome(fields: ReplyFields, outcome: ReplyOutcome | null): ReplyFields {
  switch (outcome) {
    case null:
      return fields;
    case 'send':
      return { ...fields, isDraft: false, complete: false, suppressAutoupdate: false };
    case 'complete':
      return { ...fields, isDraft: false, complete: true, suppressAutoupdate: false };
    case 'draft':
      return { ...fields, isDraft: true, complete: false };
    case 'keep-status':
      return { ...fields, isDraft: false, complete: false, suppressAutoupdate: true };
  }
}

/** When each saved reply was last inserted (epoch ms), by id: the listbox ranks by it. */
export type ReplyUsage = Readonly<Record<string, number>>;
