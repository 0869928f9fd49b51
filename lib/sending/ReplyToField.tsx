import { t } from '@/lib/i18n/format';
import type { ComposerModel } from './composer-model';

/**
 * What the reply answers: the ticket, a reply sent from here, or any reply by its id. Compact: an
 * arrow for its label (named for assistive technology), the choice in its tooltip.
 */
export function ReplyToField({ model }: { model: ComposerModel }) {
  const choice = model.parentChoice.value;
  const chosen = model.parents.value.find((entry) => String(entry.id) === choice);
  const target =
    choice === ''
      ? t('composer.reply-to.ticket')
      : chosen
        ? t('composer.reply-to.sent', { id: chosen.id, excerpt: chosen.excerpt.slice(0, 40) })
        : t('composer.reply-to.by-id');
  const invalid =
    choice === 'other' && model.parentOther.value.trim() !== '' && model.parentReplyId.value === 'invalid';
  return (
    <span class="sp-reply-to">
      <label for="sp-parent">
        <span aria-hidden="true">↩</span>
        <span class="visually-hidden">{t('composer.reply-to')}</span>
      </label>
      <select
        id="sp-parent"
        title={t('composer.tool.reply-to', { target })}
        value={choice}
        onChange={(e) => (model.parentChoice.value = e.currentTarget.value)}
      >
        <option value="">{t('composer.reply-to.ticket')}</option>
        {model.parents.value.map((entry) => (
          <option key={entry.id} value={String(entry.id)}>
            {t('composer.reply-to.sent', { id: entry.id, excerpt: entry.excerpt.slice(0, 40) })}
          </option>
        ))}
        <option value="other">{t('composer.reply-to.by-id')}</option>
      </select>
      {choice === 'other' && (
        <input
          id="sp-parent-id"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          size={8}
          aria-label={t('composer.parent-id')}
          placeholder="5012"
          value={model.parentOther.value}
          aria-invalid={invalid ? true : undefined}
          onInput={(e) => (model.parentOther.value = e.currentTarget.value)}
        />
      )}
    </span>
  );
}
