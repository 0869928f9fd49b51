import { RelativeTime } from '@/components/common/RelativeTime';
import { StatusBadge } from '@/components/common/StatusBadge';
import { orUnknown, replyCountText, titleText } from '@/components/common/unknown';
import type { TicketRow as Row } from './ticket-lists-model';

interface Props {
  row: Row;
  listLabel: string;
  onOpen: (ticketId: number) => void;
  onRemove: (ticketId: number) => void;
}

/** One ticket of Recent or Watched: the whole row opens it; a separate button removes it. */
export function TicketRow({ row, listLabel, onOpen, onRemove }: Props) {
  const { id, ticket } = row;
  return (
    <li class={`ticket-row${row.newActivity ? ' has-new' : ''}`}>
      <button type="button" class="ticket-row-open" data-ticket-id={id} onClick={() => onOpen(id)}>
        <span class="ticket-row-head">
          <span class="ticket-id">#{id}</span>
          {row.newActivity && <span class="new-activity">New activity</span>}
          {ticket && <StatusBadge status={ticket.status} />}
        </span>
        <span class="ticket-row-title" dir="auto">
          {ticket ? titleText(ticket.title) : 'Not loaded yet'}
        </span>
        {ticket && (
          <span class="ticket-row-meta muted">
            <bdi>{orUnknown(ticket.author?.name)}</bdi> ·{' '}
            <RelativeTime iso={ticket.lastThreadElementCreationTime} /> · {replyCountText(ticket.replyCount)}
          </span>
        )}
        {row.problem && <span class="ticket-row-problem">{row.problem}</span>}
      </button>
      <button
        type="button"
        class="ticket-row-remove"
        aria-label={`Remove ticket ${id} from ${listLabel}`}
        title={`Remove from ${listLabel}`}
        onClick={() => onRemove(id)}
      >
        ×
      </button>
    </li>
  );
}
