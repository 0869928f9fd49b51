import { batch, computed, signal } from '@preact/signals';
import type { BaseAttachment } from '@/lib/api/schemas';
import type { ReplyFields } from '@/lib/records/reply-fields';
import { readAttachment } from './attachment-input';
import type { Format } from './send-control';

// The fields of the composer, as signals, and their conversion to and from the one reply shape.

export function createComposerFields() {
  const f = {
    message: signal(''),
    /** The shorthand (default), plain text, or HTML source (`isHtml` of the draft). */
    format: signal<Format>('markdown'),
    isDraft: signal(false),
    complete: signal(false),
    suppressAutoupdate: signal(false),
    /** '' (first-level), 'other' (typed id), or a logged reply's id. */
    parentChoice: signal(''),
    parentOther: signal(''),
    attachments: signal<BaseAttachment[]>([]),
  };
  const attachmentUrl = signal('');
  const attachmentName = signal('');
  const attachmentError = signal('');

  /** The parent reply: null for a first-level reply, 'invalid' when the typed id is not one. */
  const parentReplyId = computed<number | null | 'invalid'>(() => {
    if (f.parentChoice.value === '') return null;
    const raw =
      f.parentChoice.value === 'other' ? f.parentOther.value.trim().replace(/^#/, '') : f.parentChoice.value;
    return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 'invalid';
  });

  return {
    ...f,
    attachmentUrl,
    attachmentName,
    attachmentError,
    parentReplyId,
    /** The fields as a reply (reads every signal: an effect calling it follows every edit). */
    toReply(): ReplyFields {
      const parent = parentReplyId.value;
      return {
        message: f.message.value,
        isHtml: f.format.value === 'html',
        isDraft: f.isDraft.value,
        complete: f.complete.value,
        suppressAutoupdate: f.suppressAutoupdate.value,
        parentReplyId: typeof parent === 'number' ? parent : null,
        attachments: f.attachments.value,
      };
    },
    /** Shows a stored draft; a parent among `loggedIds` is picked in the list, else typed in. */
    fromReply(draft: ReplyFields, loggedIds: number[]) {
      const parent = draft.parentReplyId;
      const logged = parent !== null && loggedIds.includes(parent);
      batch(() => {
        f.message.value = draft.message;
        f.format.value = draft.isHtml ? 'html' : f.format.value === 'html' ? 'markdown' : f.format.value;
        f.isDraft.value = draft.isDraft;
        f.complete.value = draft.complete;
        f.suppressAutoupdate.value = draft.suppressAutoupdate;
        f.parentChoice.value = parent === null ? '' : logged ? String(parent) : 'other';
        f.parentOther.value = parent !== null && !logged ? String(parent) : '';
        f.attachments.value = draft.attachments;
      });
    },
    addAttachment() {
      const read = readAttachment(attachmentUrl.value, attachmentName.value, f.attachments.value);
      if ('problem' in read) {
        attachmentError.value = read.problem;
        return;
      }
      batch(() => {
        f.attachments.value = [...f.attachments.value, read.attachment];
        attachmentUrl.value = '';
        attachmentName.value = '';
        attachmentError.value = '';
      });
    },
    removeAttachment(url: string) {
      f.attachments.value = f.attachments.value.filter((a) => a.url !== url);
    },
  };
}
