import { catalogOf } from '@/lib/i18n/catalogs';
import { setCatalogSource } from '@/lib/i18n/language';

/** Unit tests have no built extension to fetch `i18n/<lang>.json` from: read the sources. */
export function catalogsFromSource(): void {
  setCatalogSource(catalogOf);
}
