import { RelativeTime } from '@/components/common/RelativeTime';
import { orUnknown, titleText } from '@/components/common/unknown';
import type { Ticket } from '@/lib/api/schemas';
import { SanitizedFrame } from './SanitizedFrame';
import { TicketAttachments } from './TicketAttachments';
import { TicketProperties } from './TicketProperties';
import type { TicketModel } from './ticket-model';

/** Everything the agent needs to know about the ticket before answering it. */
export function TicketView({ model }: { model: TicketModel }) {
  const ticket = model.ticket.value;
  const error = model.error.value;
  if (!ticket) {
    return (
      <section class="sp-ticket" aria-labelledby="sp-ticket-title">
        <h1 id="sp-ticket-title">Ticket {model.ticketId}</h1>
        {error ? (
          <p role="alert" class="error">
            {error}
          </p>
        ) : (
          <p role="status">Loading the ticket…</p>
        )}
      </section>
    );
  }
  return (
    <article class="sp-ticket" aria-labelledby="sp-ticket-title">
      <h1 id="sp-ticket-title">{titleText(ticket.title)}</h1>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <TicketFacts ticket={ticket} path={model.path.value} />
      <TicketProperties ticket={ticket} />
      <TicketAttachments attachments={ticket.attachments} />
      <h2>From the customer</h2>
      <TicketText ticket={ticket} />
    </article>
  );
}

function TicketFacts({ ticket, path }: { ticket: Ticket; path: string[] }) {
  const { author } = ticket;
  return (
    <dl class="sp-facts">
      <dt>Ticket</dt>
      <dd>#{ticket.id}</dd>
      <dt>Status</dt>
      <dd>
        <span class={`sp-status sp-status-${ticket.status === 'completed' ? 'done' : 'other'}`}>
          {orUnknown(ticket.status)}
        </span>
      </dd>
      <dt>Author</dt>
      <dd>
        {author ? (
          <>
            {orUnknown(author.name)} &lt;{author.email ?? 'e-mail unknown'}&gt; ·{' '}
            {author.status ?? 'role unknown'}
            {author.isBot && ' · bot'}
          </>
        ) : (
          'unknown'
        )}
      </dd>
      <dt>Category</dt>
      <dd>{path.join(' › ')}</dd>
      <dt>Tags</dt>
      <dd>{!ticket.tags ? 'unknown' : ticket.tags.length ? ticket.tags.join(', ') : 'none'}</dd>
      <dt>Replies</dt>
      <dd>{orUnknown(ticket.replyCount)}</dd>
      <dt>Created</dt>
      <dd>
        <RelativeTime iso={ticket.creationTime} />
      </dd>
      <dt>Last activity</dt>
      <dd>
        <RelativeTime iso={ticket.lastThreadElementCreationTime} />
      </dd>
    </dl>
  );
}

/** Customer HTML, sanitized, in a sandboxed frame; plain text when there is no HTML. */
function TicketText({ ticket }: { ticket: Ticket }) {
  const { htmlMessage, message } = ticket;
  if (htmlMessage?.trim())
    return (
      <SanitizedFrame html={htmlMessage} title="Ticket text from the customer" fallback={message ?? ''} />
    );
  return (
    <p class="sp-plain">
      {message ?? 'The text is unknown: the service did not send it in a readable form.'}
    </p>
  );
}
