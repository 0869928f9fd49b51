import type { BaseAttachment, CreateReplyBody } from '@/lib/api/schemas';

// The one reply shape. The composer's state, the stored draft, the protocol's `queueReply` input
// (checked by `replyFieldsSchema` in lib/messaging/protocol.ts) and the API body all derive from it.

/** What a press of the send control asks for: send, send and complete the ticket, or a draft. */
export type SendKind = 'send' | 'complete' | 'draft';

export interface ReplyFields {
  message: string;
  isHtml: boolean;
  /** Saved as a draft in the ticket (`isDraft`), not sent to the customer. */
  isDraft: boolean;
  /** `isTicketNeededToBeCompleted`. */
  complete: boolean;
  /** `suppressTicketStatusAutoupdate`. */
  suppressAutoupdate: boolean;
  /** Null: a first-level reply. */
  parentReplyId: number | null;
  attachments: BaseAttachment[];
}

export function emptyReplyFields(): ReplyFields {
  return {
    message: '',
    isHtml: false,
    isDraft: false,
    complete: false,
    suppressAutoupdate: false,
    parentReplyId: null,
    attachments: [],
  };
}

/** Nothing worth keeping: no text and no attachment (toggles alone are not a draft). */
export function isEmptyReply(fields: Pick<ReplyFields, 'message' | 'attachments'>): boolean {
  return fields.message.trim() === '' && fields.attachments.length === 0;
}

/** Same content, field by field. */
export function sameReply(a: ReplyFields, b: ReplyFields): boolean {
  return (
    a.message === b.message &&
    a.isHtml === b.isHtml &&
    a.isDraft === b.isDraft &&
    a.complete === b.complete &&
    a.suppressAutoupdate === b.suppressAutoupdate &&
    a.parentReplyId === b.parentReplyId &&
    a.attachments.length === b.attachments.length &&
    a.attachments.every((x, i) => x.url === b.attachments[i]?.url && x.name === b.attachments[i]?.name)
  );
}

/** Only the reply fields of a larger record (a stored draft carries its ticket and time too). */
export function replyFieldsOf(value: ReplyFields): ReplyFields {
  const { message, isHtml, isDraft, complete, suppressAutoupdate, parentReplyId, attachments } = value;
  return { message, isHtml, isDraft, complete, suppressAutoupdate, parentReplyId, attachments };
}

/** The API body: the reply fields, renamed as the specification names them, and the author. */
export function toReplyBody(fields: ReplyFields, authorEmail: string): CreateReplyBody {
  return {
    attachments: fields.attachments,
    author: { email: authorEmail },
    isDraft: fields.isDraft,
    isHtml: fields.isHtml,
    isTicketNeededToBeCompleted: fields.complete,
    message: fields.message,
    parentReplyId: fields.parentReplyId,
    suppressTicketStatusAutoupdate: fields.suppressAutoupdate,
  };
}

/**
 * A draft changed in storage behind the agent's unsaved typing (a quote appended from the context
 * menu): keep the typing and add what was appended. Never loses either side. `base` is what the
 * typing started from; `stored` what storage holds now.
 */
export function mergeReply(local: ReplyFields, base: ReplyFields, stored: ReplyFields | null): ReplyFields {
  if (!stored) return local;
  const from = base.message.trimEnd();
  let message: string;
  if (stored.message.startsWith(from)) {
    const added = stored.message.slice(from.length);
    const mine = local.message.trimEnd();
    // Text added to an empty draft (a quote) starts with no break: it gets the one it would have had.
    const apart = /^\s/.test(added) || !added ? added : `\n\n${added}`;
    message = mine ? `${mine}${apart}` : added.trimStart();
  } else {
    message = local.message.trim() ? `${local.message.trimEnd()}\n\n${stored.message}` : stored.message;
  }
  const known = new Set(local.attachments.map((a) => a.url));
  const attachments = [...local.attachments, ...stored.attachments.filter((a) => !known.has(a.url))];
  return { ...local, message, attachments };
}
