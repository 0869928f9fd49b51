import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Ticket } from '@/lib/api/schemas';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { watchedStorage } from '@/lib/storage/read';
import { InboxLink } from '@/lib/tickets/InboxLink';
import { TicketChangeLine } from '@/lib/tickets/TicketChangeLine';
import type { TicketChange } from '@/lib/tickets/ticket-change';
import { ticketVerb } from '@/lib/ui/keys';
import { StatusBadge } from '@/lib/ui/StatusBadge';
import { orUnknown, replyCountText, titleText } from '@/lib/ui/unknown';
import './reading.css';
import { reported } from '@/lib/diagnostics/report';

/**
 * The ticket in two lines: id and title; customer, status, category, replies; its links. What
 * changed since the agent's last look shows under the title, next to the inbox where it can be read.
 */
export function TicketHeader({
  ticket,
  path,
  inboxUrl,
  client,
  scope,
  change,
  locked,
  noInboxLink,
  actions,
}: {
  ticket: Ticket;
  path: string[];
  inboxUrl: string | null;
  client: ProtocolClient;
  scope: string;
  change: TicketChange | null;
  /** Who holds the ticket's lock (lock-holder.ts): null someone unnamed; undefined not locked, or by the agent. */
  locked: string | null | undefined;
  /** Shown in place of "Open in inbox" while the workspace has no Inbox link. */
  noInboxLink?: ComponentChildren;
  /** More actions beside Watch (the page's: snooze). */
  actions?: ComponentChildren;
}) {
  return (
    <header class="sp-head">
      <h1 id="sp-ticket-title" tabIndex={-1}>
        <span class="sp-id">#{ticket.id}</span> {titleText(ticket.title)}
      </h1>
      {change && (
        <p class="sp-change">
          <TicketChangeLine change={change} />
          {inboxUrl && <InboxLink url={inboxUrl} />}
        </p>
      )}
      <p class="sp-meta">
        <span>
          <span class="visually-hidden">{t('panel.author')} </span>
          {orUnknown(ticket.author?.name)}
        </span>
        <StatusBadge status={ticket.status} />
        {ticket.properties?.hasDraft && <span class="sp-has-draft">{t('view.flag.hasDraft')}</span>}
        {path.length > 0 && (
          <span>
            <span class="visually-hidden">{t('panel.category')} </span>
            {path.join(' › ')}
          </span>
        )}
        <span>
          {ticket.replyCount === undefined
            ? replyCountText(undefined)
            : t('panel.replies', { count: ticket.replyCount })}
        </span>
        {/* The inbox link follows the last line of facts (the change line's, when there is one), so
            the actions below keep one row at 320 px in every language. */}
        {inboxUrl ? !change && <InboxLink url={inboxUrl} /> : noInboxLink}
      </p>
      <p class="sp-links">
        <WatchToggle client={client} scope={scope} ticketId={ticket.id} />
        {actions}
      </p>
      {locked !== undefined && (
        <p class="sp-warn" role="note">
          <span aria-hidden="true">⚠ </span>
          {locked ? t('panel.locked-by', { name: locked }) : t('panel.locked')}
        </p>
      )}
    </header>
  );
}

function WatchToggle({
  client,
  scope,
  ticketId,
}: {
  client: ProtocolClient;
  scope: string;
  ticketId: number;
}) {
  const [watched, setWatched] = useState<boolean | null>(null);
  useEffect(() => {
    const read = (list: { id: number }[]) => setWatched(list.some((entry) => entry.id === ticketId));
    void watchedStorage.get(scope).then(read);
    return watchedStorage.watch(scope, read);
  }, [scope, ticketId]);
  const toggle = () =>
    void client.call({ op: 'setWatched', ticketId, watched: !watched }).catch(reported('ticket/watch'));
  useEffect(() => {
    // The popup row's key here too (and Alt+W from the reply box): focus stays where it is.
    const onKey = (event: KeyboardEvent) => {
      if (watched === null || ticketVerb(event, t('lists.watch-key')) !== 'watch') return;
      event.preventDefault();
      toggle();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [watched, ticketId]);
  return (
    // One button whose words follow the state ("☆ Watch", "★ Watching"), pressed while watching.
    <button
      type="button"
      class="sp-watch"
      aria-pressed={!!watched}
      title={watched ? t('panel.stop-watching') : undefined}
      disabled={watched === null}
      aria-keyshortcuts={`${t('lists.watch-key')} Alt+W`}
      onClick={toggle}
    >
      <span aria-hidden="true">{watched ? '★ ' : '☆ '}</span>
      {watched ? t('panel.watching') : t('panel.watch')}
    </button>
  );
}
