import { t } from '@/lib/i18n/format';
import {
  type ReplyOutcome,
  type SavedReply,
  type SavedReplyData,
  SHORTCUT_PATTERN,
} from '@/lib/replies/saved-reply';

// The "Add saved reply" / "Edit" form: what is typed, and what is wrong with it.

export interface ReplyForm {
  /** Absent for a new saved reply. */
  id?: string;
  name: string;
  shortcut: string;
  text: string;
  isHtml: boolean;
  outcome: ReplyOutcome | '';
}
export type ReplyFormErrors = Partial<Record<'name' | 'shortcut' | 'text', string>>;

export const emptyReplyForm = (): ReplyForm => ({
  name: '',
  shortcut: '',
  text: '',
  isHtml: false,
  outcome: '',
});

export function toReplyForm(reply: SavedReply): ReplyForm {
  const { id, name, shortcut, text, isHtml, outcome } = reply;
  return { id, name, shortcut, text, isHtml, outcome: outcome ?? '' };
}

/** The saved reply the form describes, or the problems per field. */
export function checkReplyForm(
  form: ReplyForm,
  others: readonly SavedReply[],
  attachments: SavedReplyData['attachments'] = [],
): { ok: true; reply: SavedReplyData & { id?: string } } | { ok: false; errors: ReplyFormErrors } {
  const errors: ReplyFormErrors = {};
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
