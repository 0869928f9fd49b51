import type { Ticket } from '@/lib/api/schemas';

const LABELS: Record<string, string> = {
  isLocked: 'Locked',
  isSpam: 'Spam',
  isMuted: 'Muted',
  isHidden: 'Hidden',
  hasDraft: 'Has draft',
  isDeleted: 'Deleted',
  isExpired: 'Expired',
  isSensitive: 'Sensitive',
  isAnonymized: 'Anonymized',
  isAssignedToBot: 'Assigned to bot',
  hasAttachments: 'Has attachments',
};

/** "isSomethingNew" -> "Something new": flags the service adds later still show. */
const labelOf = (flag: string) =>
  LABELS[flag] ??
  flag
    .replace(/^(is|has)(?=[A-Z])/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());

/** The flags that are set (locked, spam, muted …), and who locked it when it says so. */
export function TicketProperties({ ticket }: { ticket: Ticket }) {
  // Unknown flags (or all of them) show as nothing set: each one is noted in Test connection.
  const set = Object.entries(ticket.properties ?? {})
    .filter(([, on]) => on)
    .map(([flag]) => labelOf(flag));
  const lockedBy = (ticket.lockedBy as { name?: unknown } | null)?.name;
  if (typeof lockedBy === 'string' && lockedBy) {
    const index = set.indexOf('Locked');
    set.splice(index < 0 ? set.length : index, index < 0 ? 0 : 1, `Locked by ${lockedBy}`);
  } else if (ticket.lockedBy != null && !set.includes('Locked')) set.push('Locked');
  if (set.length === 0) return null;
  return (
    <ul class="sp-flags" aria-label="Properties">
      {set.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}
