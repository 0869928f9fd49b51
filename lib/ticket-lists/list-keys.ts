/** The row buttons of a list, in order. */
const rowsOf = (list: HTMLElement) => [...list.querySelectorAll<HTMLButtonElement>('.ticket-row-open')];

type RowKeyAction = { kind: 'watch' | 'remove' | 'snooze'; ticketId: number; nextId: number | null };

/**
 * Keys on a ticket list: arrows, Home and End move between rows (Enter opens: the row is a button);
 * `watchKey` (the language's own letter for "watch": W, F in Norwegian …), Z (snooze) and Delete
 * name an action on the focused row (and the row to focus after a removal).
 */
export function onListKey(event: KeyboardEvent, watchKey = 'w'): RowKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const list = event.currentTarget as HTMLElement;
  const rows = rowsOf(list);
  const at = rows.findIndex((row) => row.contains(document.activeElement));
  if (rows.length === 0 || at < 0) return null;
  const last = rows.length - 1;
  const moves: Record<string, number> = {
    ArrowDown: Math.min(at + 1, last),
    ArrowUp: Math.max(at - 1, 0),
    Home: 0,
    End: last,
  };
  const to = moves[event.key];
  if (to !== undefined) {
    event.preventDefault();
    rows[to]?.focus();
    return null;
  }
  const ticketId = Number(rows[at]?.dataset.ticketId);
  const key = event.key.toLowerCase();
  const kinds: Record<string, RowKeyAction['kind']> = {
    [watchKey.toLowerCase()]: 'watch',
    z: 'snooze',
    delete: 'remove',
    backspace: 'remove',
  };
  const kind = kinds[key];
  if (!kind) return null;
  event.preventDefault();
  const next = rows[at + 1] ?? rows[at - 1];
  return {
    kind,
    ticketId,
    nextId: next ? Number(next.dataset.ticketId) : null,
  };
}

/** Focuses the row of `ticketId` once it is drawn; false when it is not there. */
export function focusRow(list: HTMLElement | null, ticketId: number): boolean {
  const row = list?.querySelector<HTMLButtonElement>(`.ticket-row-open[data-ticket-id="${ticketId}"]`);
  row?.focus();
  return !!row;
}
