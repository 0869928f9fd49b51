import { formatExact, formatRelative } from './relative-time';

/** A relative time ("5 minutes ago") with the exact time in `title` and a machine-readable `datetime`. */
export function RelativeTime({ iso, now, class: className }: { iso: string; now?: number; class?: string }) {
  return (
    <time class={className} dateTime={iso} title={formatExact(iso)}>
      {formatRelative(iso, now)}
    </time>
  );
}
