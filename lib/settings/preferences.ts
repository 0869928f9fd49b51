import type { MessageKey } from '@/lib/i18n/format';
import { languages } from '@/lib/i18n/language-tag';

// The browser-wide preferences, each declared once, here: its value until the agent sets one and
// the rule Options and the worker check it by. Everything else follows from this list: the
// settings' type and defaults, the worker's check of what it stores, the Options form and its
// fields, the "replaced a newer value" notice and the protocol's list of changes. Its words in
// Options are named after it (`wordsOf`). A new preference is an entry here, its place in an
// Options section (components/options/PreferenceSections.tsx), the code that reads it
// (`preference(settings, name)`), and its catalog lines (docs/architecture.md, "The cost of a
// change"). Stored settings hold only what was set: the popup and the side panel read the theme
// and the language as stored (absent: the system's, the browser's), and carry none of this file.

/** A whole number from `min` to `max` (typed as text in Options). */
interface WholeNumber {
  fallback: number;
  min: number;
  max: number;
  hint?: true;
}
interface Choice {
  fallback: string;
  choices: readonly string[];
  hint?: true;
}
interface Flag {
  fallback: boolean;
  hint?: true;
}
export type PreferenceRule = WholeNumber | Choice | Flag;

export const PREFERENCES = {
  watchIntervalMinutes: { fallback: 5, min: 1, max: 1440, hint: true },
  /** How long a reply waits, with Undo, before it is posted. */
  undoSendSeconds: { fallback: 5, min: 0, max: 30, hint: true },
  theme: { fallback: 'system', choices: ['system', 'light', 'dark'] },
  /** `auto`: the browser's UI language. */
  language: { fallback: 'auto', choices: ['auto', ...languages] },
  /** Desktop notifications name tickets by number only (agents who share their screen). */
  hideNotificationTitles: { fallback: false, hint: true },
  /** Translation and summaries by the browser's on-device models (lib/language-help/). */
  languageHelp: { fallback: true, hint: true },
} as const satisfies Record<string, PreferenceRule>;

export type PreferenceName = keyof typeof PREFERENCES;
export const PREFERENCE_NAMES = Object.keys(PREFERENCES) as [PreferenceName, ...PreferenceName[]];

type ValueOf<R> = R extends { choices: readonly (infer C)[] }
  ? C
  : R extends { min: number }
    ? number
    : boolean;
export type Preferences = { -readonly [K in PreferenceName]: ValueOf<(typeof PREFERENCES)[K]> };

/** Every preference at its default. */
export const preferenceDefaults = () =>
  Object.fromEntries(PREFERENCE_NAMES.map((name) => [name, PREFERENCES[name].fallback])) as Preferences;

/** Whether `value` is one its rule allows. */
export function allowed(rule: PreferenceRule, value: unknown): boolean {
  if ('min' in rule)
    return typeof value === 'number' && Number.isInteger(value) && value >= rule.min && value <= rule.max;
  if ('choices' in rule) return rule.choices.includes(value as string);
  return typeof value === 'boolean';
}

/** A preference as stored, else (never set, or not what its rule allows) its default: one bad value degrades alone. */
export function preference<K extends PreferenceName>(
  settings: Partial<Preferences>,
  name: K,
): Preferences[K] {
  const value = settings[name];
  return (allowed(PREFERENCES[name], value) ? value : PREFERENCES[name].fallback) as Preferences[K];
}

/**
 * A preference's words in the catalog, named after it: `options.undo-send-seconds` (its label),
 * `….hint`, `….invalid` (a whole number out of its range) and `….<choice>` (each choice's name).
 */
export function wordsOf(name: PreferenceName) {
  const label = `options.${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return {
    label: label as MessageKey,
    hint: `${label}.hint` as MessageKey,
    invalid: `${label}.invalid` as MessageKey,
    choice: (choice: string) => `${label}.${choice}` as MessageKey,
  };
}
