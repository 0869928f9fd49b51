import { markdownToHtml } from '@/lib/html/markdown';
import type { MessageKey } from '@/lib/i18n/format';
import type { ReplyFields } from '@/lib/tickets/reply-fields';

// The one send control: what a press does to the ticket's status, in words, and the reply as it
// is posted (the Markdown shorthand becomes HTML only when it was used).

export type SendKind = 'send' | 'complete' | 'draft';
/** How the message box is read: the Markdown shorthand, plain text as typed, or HTML source. */
export type Format = 'markdown' | 'text' | 'html';

/** The status line under the button. "Complete ticket" wins over "Don't change status". */
export function statusKey(
  fields: Pick<ReplyFields, 'complete' | 'suppressAutoupdate' | 'isDraft'>,
): MessageKey {
  if (fields.isDraft) return 'composer.status.draft';
  if (fields.complete) return 'composer.status.completed';
  return fields.suppressAutoupdate ? 'composer.status.unchanged' : 'composer.status.service';
}

/** The reply a press of `kind` posts, from what the composer holds. */
export function replyToPost(fields: ReplyFields, format: Format, kind: SendKind): ReplyFields {
  const complete = kind === 'complete' || (kind === 'send' && fields.complete);
  const reply = {
    ...fields,
    isDraft: kind === 'draft',
    complete: kind === 'draft' ? false : complete,
    // Completing sets the status: "don't change it" cannot also hold.
    suppressAutoupdate: complete ? false : fields.suppressAutoupdate,
  };
  if (format === 'html') return { ...reply, isHtml: true };
  if (format === 'text') return { ...reply, isHtml: false };
  const { html, formatted } = markdownToHtml(fields.message);
  return formatted ? { ...reply, message: html, isHtml: true } : { ...reply, isHtml: false };
}
