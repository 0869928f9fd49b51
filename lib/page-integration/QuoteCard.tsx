import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import type { PendingQuote } from '@/lib/storage/items';
import type { PanelModel } from '@/lib/tickets/panel-model';
import './quote-card.css';

/** How long the note of a quote placed in the open ticket stays (Discard works while it shows). */
const PLACED_NOTE_MS = 20_000;

/**
 * A quote from a page (context menu). It goes where the agent means: when the page named another
 * ticket than the open one, the card asks which (the page's first); with no ticket open it waits
 * until the agent picks one; placed in the open ticket, it says which, with Discard.
 */
export function QuoteCard({ model }: { model: PanelModel }) {
  const quote = model.pendingQuote.value;
  if (!quote) return null;
  if (quote.placedIn !== undefined) return <PlacedNote quote={quote} model={model} />;
  const id = model.ticketId.value;
  const page = quote.pageTicketId;
  const targets = [page, id].filter((t, i, all): t is number => t != null && all.indexOf(t) === i);
  // A link to attach ("Attach link to reply") and no text: said as what it is, not as a quote.
  const link = !quote.text && quote.attachment;
  return (
    <section class="sp-quote" aria-labelledby="sp-quote-title">
      <h2 id="sp-quote-title">{link ? t('attach.waiting') : t('quote.waiting')}</h2>
      {quote.text && <blockquote class="sp-quote-text">{quote.text.slice(0, 400)}</blockquote>}
      {link && <p class="sp-quote-text">{quote.attachment?.name}</p>}
      {quote.attachment && !link && (
        <p class="muted">{t('quote.attachment', { name: quote.attachment.name })}</p>
      )}
      {page !== undefined && id !== null && id !== page && <p>{t('quote.which', { page, open: id })}</p>}
      {targets.length === 0 && <p class="muted">{link ? t('attach.pick') : t('quote.pick')}</p>}
      <p class="sp-row">
        {page === undefined && id !== null ? (
          <button type="button" onClick={() => void model.claimQuoteInto(id)}>
            {link ? t('attach.use') : t('quote.use')}
            <span class="visually-hidden"> #{id}</span>
          </button>
        ) : (
          targets.map((target) => (
            <button type="button" key={target} onClick={() => void model.claimQuoteInto(target)}>
              {link ? t('attach.into', { id: target }) : t('quote.into', { id: target })}
            </button>
          ))
        )}
        <button type="button" onClick={() => void model.discardQuote()}>
          {t('quote.discard')}
        </button>
      </p>
    </section>
  );
}

/** "Quoted into #4478900" with Discard, for a while after the quote went into the open ticket. */
function PlacedNote({ quote, model }: { quote: PendingQuote; model: PanelModel }) {
  const [shown, setShown] = useState(() => Date.now() - quote.at < PLACED_NOTE_MS);
  useEffect(() => {
    const left = PLACED_NOTE_MS - (Date.now() - quote.at);
    if (left <= 0) return;
    setShown(true);
    const timer = setTimeout(() => setShown(false), left);
    return () => clearTimeout(timer);
  }, [quote.at]);
  if (!shown) return null;
  return (
    <div class="sp-toast sp-toast-info sp-quote-placed" role="status">
      <p>
        {!quote.text && quote.attachment
          ? t('attach.placed', { id: quote.placedIn as number, name: quote.attachment.name })
          : t('quote.placed', { id: quote.placedIn as number })}
      </p>
      <div class="sp-toast-actions">
        <button type="button" onClick={() => void model.discardQuote()}>
          {t('quote.discard')}
        </button>
      </div>
    </div>
  );
}
