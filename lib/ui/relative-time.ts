// Pure helpers for "3 min ago": kept apart from the component so lists can sort and tests can pin `now`.

// Past a week, "last month" would lump 1 and 31 October together: a date says more.
const DATE_AFTER_SECONDS = 7 * 24 * 3600;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// Making an Intl formatter costs about 0.1 ms, using one a microsecond: a list of 50 rows made
// 100 of them before it could show. One per locale and style, made when first needed.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>();
function formatter<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>(
  style: string,
  locale: string | undefined,
  make: () => F,
): F {
  const key = `${style} ${locale ?? ''}`;
  const known = formatters.get(key) ?? make();
  formatters.set(key, known);
  return known as F;
}
const dateFormat = (locale: string | undefined, withYear: boolean) =>
  formatter(
    withYear ? 'date-year' : 'date',
    locale,
    () =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        ...(withYear ? { year: 'numeric' } : {}),
      }),
  );
const relativeFormat = (locale: string | undefined) =>
  formatter('relative', locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const exactFormat = (locale: string | undefined) =>
  formatter(
    'exact',
    locale,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
  );

const unitFormat = (locale: string | undefined, unit: Intl.RelativeTimeFormatUnit) =>
  formatter(
    `unit-${unit}`,
    locale,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }),
  );

/**
 * "5 minutes ago", "yesterday", "now", or a date past a week; an unreadable time gives "".
 * `short`: the length only ("10 min", "3 t"), for a list row where the title needs the width.
 */
export function formatRelative(iso: string, now = Date.now(), locale?: string, short = false): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) >= DATE_AFTER_SECONDS) {
    const sameYear = new Date(then).getFullYear() === new Date(now).getFullYear();
    return dateFormat(locale, !sameYear).format(then);
  }
  const format = relativeFormat(locale);
  for (const [unit, size] of UNITS) {
    if (short && Math.abs(seconds) >= size)
      return unitFormat(locale, unit).format(Math.trunc(Math.abs(seconds) / size));
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The exact local date and time, for the `title` of a relative time. */
export function formatExact(iso: string, locale?: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  return exactFormat(locale).format(then);
}
