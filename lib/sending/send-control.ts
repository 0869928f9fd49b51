import { markdownToHtml } from '@/lib/html/markdown';
import type { MessageKey } from '@/lib/i18n/format';
import type { ReplyFields, SendKind } from '@/lib/records/reply-fields';
import type { MessageFormat } from '@/lib/records/variables';

// The one send control: what a press does to the ticket's status, in words, and the reply as it
// is posted. The body posted is what the preview showed: the same markup (`replyMarkup`) through
// the same sanitizer profile (`renderReply`), byte for byte.

/** How the message box is read: the Markdown shorthand, plain text as typed, or HTML source. */
export type Format = MessageFormat;

/** The status line under the button. "Complete ticket" wins over "Don't change status". */
export function statusKey(
  fields: Pick<ReplyFields, 'complete' | 'suppressAutoupdate' | 'isDraft'>,
): MessageKey {
  if (fields.isDraft) return 'composer.status.draft';
  if (fields.complete) return 'composer.status.completed';
  return fields.suppressAutoupdate ? 'composer.status.unchanged' : 'composer.status.service';
}

/**
 * The markup the preview shows and the sanitizer turns into the reply, or null: the message goes
 * as plain text, as typed (plain text, or the shorthand with none of its marks used).
 */
export function replyMarkup(message: string, format: Format): string | null {
  if (format === 'text') return null;
  if (format === 'html') return message;
  const { html, formatted } = markdownToHtml(message);
  return formatted ? html : null;
}

/** The body a reply posts: the sanitized markup as HTML, or the message as plain text. */
export async function renderReply(
  message: string,
  format: Format,
  sanitize: (markup: string) => Promise<string>,
): Promise<Pick<ReplyFields, 'message' | 'isHtml'>> {
  const markup = replyMarkup(message, format);
  return markup === null ? { message, isHtml: false } : { message: await sanitize(markup), isHtml: true };
}

/** The reply a press of `kind` posts, with its rendered `body`. */
export function replyToPost(
  fields: ReplyFields,
  body: Pick<ReplyFields, 'message' | 'isHtml'>,
  kind: SendKind,
): ReplyFields {
  const complete = kind === 'complete' || (kind === 'send' && fields.complete);
  return {
    ...fields,
    ...body,
    isDraft: kind === 'draft',
    complete: kind === 'draft' ? false : complete,
    // Completing sets the status: "don't change it" cannot also hold.
    suppressAutoupdate: complete ? false : fields.suppressAutoupdate,
  };
}
