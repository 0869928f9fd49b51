// Pure helpers for "3 min ago": kept apart from the component so lists can sort and tests can pin `now`.

// Past a week, "last month" would lump 1 and 31 October together: a date says more.
const DATE_AFTER_SECONDS = 7 * 24 * 3600;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "now", or a date past a week; an unreadable time gives "". */
export function formatRelative(iso: string, now = Date.now(), locale?: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) >= DATE_AFTER_SECONDS) {
    const sameYear = new Date(then).getFullYear() === new Date(now).getFullYear();
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      ...(sameYear ? {} : { year: 'numeric' }),
    }).format(then);
  }
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The exact local date and time, for the `title` of a relative time. */
export function formatExact(iso: string, locale?: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(then);
}
