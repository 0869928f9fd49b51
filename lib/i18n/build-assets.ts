import { catalog as da } from './da';
import { enAll as en } from './en-all';
import { catalog as fi } from './fi';
import type { Catalog } from './format';
import { type Language, UI_LANGUAGE_MESSAGE } from './language-tag';
import { catalog as nb } from './nb';
import { catalog as sv } from './sv';

// Build time only (wxt.config.ts): the catalogs as files of the extension. Each language becomes
// `i18n/<lang>.json`, fetched only when it is the one in use (the service worker cannot import() a
// chunk, and no page carries a language it does not show). The manifest's own words
// (name, description, command descriptions) become `_locales/<locale>/messages.json`.

const catalogs: Record<string, Catalog> = { en, nb, sv, da, fi };

/** Chrome knows Norwegian as `no`, Firefox as `nb`: Bokmål goes under both. */
const manifestLocales: [string, Language, Catalog][] = [
  ['en', 'en', en],
  ['nb', 'nb', nb],
  ['no', 'nb', nb],
  ['sv', 'sv', sv],
  ['da', 'da', da],
  ['fi', 'fi', fi],
];

/** The `__MSG_…__` names the manifest uses, and the catalog key each one says. */
const manifestMessages = {
  extName: 'manifest.name',
  extNameSandbox: 'manifest.name-sandbox',
  extDescription: 'manifest.description',
  cmdOpenPopup: 'manifest.command.popup',
  cmdOpenPanel: 'manifest.command.panel',
} as const;

export function catalogAssets(): { relativeDest: string; contents: string }[] {
  return [
    ...Object.entries(catalogs).map(([language, catalog]) => ({
      relativeDest: `i18n/${language}.json`,
      contents: JSON.stringify(catalog),
    })),
    ...manifestLocales.map(([locale, language, catalog]) => ({
      relativeDest: `_locales/${locale}/messages.json`,
      contents: JSON.stringify(
        {
          ...Object.fromEntries(
            Object.entries(manifestMessages).map(([name, key]) => [
              name,
              { message: catalog[key] ?? en[key] },
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
