import type { ComponentChildren } from 'preact';
import type { Ticket } from '@/lib/api/schemas';
import { SanitizedFrame } from '@/lib/html/SanitizedFrame';
import { t } from '@/lib/i18n/format';
import { roleText } from '@/lib/i18n/status-text';
import type { ProtocolClient } from '@/lib/messaging/client';
import { RelativeTime } from '@/lib/ui/RelativeTime';
import { orUnknown } from '@/lib/ui/unknown';
import { useImported } from '@/lib/ui/use-imported';
import type { TicketAttachments } from './TicketAttachments';
import { TicketHeader } from './TicketHeader';
import { TicketProperties } from './TicketProperties';
import type { TicketModel } from './ticket-model';
import './reading.css';

/** The ticket as the agent reads it before answering: header, the customer's message, Details. */
export function TicketView({
  model,
  inboxUrl,
  client,
  scope,
  noInboxLink,
  headerActions,
  messageHelp,
}: {
  model: TicketModel;
  inboxUrl: string | null;
  client: ProtocolClient;
  scope: string;
  noInboxLink?: ComponentChildren;
  /** More of the header's actions, beside Watch (the page's: snooze). */
  headerActions?: ComponentChildren;
  /** Wraps the customer's message (the page's: on-device language help above and in its place). */
  messageHelp?: (ticket: Ticket, message: ComponentChildren) => ComponentChildren;
}) {
  const ticket = model.ticket.value;
  if (!ticket) {
    return (
      <section class="sp-ticket" aria-labelledby="sp-ticket-title">
        <h1 id="sp-ticket-title" tabIndex={-1}>
          #{model.ticketId()}
        </h1>
        {!model.failure.value && <p role="status">{t('panel.loading')}</p>}
      </section>
    );
  }
  const error = model.error.value;
  return (
    <article class="sp-ticket" aria-labelledby="sp-ticket-title">
      <TicketHeader
        ticket={ticket}
        path={model.path.value}
        inboxUrl={inboxUrl}
        client={client}
        scope={scope}
        change={model.change.value}
        locked={model.lock.value}
        noInboxLink={noInboxLink}
        actions={headerActions}
      />
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <h2 class="visually-hidden">{t('panel.from-customer')}</h2>
      {messageHelp ? messageHelp(ticket, <TicketText ticket={ticket} />) : <TicketText ticket={ticket} />}
      <details class="sp-details">
        <summary>{t('panel.details')}</summary>
        <TicketFacts ticket={ticket} />
        <TicketProperties ticket={ticket} />
        <LazyAttachments attachments={ticket.attachments} />
      </details>
    </article>
  );
}

function TicketFacts({ ticket }: { ticket: Ticket }) {
  const { author } = ticket;
  return (
    <dl class="sp-facts">
      <dt>{t('panel.author')}</dt>
      <dd>
        {author ? (
          <>
            {t('view.author', {
              name: orUnknown(author.name),
              email: author.email ?? t('panel.email-unknown'),
              role: roleText(author.status),
            })}
            {author.isBot && t('view.bot')}
          </>
        ) : (
          t('panel.unknown')
        )}
      </dd>
      <dt>{t('panel.tags')}</dt>
      <dd>
        {!ticket.tags ? t('panel.unknown') : ticket.tags.length ? ticket.tags.join(', ') : t('panel.no-tags')}
      </dd>
      <dt>{t('panel.created')}</dt>
      <dd>
        <RelativeTime iso={ticket.creationTime} />
      </dd>
      <dt>{t('panel.last-activity')}</dt>
      <dd>
        <RelativeTime iso={ticket.lastThreadElementCreationTime} />
      </dd>
    </dl>
  );
}

/** Customer HTML, sanitized, in a sandboxed frame sized to its text; plain text when there is no HTML. */
function TicketText({ ticket }: { ticket: Ticket }) {
  const { htmlMessage, message } = ticket;
  if (htmlMessage?.trim())
    return <SanitizedFrame html={htmlMessage} title={t('panel.customer-text')} fallback={message ?? ''} />;
  return <p class="sp-plain">{message ?? t('panel.text-unknown')}</p>;
}

/** A ticket's attachments, loaded with import() for a ticket that has any, or whose list is unreadable. */
function LazyAttachments(props: Parameters<typeof TicketAttachments>[0]) {
  const List = useImported(props.attachments?.length !== 0, () =>
    import('./TicketAttachments').then((m) => m.TicketAttachments),
  );
  return List && <List {...props} />;
}
