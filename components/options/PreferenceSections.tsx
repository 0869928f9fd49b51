import { t } from '@/lib/i18n/format';
import type { ManagedSetup } from '@/lib/settings/managed';
import { PREFERENCES, type PreferenceName, wordsOf } from '@/lib/settings/preferences';
import type { SettingsModel } from '@/lib/settings/settings-model';
import { activeWorkspace } from '@/lib/settings/workspace';
import { workspaceLabel } from '@/lib/settings/workspace-label';
import { Field } from '@/lib/ui/Field';
import { useImported } from '@/lib/ui/use-imported';
import { NotificationsField } from '@/lib/watch/NotificationsField';
import type { NotificationsModel } from '@/lib/watch/notifications-model';
import { LanguageField } from './LanguageField';
import { OptionsSection, PreferencesForm } from './OptionsSection';

// Options' sections of preferences, each with its own Save: Sending (undo, the active workspace's
// one signature editor), Watching and notifications, Appearance and language. A preference is
// drawn from its declaration (lib/settings/preferences.ts) by `Preference`.

/** One preference, as its declaration says: a whole number, a choice or a checkbox, with its words. */
function Preference({
  model,
  name,
  lockedOff = false,
}: {
  model: SettingsModel;
  name: PreferenceName;
  /** The organisation's policy turns it off: the checkbox shows off and cannot be changed. */
  lockedOff?: boolean;
}) {
  const form = model.form.value;
  if (!form) return null;
  const rule: (typeof PREFERENCES)[PreferenceName] = PREFERENCES[name];
  const words = wordsOf(name);
  const hint = 'hint' in rule ? t(words.hint) : undefined;
  const value = form[name];
  if ('min' in rule)
    return (
      <Field
        id={name}
        label={t(words.label)}
        inputMode="numeric"
        value={String(value)}
        onInput={(v) => model.update(name, v)}
        error={model.errors.value[name]}
        hint={hint}
      />
    );
  if ('choices' in rule)
    return (
      <div class="field">
        <label for={name}>{t(words.label)}</label>
        <select id={name} value={String(value)} onChange={(e) => model.update(name, e.currentTarget.value)}>
          {rule.choices.map((choice) => (
            <option key={choice} value={choice}>
              {t(words.choice(choice))}
            </option>
          ))}
        </select>
      </div>
    );
  return (
    <>
      <label class="check">
        <input
          type="checkbox"
          checked={value === true && !lockedOff}
          disabled={lockedOff}
          aria-describedby={hint ? `${name}-hint` : undefined}
          onChange={(e) => model.update(name, e.currentTarget.checked)}
        />
        <span>
          {t(words.label)}
          {lockedOff && <span class="muted"> · {t('workspaces.managed')}</span>}
        </span>
      </label>
      {hint && (
        <p class="muted" id={`${name}-hint`}>
          {hint}
        </p>
      )}
    </>
  );
}

export function SendingSection({ model }: { model: SettingsModel }) {
  const form = model.form.value;
  const saved = model.saved.value;
  if (!form || !saved) return null;
  const active = activeWorkspace(saved);
  const workspace = workspaceLabel(active, saved.workspaces.indexOf(active));
  return (
    <OptionsSection id="sending" intro={t('options.sending.intro')}>
      <PreferencesForm
        section="sending"
        model={model}
        fields={['undoSendSeconds', 'signature', 'addSignature']}
      >
        <Preference model={model} name="undoSendSeconds" />
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
        <Preference model={model} name="watchIntervalMinutes" />
        <NotificationsField model={notifications} />
        <Preference model={model} name="hideNotificationTitles" />
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
        <Preference model={model} name="theme" />
        <LanguageField value={form.language} onChange={(v) => model.update('language', v)} />
      </PreferencesForm>
    </OptionsSection>
  );
}

/** On-device translation and summaries: the preference, and whether this computer can have them. */
export function LanguageHelpSection({ model, policy }: { model: SettingsModel; policy: ManagedSetup }) {
  const form = model.form.value;
  // Firefox has no on-device models: its build draws no section for them.
  const Status = useImported(!import.meta.env.FIREFOX, () =>
    import('@/lib/language-help/LanguageHelpStatus').then((m) => m.LanguageHelpStatus),
  );
  if (!form || import.meta.env.FIREFOX) return null;
  return (
    <OptionsSection id="language-help">
      <PreferencesForm section="language-help" model={model} fields={['languageHelp']}>
        <Preference model={model} name="languageHelp" lockedOff={!policy.allowLanguageHelp} />
        {Status && <Status />}
      </PreferencesForm>
    </OptionsSection>
  );
}
