import { t } from '@/lib/i18n/format';
import type { Settings } from '@/lib/settings/read';
import type { SettingsModel } from '../../lib/settings/settings-model';
import { Field } from '../common/Field';
import { NoticeLine } from '../common/NoticeLine';
import { LanguageField } from './LanguageField';

/** The browser-wide preferences: undo, the watch interval, theme and language. */
export function PreferencesSection({ model }: { model: SettingsModel }) {
  const form = model.form.value;
  if (!form) return <p class="muted">{t('options.loading')}</p>;
  const errors = model.errors.value;
  const submit = (event: Event) => {
    event.preventDefault();
    void model.save();
  };
  return (
    <section aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">{t('options.preferences')}</h2>
      <form onSubmit={submit} noValidate>
        <Field
          id="undo-send"
          label={t('options.undo-seconds')}
          inputMode="numeric"
          value={form.undoSendSeconds}
          onInput={(v) => model.update('undoSendSeconds', v)}
          error={errors.undoSendSeconds}
          hint={t('options.undo-seconds.hint')}
        />
        <Field
          id="watch-interval"
          label={t('options.watch-interval')}
          inputMode="numeric"
          value={form.watchIntervalMinutes}
          onInput={(v) => model.update('watchIntervalMinutes', v)}
          error={errors.watchIntervalMinutes}
          hint={t('options.watch-interval.hint')}
        />
        <div class="field">
          <label for="theme">{t('options.theme')}</label>
          <select
            id="theme"
            value={form.theme}
            onChange={(e) => model.update('theme', e.currentTarget.value as Settings['theme'])}
          >
            <option value="system">{t('options.theme.system')}</option>
            <option value="light">{t('options.theme.light')}</option>
            <option value="dark">{t('options.theme.dark')}</option>
          </select>
        </div>
        <LanguageField value={form.language} onChange={(v) => model.update('language', v)} />
        <div class="actions">
          <button type="submit" class="primary" disabled={model.saving.value}>
            {t('options.save')}
          </button>
          {model.dirty.value && <span class="muted">{t('options.unsaved')}</span>}
        </div>
        <NoticeLine notice={model.notice.value} />
      </form>
    </section>
  );
}
