import { t } from '@/lib/i18n/format';
import type { Settings } from '@/lib/settings/read';
import {
  PREFERENCE_NAMES,
  PREFERENCES,
  type PreferenceName,
  type Preferences,
  preference,
  wordsOf,
} from './preferences';
import { activeWorkspace } from './workspace';

// The preferences as Options' sections type them (lib/settings/preferences.ts declares them), and
// the active workspace's signature, which the Sending section edits. Each section saves its own
// fields with its own Save. A workspace's connection is edited in the one workspace editor
// (workspaces/workspace-form.ts).

/** The form as typed: a number is text until it is validated. */
export type PreferencesForm = {
  [K in PreferenceName]: Preferences[K] extends number ? string : Preferences[K];
} & {
  /** The active workspace's signature, and whether new messages get it. */
  signature: string;
  addSignature: boolean;
};
export type PreferenceField = keyof PreferencesForm;

export type FieldErrors = Partial<Record<PreferenceField, string>>;
type Validation = { ok: true; settings: Settings } | { ok: false; errors: FieldErrors };

export function toForm(settings: Settings): PreferencesForm {
  const active = activeWorkspace(settings);
  const typed = (value: unknown) => (typeof value === 'number' ? String(value) : value);
  return {
    ...(Object.fromEntries(
      PREFERENCE_NAMES.map((name) => [name, typed(preference(settings, name))]),
    ) as object),
    signature: active.signature ?? '',
    addSignature: active.addSignature ?? true,
  } as PreferencesForm;
}

/** A whole number from `min` to `max`, as typed; null when it is not one. */
function wholeNumber(text: string, min: number, max: number): number | null {
  const value = text.trim();
  const number = Number(value);
  return /^\d+$/.test(value) && number >= min && number <= max ? number : null;
}

/** Every field of the form. */
export const PREFERENCE_FIELDS: PreferenceField[] = [...PREFERENCE_NAMES, 'signature', 'addSignature'];

/** Checks the form's `fields` (a section's); on success, `saved` with those fields replaced. */
export function validatePreferences(
  form: PreferencesForm,
  saved: Settings,
  fields: PreferenceField[] = PREFERENCE_FIELDS,
): Validation {
  const errors: FieldErrors = {};
  const values: Partial<Record<PreferenceName, unknown>> = {};
  for (const name of PREFERENCE_NAMES) {
    if (!fields.includes(name)) continue;
    const rule: (typeof PREFERENCES)[PreferenceName] = PREFERENCES[name];
    if (!('min' in rule)) {
      values[name] = form[name];
      continue;
    }
    const number = wholeNumber(String(form[name]), rule.min, rule.max);
    if (number === null) errors[name] = t(wordsOf(name).invalid);
    values[name] = number;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const active = activeWorkspace(saved);
  const has = (field: PreferenceField) => fields.includes(field);
  const signed = has('signature') || has('addSignature');
  return {
    ok: true,
    settings: {
      ...saved,
      ...(values as Partial<Preferences>),
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
