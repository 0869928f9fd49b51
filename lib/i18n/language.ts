import { browser } from 'wxt/browser';
import { type Catalog, useCatalog } from './format';
import {
  knownLanguageOf,
  type Language,
  languageOfTag,
  languages,
  UI_LANGUAGE_MESSAGE,
} from './language-tag';

// Which language the interface speaks, and loading its catalog. English is built in; every other
// language is a JSON file of the extension, fetched only when it is the one in use, so no page and
// not the worker (which cannot import() a chunk) carries the languages it does not show.

export { type Language, languageOfTag, languages } from './language-tag';

/** Each language's name in itself, as the Language choice lists it (the same in every language). */
export const languageNames: Record<Language, string> = {
  en: 'English',
  nb: 'Norsk (bokmål)',
  sv: 'Svenska',
  da: 'Dansk',
  fi: 'Suomi',
};

/** What Options stores: a language, or `auto` to follow the browser's UI language. */
export type LanguageChoice = 'auto' | Language;

/** Reads a language's catalog: a file of the extension (lib/i18n/build-assets.ts makes them). */
export type CatalogSource = (language: Exclude<Language, 'en'>) => Promise<Catalog>;

const packaged: CatalogSource = async (language) => {
  const response = await fetch(browser.runtime.getURL(`/i18n/${language}.json`));
  if (!response.ok) throw new Error(`no catalog for ${language}`);
  return (await response.json()) as Catalog;
};
let source: CatalogSource = packaged;

/** Tests read the catalogs from source instead of the built extension. */
export function setCatalogSource(next: CatalogSource): void {
  source = next;
}

/**
 * The browser's UI language: the locale the browser picked for the extension's _locales (it
 * follows `--lang` and the browser's setting), or `getUILanguage()`; the first of them that is one
 * of the Nordic four wins, else English. The page's language only where there is no i18n API.
 */
export function browserLanguage(): Language {
  const i18n = browser.i18n;
  if (!i18n) return languageOfTag(globalThis.navigator?.language);
  const read = (get: () => string | undefined) => {
    try {
      return knownLanguageOf(get());
    } catch {
      return null;
    }
  };
  const candidates = [
    // Written by build-assets.ts, so not among the message names WXT types.
    read(() => (i18n.getMessage as ((name: string) => string) | undefined)?.(UI_LANGUAGE_MESSAGE)),
    read(() => i18n.getUILanguage?.()),
  ];
  return candidates.find((language) => language && language !== 'en') ?? 'en';
}

/** The language a choice stands for. */
export const languageOf = (choice: LanguageChoice | undefined): Language =>
  !choice || choice === 'auto' || !languages.includes(choice) ? browserLanguage() : choice;

let loaded: Language = 'en';

/** Loads the catalog of the chosen language and makes it the active one; English if it fails. */
export async function loadLanguage(choice: LanguageChoice | undefined): Promise<Language> {
  const language = languageOf(choice);
  if (language === loaded) return language;
  try {
    useCatalog(language, language === 'en' ? {} : await source(language));
    loaded = language;
  } catch {
    useCatalog('en', {});
    loaded = 'en';
  }
  return loaded;
}
