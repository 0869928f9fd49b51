import { RelativeTime } from '@/components/common/RelativeTime';
import { StatusBadge } from '@/components/common/StatusBadge';
import { orUnknown, titleText } from '@/components/common/unknown';
import type { Ticket } from '@/lib/api/schemas';

interface Props {
  ticket: Ticket;
  watched: boolean;
  onReply: () => void;
  onToggleWatch: () => void;
}

/** The two-second answer: what the ticket is, where it stands, and what to do next. */
export function TicketCard({ ticket, watched, onReply, onToggleWatch }: Props) {
  const { author } = ticket;
  const who = `${orUnknown(author?.name)}${author?.isBot ? ' (bot)' : ''}`;
  return (
    <article class="ticket-card" aria-labelledby="ticket-card-title">
      <h2 id="ticket-card-title" class="ticket-card-title">
        <span class="ticket-id">#{ticket.id}</span> <bdi>{titleText(ticket.title)}</bdi>
      </h2>
      <dl class="ticket-facts">
        <dt>Status</dt>
        <dd>
          <StatusBadge status={ticket.status} />
        </dd>
        <dt>Author</dt>
        <dd>
          <bdi>{who}</bdi> <span class="muted">({author?.status || 'role unknown'})</span>
        </dd>
        <dt>Category</dt>
        <dd>
          <bdi>{orUnknown(ticket.category?.name)}</bdi>
        </dd>
        <dt>Replies</dt>
        <dd>{orUnknown(ticket.replyCount)}</dd>
        <dt>Last activity</dt>
        <dd>
          <RelativeTime iso={ticket.lastThreadElementCreationTime} />
        </dd>
      </dl>
      <div class="ticket-actions">
        <button type="button" class="primary" onClick={onReply}>
          Reply in side panel
        </button>
        <button type="button" onClick={onToggleWatch}>
          {watched ? 'Unwatch' : 'Watch'}
        </button>
      </div>
    </article>
  );
}
