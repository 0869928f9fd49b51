import { t } from '@/lib/i18n/format';
import type { Settings } from '@/lib/settings/read';
import type { SettingsModel } from '@/lib/settings/settings-model';
import { activeWorkspace } from '@/lib/settings/workspace';
import { workspaceLabel } from '@/lib/settings/workspace-label';
import { Field } from '@/lib/ui/Field';
import { NotificationsField } from '@/lib/watch/NotificationsField';
import type { NotificationsModel } from '@/lib/watch/notifications-model';
import { LanguageField } from './LanguageField';
import { OptionsSection, PreferencesForm } from './OptionsSection';

// Options' sections of preferences, each with its own Save: Sending (undo, the active workspace's
// one signature editor), Watching and notifications, Appearance and language.

export function SendingSection({ model }: { model: SettingsModel }) {
  const form = model.form.value;
  const saved = model.saved.value;
  if (!form || !saved) return null;
  const errors = model.errors.value;
  const active = activeWorkspace(saved);
  const workspace = workspaceLabel(active, saved.workspaces.indexOf(active));
  return (
    <OptionsSection id="sending" intro={t('options.sending.intro')}>
      <PreferencesForm
        section="sending"
        model={model}
        fields={['undoSendSeconds', 'signature', 'addSignature']}
      >
        <Field
          id="undo-send"
          label={t('options.undo-seconds')}
          inputMode="numeric"
          value={form.undoSendSeconds}
          onInput={(v) => model.update('undoSendSeconds', v)}
          error={errors.undoSendSeconds}
          hint={t('options.undo-seconds.hint')}
        />
        {active.managed ? (
          <p class="muted">{t('options.signature.managed')}</p>
        ) : (
          <>
            <Field
              id="signature"
              label={t('options.signature.for', { workspace })}
              multiline
              value={form.signature}
              onInput={(v) => model.update('signature', v)}
              hint={t('workspaces.field.signature.hint')}
            />
            <label class="check">
              <input
                type="checkbox"
                checked={form.addSignature}
                onChange={(e) => model.update('addSignature', e.currentTarget.checked)}
              />
              {t('replies.signature.add')}
            </label>
          </>
        )}
      </PreferencesForm>
    </OptionsSection>
  );
}

export function WatchingSection({
  model,
  notifications,
}: {
  model: SettingsModel;
  notifications: NotificationsModel;
}) {
  const form = model.form.value;
  if (!form) return null;
  return (
    <OptionsSection id="watching" intro={t('options.watching.intro')}>
      <PreferencesForm
        section="watching"
        model={model}
        fields={['watchIntervalMinutes', 'hideNotificationTitles']}
        before={() => void notifications.apply()}
      >
        <Field
          id="watch-interval"
          label={t('options.watch-interval')}
          inputMode="numeric"
          value={form.watchIntervalMinutes}
          onInput={(v) => model.update('watchIntervalMinutes', v)}
          error={model.errors.value.watchIntervalMinutes}
          hint={t('options.watch-interval.hint')}
        />
        <NotificationsField model={notifications} />
        <label class="check">
          <input
            type="checkbox"
            checked={form.hideNotificationTitles}
            aria-describedby="notify-hide-hint"
            onChange={(e) => model.update('hideNotificationTitles', e.currentTarget.checked)}
          />
          {t('options.notify.hide-titles')}
        </label>
        <p class="muted" id="notify-hide-hint">
          {t('options.notify.hide-titles.hint')}
        </p>
      </PreferencesForm>
    </OptionsSection>
  );
}

export function AppearanceSection({ model }: { model: SettingsModel }) {
  const form = model.form.value;
  if (!form) return null;
  return (
    <OptionsSection id="appearance">
      <PreferencesForm section="appearance" model={model} fields={['theme', 'language']}>
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
      </PreferencesForm>
    </OptionsSection>
  );
}
