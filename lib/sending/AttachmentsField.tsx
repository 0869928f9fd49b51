import { t } from '@/lib/i18n/format';
import type { ComposerModel } from './composer-model';
import './attachments.css';

/** Attachments by URL and name; each one removable. */
export function AttachmentsField({ model }: { model: ComposerModel }) {
  const add = () => model.addAttachment();
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      add();
    }
  };
  const error = model.attachmentError.value;
  return (
    <fieldset class="sp-attach">
      <legend>{t('attach.legend')}</legend>
      {model.attachments.value.length > 0 && (
        <ul>
          {model.attachments.value.map((a) => (
            <li key={a.url}>
              <span class="sp-attach-name">{a.name}</span> <span class="muted sp-url">{a.url}</span>{' '}
              <button type="button" onClick={() => model.removeAttachment(a.url)}>
                {t('attach.remove')}
                <span class="visually-hidden"> {a.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <label for="sp-attach-url">{t('attach.url')}</label>
      <input
        id="sp-attach-url"
        type="url"
        placeholder="https://"
        value={model.attachmentUrl.value}
        onInput={(e) => (model.attachmentUrl.value = e.currentTarget.value)}
        onKeyDown={onEnter}
        aria-describedby={error ? 'sp-attach-error' : undefined}
      />
      <label for="sp-attach-name">{t('attach.name')}</label>
      <input
        id="sp-attach-name"
        type="text"
        placeholder={t('attach.name.placeholder')}
        value={model.attachmentName.value}
        onInput={(e) => (model.attachmentName.value = e.currentTarget.value)}
        onKeyDown={onEnter}
      />
      <button type="button" onClick={add}>
        {t('attach.add')}
      </button>
      {error && (
        <p id="sp-attach-error" role="alert" class="error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
