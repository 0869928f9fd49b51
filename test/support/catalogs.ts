import { catalog as da } from '../../lib/i18n/da';
import { enAll as en } from '../../lib/i18n/en-all';
import { catalog as fi } from '../../lib/i18n/fi';
import { setCatalogSource } from '../../lib/i18n/language';
import { catalog as nb } from '../../lib/i18n/nb';
import { catalog as sv } from '../../lib/i18n/sv';

/** Unit tests have no built extension to fetch `i18n/<lang>.json` from: read the sources. */
export function catalogsFromSource(): void {
  const catalogs = { en, nb, sv, da, fi };
  setCatalogSource(async (language) => catalogs[language]);
}
