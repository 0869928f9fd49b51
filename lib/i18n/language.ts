import { browser } from 'wxt/browser';
import { expected } from '@/lib/diagnostics/report';
import { type Catalog, setCatalog } from './format';
import {
  knownLanguageOf,
  type Language,
  languageOfTag,
  languages,
  UI_LANGUAGE_MESSAGE,
} from './language-tag';

// Which language the interface speaks, and loading its catalog. Every language, English too, is a
// JSON file of the extension, fetched only when it is the one in use, so no page and not the worker
// (which cannot import() a chunk) carries a language it does not show, nor sentences in its code.

export { type Language, languageOfTag, languages } from './language-tag';

/** What Options stores: a language, or `auto` to follow the browser's UI language. */
export type LanguageChoice = 'auto' | Language;

/** Reads a language's catalog: a file of the extension (lib/i18n/build-assets.ts makes them). */
type CatalogSource = (language: Language) => Promise<Catalog>;

const packaged: CatalogSource = async (language) => {
  const response = await fetch(browser.runtime.getURL(`/i18n/${language}.json`));
  if (!response.ok) throw new Error(`no catalog for ${language}`);
  return (await response.json()) as Catalog;
};
let source: CatalogSource = packaged;
/** Each language's catalog, read once per page or worker (and asked for early: `prefetchLanguage`). */
const read = new Map<Language, Promise<Catalog>>();
function catalogOf(language: Language): Promise<Catalog> {
  let catalog = read.get(language);
  if (!catalog) {
    catalog = source(language);
    read.set(language, catalog);
    catalog.catch(() => read.delete(language));
  }
  return catalog;
}

/** Tests read the catalogs from source instead of the built extension. */
export function setCatalogSource(next: CatalogSource): void {
  source = next;
  read.clear();
}

/**
 * The browser's UI language: the locale the browser picked for the extension's _locales (it
 * follows `--lang` and the browser's setting), or `getUILanguage()`; the first of them that is one
 * of the Nordic four wins, else English. The page's language only where there is no i18n API.
 */
function browserLanguage(): Language {
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

let loaded: Language | null = null;

/** Starts reading a language's catalog (the one a page most likely shows) before it is chosen. */
export function prefetchLanguage(choice: LanguageChoice | undefined): void {
  catalogOf(languageOf(choice)).catch(expected('preload'));
}

/** Loads the catalog of the chosen language and makes it the active one; English if it fails. */
export async function loadLanguage(choice: LanguageChoice | undefined): Promise<Language> {
  const language = languageOf(choice);
  if (language === loaded) return language;
  for (const candidate of language === 'en' ? ['en' as const] : [language, 'en' as const]) {
    try {
      setCatalog(candidate, await catalogOf(candidate));
      loaded = candidate;
      break;
    } catch {
      // The next candidate; with none left, the keys show (a built extension has every file).
    }
  }
  return loaded ?? 'en';
}
