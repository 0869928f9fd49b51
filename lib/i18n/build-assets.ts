import { catalogOf } from './catalogs';
import type { Catalog } from './format';
import { type Language, languages, UI_LANGUAGE_MESSAGE } from './language-tag';

// Build time only (wxt.config.ts): the catalogs as files of the extension. Each language becomes
// `i18n/<lang>.json`, fetched only when it is the one in use (the service worker cannot import() a
// chunk, and no page carries a language it does not show). The manifest's own words
// (name, description, command descriptions) become `_locales/<locale>/messages.json`.

/** Chrome knows Norwegian as `no`, Firefox as `nb`: Bokmål goes under both. */
const manifestLocales: [string, Language][] = [
  ['en', 'en'],
  ['nb', 'nb'],
  ['no', 'nb'],
  ['sv', 'sv'],
  ['da', 'da'],
  ['fi', 'fi'],
];

/** The `__MSG_…__` names the manifest uses, and the catalog key each one says. */
const manifestMessages = {
  extName: 'manifest.name',
  extNameSandbox: 'manifest.name-sandbox',
  extDescription: 'manifest.description',
  cmdOpenPopup: 'manifest.command.popup',
  cmdOpenPanel: 'manifest.command.panel',
} as const;

export async function catalogAssets(): Promise<{ relativeDest: string; contents: string }[]> {
  const catalogs = Object.fromEntries(
    await Promise.all(languages.map(async (language) => [language, await catalogOf(language)] as const)),
  ) as Record<Language, Catalog>;
  const en = catalogs.en;
  return [
    ...languages.map((language) => ({
      relativeDest: `i18n/${language}.json`,
      contents: JSON.stringify(catalogs[language]),
    })),
    ...manifestLocales.map(([locale, language]) => ({
      relativeDest: `_locales/${locale}/messages.json`,
      contents: JSON.stringify(
        {
          ...Object.fromEntries(
            Object.entries(manifestMessages).map(([name, key]) => [
              name,
              { message: catalogs[language][key] ?? en[key] },
            ]),
          ),
          // Which of Sidedesk's languages the browser chose for its UI locale (lib/i18n/language.ts).
          [UI_LANGUAGE_MESSAGE]: { message: language },
        },
        null,
        2,
      ),
    })),
  ];
}
