import type { SavedReply, SavedReplyData } from './saved-reply';

// The JSON file of Import, Export and the broker's team library: what Export writes (Options).
// Plain: pages import this without zod; the worker checks files with
// lib/saved-replies/replies-file.ts.

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
