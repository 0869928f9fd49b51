import { t } from '@/lib/i18n/format';
import { ErrorMessage } from '@/lib/ui/ErrorMessage';
import type { Launcher } from './launch-state';
import type { PageTicket } from './page-ticket';

interface Props {
  model: Launcher;
  /** The ticket of the page under the popup: Enter in an empty field opens it. */
  pageTicket: PageTicket | null;
}

/**
 * "Ticket ID or link", focused on open; Enter opens the ticket in the side panel. Busy shows as
 * `aria-busy` and the status line, never as a disabled Open: a browser ignores Enter in a form
 * whose submit button is disabled, which would drop a second id typed while the first opens.
 */
export function SearchBox({ model, pageTicket }: Props) {
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (!model.input.value.trim() && pageTicket) void model.open(pageTicket.ticketId);
    else void model.submit();
  };
  const opening = model.opening.value;
  return (
    <form class="search" onSubmit={onSubmit} aria-busy={opening !== null}>
      <label class="visually-hidden" for="lookup-input">
        {t('search.label')}
      </label>
      <div class="search-row">
        <input
          id="lookup-input"
          type="text"
          inputMode="text"
          autoComplete="off"
          spellcheck={false}
          placeholder={t('search.label')}
          title={t('search.placeholder')}
          // biome-ignore lint/a11y/noAutofocus: the popup exists to type a ticket id at once
          autoFocus
          value={model.input.value}
          onInput={(event) => {
            model.input.value = event.currentTarget.value;
            model.error.value = null;
          }}
          aria-describedby={model.error.value ? 'lookup-error' : undefined}
        />
        {/* Out of the Tab order: Enter in the field does what it does (one stop per region). */}
        <button type="submit" class="primary" tabIndex={-1}>
          {t('search.open')} <span aria-hidden="true">⏎</span>
        </button>
      </div>
      {opening !== null && (
        <p class="muted" role="status">
          {t('search.opening', { id: opening })}
        </p>
      )}
      <ErrorMessage id="lookup-error" message={model.error.value} />
    </form>
  );
}
