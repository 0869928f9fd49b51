import type { BaseAttachment } from '@/lib/api/schemas';
import { t } from '@/lib/i18n/format';
import {
  type ReplyOutcome,
  type SavedReply,
  type SavedReplyData,
  SHORTCUT_PATTERN,
} from '@/lib/records/saved-reply';

// The "Add saved reply" / "Edit" form: what is typed, and what is wrong with it.

export interface ReplyForm {
  /** Absent for a new saved reply. */
  id?: string;
  name: string;
  shortcut: string;
  text: string;
  isHtml: boolean;
  outcome: ReplyOutcome | '';
  attachments: BaseAttachment[];
  /** The attachment being typed, before "Add attachment". */
  attachmentUrl: string;
  attachmentName: string;
}
export type ReplyFormErrors = Partial<Record<'name' | 'shortcut' | 'text' | 'attachment', string>>;

/** The API's limit on attachments of one reply. */
const MAX_REPLY_ATTACHMENTS = 50;

export const emptyReplyForm = (): ReplyForm => ({
  name: '',
  shortcut: '',
  text: '',
  isHtml: false,
  outcome: '',
  attachments: [],
  attachmentUrl: '',
  attachmentName: '',
});

export function toReplyForm(reply: SavedReply): ReplyForm {
  const { id, name, shortcut, text, isHtml, outcome, attachments } = reply;
  return {
    id,
    name,
    shortcut,
    text,
    isHtml,
    outcome: outcome ?? '',
    attachments: [...attachments],
    attachmentUrl: '',
    attachmentName: '',
  };
}

/** The file name at the end of the URL's path (an attachment's default name), or ''. */
function nameFromUrl(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * The form with the typed attachment (a name and an https URL, the API's attachment shape) moved
 * into its list, or the sentence saying what is wrong with it. Nothing typed: the form as it is.
 */
export function addAttachment(form: ReplyForm): { ok: true; form: ReplyForm } | { ok: false; error: string } {
  const typedUrl = form.attachmentUrl.trim();
  if (!typedUrl) return { ok: true, form };
  let url: URL | null = null;
  try {
    url = new URL(typedUrl);
  } catch {
    url = null;
  }
  if (url?.protocol !== 'https:' || !url.hostname) {
    return { ok: false, error: t('replies.problem.attachment-url') };
  }
  const name = form.attachmentName.trim() || nameFromUrl(url) || url.hostname;
  if (name.length > 255) return { ok: false, error: t('replies.problem.attachment-name') };
  if (form.attachments.some((a) => a.url === typedUrl)) {
    return { ok: false, error: t('replies.problem.attachment-twice') };
  }
  if (form.attachments.length >= MAX_REPLY_ATTACHMENTS) {
    return { ok: false, error: t('replies.problem.attachment-max', { max: MAX_REPLY_ATTACHMENTS }) };
  }
  return {
    ok: true,
    form: {
      ...form,
      attachments: [...form.attachments, { url: typedUrl, name }],
      attachmentUrl: '',
      attachmentName: '',
    },
  };
}

/** The saved reply the form describes, or the problems per field. */
export function checkReplyForm(
  form: ReplyForm,
  others: readonly SavedReply[],
): { ok: true; reply: SavedReplyData & { id?: string } } | { ok: false; errors: ReplyFormErrors } {
  const errors: ReplyFormErrors = {};
  // An attachment typed but not added yet is saved with the rest, never dropped.
  const added = addAttachment(form);
  if (!added.ok) errors.attachment = added.error;
  const attachments = added.ok ? added.form.attachments : form.attachments;
  const name = form.name.trim();
  const shortcut = form.shortcut.trim().replace(/^\//, '');
  if (!name) errors.name = t('replies.problem.name');
  const taken = others.find((r) => r.id !== form.id && shortcut && r.shortcut === shortcut);
  if (shortcut && !SHORTCUT_PATTERN.test(shortcut)) errors.shortcut = t('replies.problem.shortcut');
  else if (taken) errors.shortcut = t('replies.problem.shortcut-taken', { shortcut, name: taken.name });
  if (!form.text.trim()) errors.text = t('replies.problem.text');
  if (Object.keys(errors).length) return { ok: false, errors };
  const reply = {
    name,
    shortcut,
    text: form.text,
    isHtml: form.isHtml,
    outcome: form.outcome || null,
    attachments,
  };
  return { ok: true, reply: form.id ? { ...reply, id: form.id } : reply };
}
