import { settingsStorage } from '../storage';
import { type Language, languageOf, loadLanguage } from './language';

/** Loads the language chosen in Options (or the browser's); the worker calls it before it writes. */
export async function loadSettingsLanguage(): Promise<Language> {
  return loadLanguage((await settingsStorage.getValue()).language);
}

/**
 * For a page, before its first render (so it never flashes English): loads the language, marks the
 * document with it, and reloads the page when another language is chosen. Drafts and settings are
 * stored as they are typed, so the reload keeps them.
 */
export async function startInSettingsLanguage(): Promise<Language> {
  const language = await loadSettingsLanguage();
  document.documentElement.lang = language;
  settingsStorage.watch((settings) => {
    if (languageOf(settings?.language) !== language) location.reload();
  });
  return language;
}
