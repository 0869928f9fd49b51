import { ErrorMessage } from '@/components/common/ErrorMessage';
import type { LookupModel } from './lookup-model';
import { TicketCard } from './TicketCard';

/** The field "Ticket ID or link", the Open button (Enter works too), and the ticket card. */
export function LookupView({ model }: { model: LookupModel }) {
  const onSubmit = (event: Event) => {
    event.preventDefault();
    void model.submit();
  };
  const ticket = model.ticket.value;
  return (
    <div class="lookup">
      <form class="lookup-form" onSubmit={onSubmit}>
        <label for="lookup-input">Ticket ID or link</label>
        <div class="lookup-row">
          <input
            id="lookup-input"
            type="text"
            inputMode="text"
            autoComplete="off"
            spellcheck={false}
            placeholder="4478963, #4478963 or a link"
            // biome-ignore lint/a11y/noAutofocus: the popup exists to type a ticket id at once
            autoFocus
            value={model.input.value}
            onInput={(event) => {
              model.input.value = event.currentTarget.value;
            }}
            aria-describedby={model.error.value ? 'lookup-error' : undefined}
          />
          <button type="submit" class="primary" disabled={model.busy.value}>
            Open
          </button>
        </div>
      </form>
      {model.busy.value && (
        <p class="muted" role="status">
          Opening…
        </p>
      )}
      <ErrorMessage id="lookup-error" message={model.error.value} />
      {ticket && (
        <TicketCard
          ticket={ticket}
          watched={model.watched.value}
          onReply={() => void model.replyInPanel()}
          onToggleWatch={() => void model.toggleWatch()}
        />
      )}
    </div>
  );
}
