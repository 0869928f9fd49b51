import { activeLocale } from '@/lib/i18n/format';
import { formatExact, formatRelative } from './relative-time';
import { unknownWord } from './unknown';

/**
 * A relative time ("5 minutes ago") with the exact time in `title` and a machine-readable `datetime`;
 * "unknown" when the service sent no usable time.
 */
export function RelativeTime({
  iso,
  now,
  short,
  class: className,
}: {
  iso?: string;
  now?: number;
  /** "10 min" rather than "10 minutes ago": for list rows. */
  short?: boolean;
  class?: string;
}) {
  if (iso === undefined) return <span class={className}>{unknownWord()}</span>;
  return (
    <time class={className} dateTime={iso} title={formatExact(iso, activeLocale())}>
      {formatRelative(iso, now, activeLocale(), short)}
    </time>
  );
}
