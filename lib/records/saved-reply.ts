import type { BaseAttachment } from '@/lib/api/schemas';
import type { ReplyFields } from './reply-fields';

// A saved reply (a "macro" when it has an outcome) and the JSON file format of Import, Export and
// the broker's team library. Plain types and functions: pages import this without zod; the worker
// checks files with lib/saved-replies/replies-file.ts.

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

export const REPLIES_FORMAT = 'sidedesk.saved-replies';
/**
 * The newest version read. Version 2 is version 1 whose texts may hold fill-in fields
 * (`{{ask:…}}`); Export writes 1 when no text has one, so older Sidedesks keep reading it.
 */
export const REPLIES_FORMAT_VERSION = 2;
const FIELDS_VERSION = 2;
interface RepliesFile {
  format: typeof REPLIES_FORMAT;
  version: number;
  replies: SavedReplyData[];
}

export const SHORTCUT_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const MAX_SAVED_REPLIES = 500;
export const MAX_REPLY_TEXT = 100_000;

/** The file Export writes (documented in the README, "Saved replies"). */
export function toRepliesFile(replies: readonly SavedReply[]): RepliesFile {
  return {
    format: REPLIES_FORMAT,
    version: replies.some((reply) => reply.text.includes('{{ask:')) ? FIELDS_VERSION : 1,
    replies: replies.map(({ name, shortcut, text, isHtml, outcome, attachments }) => ({
      name,
      shortcut,
      text,
      isHtml,
      outcome,
      attachments,
    })),
  };
}

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
