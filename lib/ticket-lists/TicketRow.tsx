import type { ComponentChildren } from 'preact';
import type { Ticket } from '@/lib/api/schemas';
import { t } from '@/lib/i18n/format';
import { TicketChangeLine } from '@/lib/tickets/TicketChangeLine';
import { RelativeTime } from '@/lib/ui/RelativeTime';
import { StatusBadge } from '@/lib/ui/StatusBadge';
import { replyCountText, titleText } from '@/lib/ui/unknown';
import type { DraftNote } from './draft-notes';
import type { TicketRow as Row } from './ticket-rows';

interface Props {
  row: Row;
  /** On the Drafts tab: the agent's own draft (its first line, when), in place of the customer's text. */
  draft?: DraftNote | undefined;
  watched: boolean;
  /** What changed is said on the ticket's row in Watched: this row (Recent) does not repeat it. */
  changeSaidElsewhere?: boolean;
  /** The list's one Tab stop (roving focus: the arrows move between rows); true if absent. */
  current?: boolean;
  /** The × button's name ("Remove ticket N from Recent", "Discard the draft of ticket N"); absent: no ×. */
  removeLabel?: string;
  onOpen: (ticketId: number) => void;
  onWatch: (ticketId: number) => void;
  onRemove: (ticketId: number) => void;
  /** Absent: no snooze button. */
  onSnooze?: (ticketId: number) => void;
  /** The snooze menu, open under this row. */
  menu?: ComponentChildren;
}

/** "Kenji: I checked again and …": who wrote and the start of the customer's message, one line. */
function excerpt(ticket: Ticket): string {
  const message = typeof ticket.message === 'string' ? ticket.message : '';
  const text = message.slice(0, 400).replace(/\s+/g, ' ').trim().slice(0, 160);
  const who = ticket.author?.name;
  return who && text ? `${who}: ${text}` : who || text;
}

/** One ticket: the row opens it in the side panel; ☆ watches it, × removes it (or its draft). */
export function TicketRow({
  row,
  draft,
  watched,
  changeSaidElsewhere,
  current = true,
  removeLabel,
  onOpen,
  onWatch,
  onRemove,
  onSnooze,
  menu,
}: Props) {
  const { id, ticket } = row;
  const change = changeSaidElsewhere ? null : row.change;
  return (
    <li class={`ticket-row${row.newActivity ? ' has-new' : ''}`}>
      <button
        type="button"
        class="ticket-row-open"
        data-ticket-id={id}
        tabIndex={current ? 0 : -1}
        onClick={() => onOpen(id)}
      >
        <span class="ticket-row-head">
          <span class="ticket-id">#{id}</span>
          <span class="ticket-row-title" dir="auto">
            {ticket ? titleText(ticket.title) : t('row.not-loaded')}
          </span>
          {ticket && (
            <RelativeTime short class="ticket-row-time" iso={ticket.lastThreadElementCreationTime} />
          )}
        </span>
        {draft ? (
          <DraftLine draft={draft} />
        ) : change ? (
          // The row's head shows the time already: one relative time per row.
          <TicketChangeLine class="ticket-row-excerpt" change={change} withTime={false} />
        ) : (
          ticket && (
            <span class="ticket-row-excerpt" dir="auto">
              {excerpt(ticket)}
            </span>
          )
        )}
        {ticket && (
          <span class="ticket-row-meta">
            {row.back && <span class="new-activity back">{t('snooze.back')}</span>}
            {row.newActivity && <span class="new-activity">{t('row.new-activity')}</span>}
            <StatusBadge status={ticket.status} />
            <span class="muted">
              {ticket.replyCount === undefined
                ? replyCountText(undefined)
                : t('row.replies', { count: ticket.replyCount })}
            </span>
            {row.hasDraft && <span class="draft-marker">✎ {t('row.draft')}</span>}
          </span>
        )}
        {row.problem && <span class="ticket-row-problem">{row.problem}</span>}
      </button>
      <span class="ticket-row-actions">
        {(change || draft?.savedInInbox) && row.inboxUrl && (
          // Where the new replies, or a draft saved in the inbox, can be read: the API cannot list them.
          <a
            class="ticket-row-inbox"
            href={row.inboxUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('row.open-in-inbox', { id })}
            title={t('row.open-in-inbox', { id })}
            tabIndex={-1}
          >
            {t('row.inbox')} <span aria-hidden="true">↗</span>
          </a>
        )}
        <button
          type="button"
          class="ticket-row-watch"
          aria-pressed={watched}
          aria-label={t(watched ? 'row.unwatch' : 'row.watch', { id })}
          title={t(watched ? 'row.unwatch' : 'row.watch', { id })}
          tabIndex={-1}
          onClick={() => onWatch(id)}
        >
          {watched ? '★' : '☆'}
        </button>
        {onSnooze && (
          <button
            type="button"
            class="ticket-row-snooze"
            aria-label={t('snooze.row', { id })}
            title={t('snooze.row', { id })}
            aria-expanded={!!menu}
            tabIndex={-1}
            onClick={() => onSnooze(id)}
          >
            z<sup>z</sup>
          </button>
        )}
        {removeLabel && (
          <button
            type="button"
            class="ticket-row-remove"
            aria-label={removeLabel}
            title={removeLabel}
            tabIndex={-1}
            onClick={() => onRemove(id)}
          >
            ×
          </button>
        )}
      </span>
      {menu}
    </li>
  );
}

/** "You: Hi Noah, …" and when: last edited, or saved in the inbox. */
function DraftLine({ draft }: { draft: DraftNote }) {
  const inInbox = draft.savedInInbox !== null;
  const at = new Date(inInbox ? (draft.savedInInbox as number) : draft.updatedAt).toISOString();
  return (
    <>
      <span class="ticket-row-excerpt draft-text" dir="auto">
        {t('row.draft-text', { text: draft.firstLine })}
      </span>
      <span class="ticket-row-draft-when muted">
        {t(inInbox ? 'row.draft-in-inbox' : 'row.draft-edited')} · <RelativeTime iso={at} />
      </span>
    </>
  );
}
