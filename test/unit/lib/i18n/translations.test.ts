import { describe, expect, it } from 'vitest';
import { catalogOf } from '@/lib/i18n/catalogs';
import { enAll as en } from '@/lib/i18n/en-all';
import { type Catalog, formatMessage, pluralCategories } from '@/lib/i18n/format';

// Every language says everything English says, with the same placeholders. A new English key
// goes into lib/i18n/<lang>/<same area>.ts of every language (the compiler asks for it too).

const english: Catalog = en;
const [nb, sv, da, fi] = await Promise.all([
  catalogOf('nb'),
  catalogOf('sv'),
  catalogOf('da'),
  catalogOf('fi'),
]);
const translations: [string, Catalog][] = [
  ['nb', nb],
  ['sv', sv],
  ['da', da],
  ['fi', fi],
];
const PLURAL = new RegExp(`\\.(${pluralCategories.join('|')})$`);
const baseOf = (key: string) => key.replace(PLURAL, '');
const placeholders = (template: string | undefined) =>
  [...new Set([...(template ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(', ');

describe.each(translations)('the %s catalog', (locale, catalog) => {
  it('has every key of the English catalog and no other', () => {
    const missing = Object.keys(english).filter((key) => !(key in catalog));
    const unknown = Object.keys(catalog).filter((key) => !(key in english));
    expect({ missing, unknown }, `add or remove these keys in lib/i18n/${locale}/`).toEqual({
      missing: [],
      unknown: [],
    });
  });

  it('uses the placeholders of English in every message', () => {
    const differ = Object.keys(catalog)
      .filter(
        (key) => placeholders(catalog[key]) !== placeholders(english[key] ?? english[`${baseOf(key)}.other`]),
      )
      .map(
        (key) => `${key}: {${placeholders(catalog[key])}} but English has {${placeholders(english[key])}}`,
      );
    expect(differ, 'a translation keeps every {placeholder} of English, spelt the same').toEqual([]);
  });

  it('has every plural form the language needs', () => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const plurals = [
      ...new Set(
        Object.keys(english)
          .filter((k) => PLURAL.test(k))
          .map(baseOf),
      ),
    ];
    const missing = plurals.flatMap((base) =>
      // A plural English has only as `other` (e.g. "{count} of {total}") stays one form everywhere.
      `${base}.one` in english
        ? needed.filter((c) => !(`${base}.${c}` in catalog)).map((c) => `${base}.${c}`)
        : [],
    );
    expect(missing).toEqual([]);
  });

  it('leaves no message empty, and spaces its ends as English does (pieces joined in the page)', () => {
    const ends = (text = '') => [/^\s/.test(text), /\s$/.test(text)].join();
    const bad = Object.entries(catalog)
      .filter(
        ([key, text]) => !text.trim() || ends(text) !== ends(english[key] ?? english[`${baseOf(key)}.other`]),
      )
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });
});

describe('plural forms', () => {
  it.each([
    ['en', english, '1 ticket', '2 tickets', '1,234 tickets'],
    ['nb', nb, '1 sak', '2 saker', '1 234 saker'],
    ['sv', sv, '1 ärende', '2 ärenden', '1 234 ärenden'],
    ['da', da, '1 sag', '2 sager', '1.234 sager'],
    ['fi', fi, '1 tiketti', '2 tikettiä', '1 234 tikettiä'],
  ])('%s: one, other, and a count written the language’s way', (locale, catalog, one, two, many) => {
    const say = (count: number) =>
      formatMessage(catalog, locale, 'lists.count', { count }).replace(/\s/g, ' ');
    expect([say(1), say(2), say(1234)]).toEqual([one, two, many]);
  });
});
