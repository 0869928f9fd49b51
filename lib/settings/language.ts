import { type Language, languageOf, loadLanguage, prefetchLanguage } from '@/lib/i18n/language';
import { readSettings, type Settings, type SettingsFollower } from '@/lib/settings/read';

/** Loads the language chosen in Options (or the browser's); the worker calls it before it writes. */
export async function loadSettingsLanguage(settings: Promise<Settings> = readSettings()): Promise<Language> {
  prefetchLanguage('auto'); // most agents follow the browser: its catalog is read beside the settings
  return loadLanguage((await settings).language);
}

/**
 * For a page, before its first render (so it never flashes English): loads the language and marks
 * the document with it. When another language is chosen, the new catalog is loaded and `redraw`
 * runs (default: reload the page; drafts and settings are stored as they are typed, so it keeps
 * them). Options redraws in place instead: a reload would close the host-access prompt its Save
 * may have just opened. `follower` is the page's (it owns it and its end); the answer's `stop`
 * ends the following of the language alone.
 */
export async function startInSettingsLanguage(
  follower: SettingsFollower,
  redraw: (language: Language) => void = () => location.reload(),
): Promise<{ language: Language; stop: () => void }> {
  let language = await loadSettingsLanguage(follower.first.then((state) => state.settings));
  document.documentElement.lang = language;
  // Followed from the page's first read on: a language chosen meanwhile is not missed.
  const stop = follower.subscribe(({ settings }) => {
    const next = languageOf(settings.language);
    if (next === language) return;
    language = next;
    void loadLanguage(settings.language).then((loaded) => {
      document.documentElement.lang = loaded;
      redraw(loaded);
    });
  });
  return { language, stop };
}
