import { t } from '@/lib/i18n/format';
import type { Settings } from '@/lib/storage';
import { INBOX_LINK_SUGGESTION, inboxTemplateFrom } from '@/lib/tickets/inbox-link';
import { defaultLinkPatterns } from '@/lib/tickets/ticket-ref';
import { activeWorkspace, scopeOf } from '@/lib/workspace';
import { Field } from './Field';
import { LearntInboxLink } from './LearntInboxLink';
import { NoticeLine } from './NoticeLine';
import type { SettingsModel } from './settings-model';

/** The settings form. Save asks the browser for access to the two addresses, so it must stay a click. */
export function SettingsSection({ model }: { model: SettingsModel }) {
  const form = model.form.value;
  if (!form) return <p class="muted">Loading settings…</p>;
  const errors = model.errors.value;
  const saved = model.saved.value;
  const scope = saved ? scopeOf(activeWorkspace(saved)) : null;
  const submit = (event: Event) => {
    event.preventDefault();
    void model.save(); // synchronous up to the permission prompt
  };
  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading">Connection</h2>
      <form onSubmit={submit} noValidate>
        <Field
          id="broker-url"
          label="Token broker URL"
          type="url"
          value={form.brokerUrl}
          onInput={(v) => model.update('brokerUrl', v)}
          error={errors.brokerUrl}
          placeholder="https://broker.example.com/token"
          hint="Your team’s token broker: it signs you in and hands Sidedesk short-lived access tokens."
        />
        <Field
          id="api-base-url"
          label="API base URL"
          type="url"
          value={form.apiBaseUrl}
          onInput={(v) => model.update('apiBaseUrl', v)}
          error={errors.apiBaseUrl}
          placeholder="https://api.example.com"
          hint="The address of the Ticket API, without /tickets."
        />
        <Field
          id="author-email"
          label="Reply author e-mail"
          type="email"
          value={form.authorEmail}
          onInput={(v) => model.update('authorEmail', v)}
          error={errors.authorEmail}
          hint="Optional. Leave empty to sign replies with the e-mail of your broker account."
        />
        <Field
          id="link-patterns"
          label="Ticket link patterns"
          multiline
          value={form.linkPatterns}
          onInput={(v) => model.update('linkPatterns', v)}
          error={errors.linkPatterns}
          placeholder="https://support.example.com/#/conversation/{id}"
          hint={`Optional, one per line: * stands for anything, {id} for the ticket number. Always recognised: ${defaultLinkPatterns.join(', ')}.`}
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
          label="Watch interval (minutes)"
          inputMode="numeric"
          value={form.watchIntervalMinutes}
          onInput={(v) => model.update('watchIntervalMinutes', v)}
          error={errors.watchIntervalMinutes}
          hint="How often watched tickets are checked for new activity (1 to 1440)."
        />
        <div class="field">
          <label for="theme">Theme</label>
          <select
            id="theme"
            value={form.theme}
            onChange={(e) => model.update('theme', e.currentTarget.value as Settings['theme'])}
          >
            <option value="system">Same as the system</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </div>
        <div class="actions">
          <button type="submit" class="primary" disabled={model.saving.value}>
            Save
          </button>
          {model.dirty.value && <span class="muted">Unsaved changes</span>}
        </div>
        <NoticeLine notice={model.notice.value} />
      </form>
    </section>
  );
}
