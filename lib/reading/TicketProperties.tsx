import type { Ticket } from '@/lib/api/schemas';
import { knowsMessage, type MessageKey, t } from '@/lib/i18n/format';
import './reading.css';

/** A known flag in words; "isSomethingNew" -> "Something new": flags the service adds later still show. */
const labelOf = (flag: string) =>
  knowsMessage(`view.flag.${flag}`)
    ? t(`view.flag.${flag}` as MessageKey)
    : flag
        .replace(/^(is|has)(?=[A-Z])/, '')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/^./, (c) => c.toUpperCase());

/** The flags that are set (locked, spam, muted …), and who locked it when it says so. */
export function TicketProperties({ ticket }: { ticket: Ticket }) {
  // Unknown flags (or all of them) show as nothing set: each one is noted in Test connection.
  const set = Object.entries(ticket.properties ?? {})
    .filter(([, on]) => on)
    .map(([flag]) => labelOf(flag));
  const locked = t('view.flag.isLocked');
  const lockedBy = (ticket.lockedBy as { name?: unknown } | null)?.name;
  if (typeof lockedBy === 'string' && lockedBy) {
    const index = set.indexOf(locked);
    set.splice(index < 0 ? set.length : index, index < 0 ? 0 : 1, t('view.locked-by', { name: lockedBy }));
  } else if (ticket.lockedBy != null && !set.includes(locked)) set.push(locked);
  if (set.length === 0) return null;
  return (
    <ul class="sp-flags" aria-label={t('view.properties')}>
      {set.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}
