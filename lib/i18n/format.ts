import type { enAll } from './en-all';

// Turns keys and parameters into sentences. The worker sends keys; the pages (and what the worker
// draws itself: badge, notifications, menus) call `t` or `describeError`. No dependency, no zod.

export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralCategory = (typeof pluralCategories)[number];
type CatalogKey = keyof typeof enAll;
type PluralBase<K> = K extends `${infer Base}.${PluralCategory}` ? Base : never;

/** A key of the catalog; a plural is named without its category (`verdict.more-replies`). */
export type MessageKey = Exclude<CatalogKey, `${string}.${PluralCategory}`> | PluralBase<CatalogKey>;
/** A message of another language: same keys (plural categories of its own), same placeholders. */
export type Catalog = Readonly<Record<string, string>>;

/** A parameter: text or a number as is, or a nested message / failure formatted in its place. */
/** A failure as its words need it (lib/api/errors.ts's AppError is one). */
interface ErrorWords {
  code: string;
  /** A more specific sentence than the code's own (`error.<code>`). */
  reason?: MessageKey;
  params?: Params;
}
export type Param = string | number | Message | ErrorWords;
export type Params = Readonly<Record<string, Param>>;
export interface Message {
  key: MessageKey;
  params?: Params;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(locale: string, count: number): PluralCategory {
  const rules = pluralRules.get(locale) ?? new Intl.PluralRules(locale);
  pluralRules.set(locale, rules);
  return rules.select(count);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormatOf(locale: string): Intl.NumberFormat {
  const format = numberFormats.get(locale) ?? new Intl.NumberFormat(locale);
  numberFormats.set(locale, format);
  return format;
}

/**
 * One area of another language, translated from the English area `T`: every key of it and no other
 * (the compiler checks; test/unit/lib/i18n/translations.test.ts checks placeholders and plural forms).
 */
export type Translation<T> = { readonly [K in keyof T]: string };

/** Whether `key` names a message (a plain one, or a plural with at least its `other` form). */
export function hasMessage(catalog: Catalog, key: string): boolean {
  return key in catalog || `${key}.other` in catalog;
}

/**
 * The sentence for `key` in `catalog`. A plural form is chosen by `params.count`; a missing
 * parameter stays visible as `{name}` and a missing key shows as the key: never a crash.
 */
export function formatMessage(catalog: Catalog, locale: string, key: string, params: Params = {}): string {
  const count = params.count;
  const template =
    catalog[key] ??
    (typeof count === 'number' ? catalog[`${key}.${pluralOf(locale, count)}`] : undefined) ??
    catalog[`${key}.other`] ??
    String(key);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    // A count is a quantity, written the language's way ("1 234"); ids and other numbers stay as is.
    if (name === 'count' && typeof value === 'number') return numberFormatOf(locale).format(value);
    if (typeof value !== 'object') return String(value);
    if ('code' in value) return describeErrorIn(catalog, locale, value);
    return formatMessage(catalog, locale, value.key, value.params);
  });
}

function describeErrorIn(catalog: Catalog, locale: string, error: Partial<ErrorWords>): string {
  const code = `error.${String(error.code)}`;
  const key =
    typeof error.reason === 'string' && hasMessage(catalog, error.reason)
      ? error.reason
      : hasMessage(catalog, code)
        ? code
        : 'error.internal';
  const params = error.params ?? {};
  const sentence = formatMessage(catalog, locale, key, params);
  const said = params.said;
  if (typeof said !== 'string' || !said) return sentence;
  return `${sentence} ${formatMessage(catalog, locale, 'error.service-said', { said })}`;
}

// The active language, installed by `setCatalog` (lib/i18n/language.ts loads it before a page
// draws or the worker writes a word). Every language is complete (test/unit/lib/i18n/translations.test.ts).
let active: { locale: string; catalog: Catalog } = { locale: 'en', catalog: {} };

/** Makes `catalog` (all of English, or a translation of all of it) the one `t` and `describeError` speak. */
export function setCatalog(locale: string, catalog: Catalog): void {
  active = { locale, catalog };
}

/** Whether the active catalog has a message for `key` (keys made at run time, e.g. a ticket flag's). */
export const knowsMessage = (key: string): boolean => hasMessage(active.catalog, key);

/** The BCP 47 tag of the active language, for `Intl` (dates, numbers, relative times). */
export const activeLocale = (): string => active.locale;

/** Items as a list the active language's way ("a, b and c", "a, b ja c"). */
export const listOf = (items: string[]): string =>
  new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(items);

/** The sentence for a key in the active language. */
export function t(key: MessageKey, params?: Params): string {
  return formatMessage(active.catalog, active.locale, key, params);
}

/**
 * A message carried as data (a verdict, a step, a note) as its sentence. A sentence stored by an
 * older version (before the catalog) is shown as it was.
 */
export function describeMessage(message: Message | string): string {
  return typeof message === 'string' ? message : t(message.key, message.params);
}

/** Any failure as the one sentence every page shows for it: by `reason`, else by `code`. */
export function describeError(error: unknown): string {
  const failure = typeof error === 'object' && error !== null ? (error as Partial<ErrorWords>) : {};
  return describeErrorIn(active.catalog, active.locale, failure);
}
