import { useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import type { PanelModel } from '@/lib/tickets/panel-model';
import './lookup.css';

/** The "Ticket ID or link" field: an id, "#id" or a pasted ticket link. */
export function TicketLookup({ model }: { model: PanelModel }) {
  const [input, setInput] = useState('');
  const error = model.lookupError.value;
  const submit = async (event: Event) => {
    event.preventDefault();
    if (await model.open(input)) setInput('');
  };
  return (
    <form class="sp-lookup" onSubmit={submit} aria-label={t('panel.open-a-ticket')}>
      <label for="sp-lookup-input">{t('panel.lookup')}</label>
      <div class="sp-row">
        <input
          id="sp-lookup-input"
          type="text"
          autoComplete="off"
          spellcheck={false}
          value={input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'sp-lookup-error' : undefined}
          onInput={(e) => setInput(e.currentTarget.value)}
        />
        <button type="submit">{t('panel.lookup-open')}</button>
      </div>
      {error && (
        <p id="sp-lookup-error" role="alert" class="error">
          {error}
        </p>
      )}
    </form>
  );
}
