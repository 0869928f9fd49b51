import { t } from '@/lib/i18n/format';
import { replyOutcomes } from '@/lib/records/saved-reply';
import { variableNames } from '@/lib/records/variables';
import { Field } from '@/lib/ui/Field';
import { FieldsPreview } from './FieldsPreview';
import type { SavedRepliesModel } from './saved-replies-model';

/** The fields of one saved reply: Name, Shortcut, Text, Outcome, Attachments; "Save saved reply" stores it. */
export function ReplyEditor({ model }: { model: SavedRepliesModel }) {
  const form = model.form.value;
  if (!form) return null;
  const errors = model.errors.value;
  const submit = (event: Event) => {
    event.preventDefault();
    void model.save();
  };
  return (
    <form class="reply-editor" onSubmit={submit} noValidate>
      <Field
        id="reply-name"
        label={t('replies.field.name')}
        value={form.name}
        onInput={(name) => model.update({ name })}
        error={errors.name}
      />
      <Field
        id="reply-shortcut"
        label={t('replies.field.shortcut')}
        value={form.shortcut}
        onInput={(shortcut) => model.update({ shortcut })}
        error={errors.shortcut}
        hint={t('replies.field.shortcut-hint')}
      />
      <Field
        id="reply-text"
        label={t('replies.field.text')}
        multiline
        rows={6}
        value={form.text}
        onInput={(text) => model.update({ text })}
        error={errors.text}
        hint={t('replies.field.text-hint', {
          variables: variableNames
            .filter((n) => n !== 'cursor')
            .map((n) => `{{${n}}}`)
            .join(' '),
          cursor: '{{cursor}}',
        })}
      />
      <FieldsPreview text={form.text} />
      <label class="check">
        <input
          type="checkbox"
          checked={form.isHtml}
          onChange={(e) => model.update({ isHtml: e.currentTarget.checked })}
        />
        {t('replies.field.html')}
      </label>
      <div class="field">
        <label for="reply-outcome">{t('replies.field.outcome')}</label>
        <select
          id="reply-outcome"
          value={form.outcome}
          onChange={(e) => model.update({ outcome: e.currentTarget.value as typeof form.outcome })}
        >
          <option value="">{t('replies.outcome.none')}</option>
          {replyOutcomes.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`replies.outcome.${outcome}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset class="reply-attachments">
        <legend>{t('replies.field.attachments')}</legend>
        {form.attachments.length > 0 && (
          <ul aria-label={t('replies.field.attachments')}>
            {form.attachments.map((attachment) => (
              <li key={attachment.url}>
                <a href={attachment.url} target="_blank" rel="noopener noreferrer">
                  {attachment.name}
                </a>{' '}
                <button
                  type="button"
                  aria-label={t('replies.attachment.remove', { name: attachment.name })}
                  onClick={() => model.removeAttachment(attachment.url)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <Field
          id="reply-attachment-url"
          type="url"
          label={t('replies.field.attachment-url')}
          value={form.attachmentUrl}
          onInput={(attachmentUrl) => model.update({ attachmentUrl })}
          error={errors.attachment}
          hint={t('replies.field.attachment-hint')}
        />
        <Field
          id="reply-attachment-name"
          label={t('replies.field.attachment-name')}
          value={form.attachmentName}
          onInput={(attachmentName) => model.update({ attachmentName })}
        />
        <button type="button" onClick={model.addAttachment}>
          {t('replies.attachment.add')}
        </button>
      </fieldset>
      <div class="actions">
        <button type="submit" class="primary" disabled={model.busy.value}>
          {t('replies.save')}
        </button>
        <button type="button" onClick={model.cancel}>
          {t('replies.cancel')}
        </button>
      </div>
    </form>
  );
}
