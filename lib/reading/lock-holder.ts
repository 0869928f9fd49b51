import type { Ticket } from '@/lib/api/schemas';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Who holds the ticket's lock, as far as the service says (`lockedBy`'s shape is not specified):
 * a name (or e-mail), null when it is locked by someone it does not name, undefined when it is
 * not locked, or locked by `self` (the signed-in agent's e-mail): their own lock is no one else
 * answering.
 */
export function lockHolder(
  ticket: Pick<Ticket, 'lockedBy' | 'properties'>,
  self = '',
): string | null | undefined {
  const by = ticket.lockedBy as Record<string, unknown> | string | number | null | undefined;
  if (typeof by === 'string' && by.trim()) return by.trim();
  if (by && typeof by === 'object') {
    if (self && text(by.email).toLowerCase() === self.trim().toLowerCase()) return undefined;
    const full = [text(by.firstName), text(by.lastName)].filter(Boolean).join(' ');
    const name = text(by.name) || text(by.displayName) || full || text(by.email);
    if (name) return name;
  }
  return ticket.properties?.isLocked || (by !== null && by !== undefined) ? null : undefined;
}
