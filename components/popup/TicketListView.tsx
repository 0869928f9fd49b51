import { useEffect } from 'preact/hooks';
import { TicketRow } from './TicketRow';
import type { ListName, TicketListsModel } from './ticket-lists-model';

interface Props {
  model: TicketListsModel;
  list: ListName;
  onOpen: (ticketId: number) => void;
}

const LABELS: Record<ListName, { title: string; empty: string }> = {
  recent: {
    title: 'Recent',
    empty: 'No recent tickets yet. Tickets you open, reply to or reach from a page show here.',
  },
  watched: { title: 'Watched', empty: 'No watched tickets. Open a ticket and press Watch to pin it here.' },
};

/** Arrow keys move between rows (Tab also works); Home and End jump to the ends. */
function moveFocus(event: KeyboardEvent) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const list = event.currentTarget as HTMLElement;
  const rows = [...list.querySelectorAll<HTMLButtonElement>('.ticket-row-open')];
  const at = rows.findIndex((row) => row.contains(document.activeElement));
  if (rows.length === 0) return;
  const last = rows.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? Math.min(at + 1, last)
          : Math.max(at - 1, 0);
  event.preventDefault();
  rows[next]?.focus();
}

/** Recent or Watched: rows at once from the local cache, refreshed in the background. */
export function TicketListView({ model, list, onOpen }: Props) {
  const { title, empty } = LABELS[list];
  useEffect(() => {
    void model.refreshIfStale(list);
  }, [model, list]);
  const rows = model.rows[list].value;
  return (
    <div class="ticket-list">
      <div class="toolbar">
        <p class="muted" role="status">
          {model.refreshing[list].value
            ? 'Refreshing…'
            : `${rows.length} ${rows.length === 1 ? 'ticket' : 'tickets'}`}
        </p>
        <button
          type="button"
          onClick={() => void model.refresh(list)}
          disabled={model.refreshing[list].value}
        >
          Refresh
        </button>
        <button type="button" onClick={() => void model.clear(list)} disabled={rows.length === 0}>
          Clear {title}
        </button>
      </div>
      {model.notice[list].value && <p class="notice">{model.notice[list].value}</p>}
      {model.loaded.value && rows.length === 0 && <p class="muted">{empty}</p>}
      {rows.length > 0 && (
        <ul class="rows" aria-label={`${title} tickets`} onKeyDown={moveFocus}>
          {rows.map((row) => (
            <TicketRow
              key={row.id}
              row={row}
              listLabel={title}
              onOpen={onOpen}
              onRemove={(id) => void model.remove(list, id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
