import { t } from '@/lib/i18n/format';
import type { PanelModel } from './panel-model';

/**
 * A quote from a page (context menu, no ticket open) waits here, visible, until the agent picks
 * the ticket it belongs to ("Quote in reply" with that ticket open) or discards it.
 */
export function QuoteCard({ model }: { model: PanelModel }) {
  const quote = model.pendingQuote.value;
  if (!quote) return null;
  const id = model.ticketId.value;
  return (
    <section class="sp-quote" aria-labelledby="sp-quote-title">
      <h2 id="sp-quote-title">{t('quote.waiting')}</h2>
      {quote.text && <blockquote class="sp-quote-text">{quote.text.slice(0, 400)}</blockquote>}
      {quote.attachment && <p class="muted">{t('quote.attachment', { name: quote.attachment.name })}</p>}
      {id === null && <p class="muted">{t('quote.pick')}</p>}
      <p class="sp-row">
        {id !== null && (
          <button type="button" onClick={() => void model.claimQuoteHere()}>
            {t('quote.use')}
            <span class="visually-hidden"> #{id}</span>
          </button>
        )}
        <button type="button" onClick={() => void model.discardQuote()}>
          {t('quote.discard')}
        </button>
      </p>
    </section>
  );
}
