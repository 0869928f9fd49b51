import { t } from '@/lib/i18n/format';
import type { LanguageChoice } from '@/lib/i18n/language';
import type { Settings } from '@/lib/settings/read';
import { UNDO_SECONDS } from './types';
import { activeWorkspace } from './workspace';

// The preferences as Options' sections type them: Sending (undo, the active workspace's
// signature), Watching (the interval, hidden titles in notifications), Appearance and language. Each section saves its own fields
// with its own Save. A workspace's connection is edited in the one workspace editor
// (workspaces/workspace-form.ts).

/** The form as typed: every field is text until it is validated. */
export interface PreferencesForm {
  watchIntervalMinutes: string;
  /** Notifications say `#id` only (agents who share their screen). */
  hideNotificationTitles: boolean;
  undoSendSeconds: string;
  /** The active workspace's signature, and whether new messages get it. */
  signature: string;
  addSignature: boolean;
  theme: Settings['theme'];
  language: LanguageChoice;
}
export type PreferenceField = keyof PreferencesForm;

export type FieldErrors = Partial<Record<PreferenceField, string>>;
type Validation = { ok: true; settings: Settings } | { ok: false; errors: FieldErrors };

export function toForm(settings: Settings): PreferencesForm {
  const active = activeWorkspace(settings);
  return {
    watchIntervalMinutes: String(settings.watchIntervalMinutes),
    hideNotificationTitles: settings.hideNotificationTitles === true,
    undoSendSeconds: String(settings.undoSendSeconds ?? UNDO_SECONDS.default),
    signature: active.signature ?? '',
    addSignature: active.addSignature ?? true,
    theme: settings.theme,
    language: settings.language ?? 'auto',
  };
}

/** A whole number from `min` to `max`, as typed; null when it is not one. */
function wholeNumber(text: string, min: number, max: number): number | null {
  const value = text.trim();
  const number = Number(value);
  return /^\d+$/.test(value) && number >= min && number <= max ? number : null;
}

/** Every field of the form. */
export const PREFERENCE_FIELDS: PreferenceField[] = [
  'watchIntervalMinutes',
  'hideNotificationTitles',
  'undoSendSeconds',
  'signature',
  'addSignature',
  'theme',
  'language',
];

/** Checks the form's `fields` (a section's); on success, `saved` with those fields replaced. */
export function validatePreferences(
  form: PreferencesForm,
  saved: Settings,
  fields: PreferenceField[] = PREFERENCE_FIELDS,
): Validation {
  const errors: FieldErrors = {};
  const has = (field: PreferenceField) => fields.includes(field);
  const interval = has('watchIntervalMinutes') ? wholeNumber(form.watchIntervalMinutes, 1, 1440) : 0;
  if (interval === null) errors.watchIntervalMinutes = t('options.watch-interval.invalid');
  const undo = has('undoSendSeconds')
    ? wholeNumber(form.undoSendSeconds, UNDO_SECONDS.min, UNDO_SECONDS.max)
    : 0;
  if (undo === null) errors.undoSendSeconds = t('options.undo-seconds.invalid');
  if (interval === null || undo === null) return { ok: false, errors };
  const active = activeWorkspace(saved);
  const signed = has('signature') || has('addSignature');
  return {
    ok: true,
    settings: {
      ...saved,
      ...(has('watchIntervalMinutes') ? { watchIntervalMinutes: interval } : {}),
      ...(has('hideNotificationTitles') ? { hideNotificationTitles: form.hideNotificationTitles } : {}),
      ...(has('undoSendSeconds') ? { undoSendSeconds: undo } : {}),
      ...(has('theme') ? { theme: form.theme } : {}),
      ...(has('language') ? { language: form.language } : {}),
      workspaces:
        signed && !active.managed
          ? saved.workspaces.map((w) =>
              w.id === active.id
                ? {
                    ...w,
                    ...(has('signature') ? { signature: form.signature } : {}),
                    ...(has('addSignature') ? { addSignature: form.addSignature } : {}),
                  }
                : w,
            )
          : saved.workspaces,
    },
  };
}
