import { t } from '@/lib/i18n/format';
import type { Settings } from '@/lib/storage-read';
import { INBOX_LINK_SUGGESTION, inboxTemplateFrom } from '@/lib/tickets/inbox-link';
import { defaultLinkPatterns } from '@/lib/tickets/ticket-ref';
import { activeWorkspace, scopeOf } from '@/lib/workspace';
import { Field } from './Field';
import { LanguageField } from './LanguageField';
import { LearntInboxLink } from './LearntInboxLink';
import { NoticeLine } from './NoticeLine';
import type { SettingsModel } from './settings-model';

/** The settings form. Save asks the browser for access to the two addresses, so it must stay a click. */
export function SettingsSection({ model }: { model: SettingsModel }) {
  const form = model.form.value;
  if (!form) return <p class="muted">{t('options.loading')}</p>;
  const errors = model.errors.value;
  const saved = model.saved.value;
  const scope = saved ? scopeOf(activeWorkspace(saved)) : null;
  const submit = (event: Event) => {
    event.preventDefault();
    void model.save(); // synchronous up to the permission prompt
  };
  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading">{t('options.connection')}</h2>
      <form onSubmit={submit} noValidate>
        <Field
          id="broker-url"
          label={t('options.broker-url')}
          type="url"
          value={form.brokerUrl}
          onInput={(v) => model.update('brokerUrl', v)}
          error={errors.brokerUrl}
          placeholder="https://broker.example.com/token"
          hint={t('options.broker-url.hint')}
        />
        <Field
          id="api-base-url"
          label={t('options.api-url')}
          type="url"
          value={form.apiBaseUrl}
          onInput={(v) => model.update('apiBaseUrl', v)}
          error={errors.apiBaseUrl}
          placeholder="https://api.example.com"
          hint={t('options.api-url.hint')}
        />
        <Field
          id="author-email"
          label={t('options.author')}
          type="email"
          value={form.authorEmail}
          onInput={(v) => model.update('authorEmail', v)}
          error={errors.authorEmail}
          hint={t('options.author.hint')}
        />
        <Field
          id="link-patterns"
          label={t('options.patterns')}
          multiline
          value={form.linkPatterns}
          onInput={(v) => model.update('linkPatterns', v)}
          error={errors.linkPatterns}
          placeholder="https://support.example.com/#/conversation/{id}"
          hint={t('options.patterns.hint', { id: '{id}', builtIn: defaultLinkPatterns.join(', ') })}
        />
        <Field
          id="inbox-link"
          label={t('options.inbox-link')}
          type="url"
          value={form.inboxLink}
          // A ticket link pasted from the inbox becomes the pattern: the community is learnt.
          onInput={(v) => model.update('inboxLink', inboxTemplateFrom(v))}
          error={errors.inboxLink}
          placeholder={INBOX_LINK_SUGGESTION}
          hint={t('options.inbox-link.hint', { id: '{id}' })}
        />
        {!form.inboxLink.trim() && (
          <LearntInboxLink scope={scope} onUse={(link) => model.update('inboxLink', link)} />
        )}
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
