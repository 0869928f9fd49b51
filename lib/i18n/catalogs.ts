import { areas, enAll, joinAreas } from './en-all';
import type { Catalog } from './format';
import type { Language } from './language-tag';

// Every language's catalog, built from the one list of areas. For the build (build-assets.ts) and
// the tests only: the extension fetches the built `i18n/<language>.json` of the language in use.

/** A language's catalog: English as it is, another language read area by area from its folder. */
export async function catalogOf(language: Language): Promise<Catalog> {
  if (language === 'en') return enAll;
  const names = Object.keys(areas);
  return joinAreas(await Promise.all(names.map((area) => import(`./${language}/${area}.ts`))));
}
