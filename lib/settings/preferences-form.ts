import { t } from '@/lib/i18n/format';
import type { LanguageChoice } from '@/lib/i18n/language';
import type { Settings } from '@/lib/settings/read';
import { UNDO_SECONDS } from './types';

// The browser-wide preferences as Options' Preferences section types them. A workspace's own
// fields are edited in the one workspace editor (workspaces/workspace-form.ts).

/** The form as typed: every field is text until it is validated. */
export interface PreferencesForm {
  watchIntervalMinutes: string;
  undoSendSeconds: string;
  theme: Settings['theme'];
  language: LanguageChoice;
}

export type FieldErrors = Partial<Record<keyof PreferencesForm, string>>;
type Validation = { ok: true; settings: Settings } | { ok: false; errors: FieldErrors };

export function toForm(settings: Settings): PreferencesForm {
  return {
    watchIntervalMinutes: String(settings.watchIntervalMinutes),
    undoSendSeconds: String(settings.undoSendSeconds ?? UNDO_SECONDS.default),
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

/** Checks the form; on success, `saved` with the preferences replaced. */
export function validatePreferences(form: PreferencesForm, saved: Settings): Validation {
  const errors: FieldErrors = {};
  const interval = wholeNumber(form.watchIntervalMinutes, 1, 1440);
  if (interval === null) errors.watchIntervalMinutes = t('options.watch-interval.invalid');
  const undoSendSeconds = wholeNumber(form.undoSendSeconds, UNDO_SECONDS.min, UNDO_SECONDS.max);
  if (undoSendSeconds === null) errors.undoSendSeconds = t('options.undo-seconds.invalid');
  if (interval === null || undoSendSeconds === null) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      ...saved,
      watchIntervalMinutes: interval,
      undoSendSeconds,
      theme: form.theme,
      language: form.language,
    },
  };
}
