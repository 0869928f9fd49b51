import { serialized } from '@/lib/storage/collection';
import { type PendingQuote, pendingQuoteStorage } from '@/lib/storage/items';

/**
 * The one way the worker changes the quote slot ("Quote in reply" waiting for a ticket): each
 * change reads the slot and writes it in one serialized step, so a quote stored while another is
 * claimed or discarded is never wiped by that change. `change` answers the slot's next value
 * (`undefined`: unchanged) and what the caller gets back.
 */
export function changeQuoteSlot<T>(
  change: (quote: PendingQuote | null) => Promise<{ next?: PendingQuote | null; answer: T }>,
): Promise<T> {
  return serialized(pendingQuoteStorage.key, async () => {
    const { next, answer } = await change(await pendingQuoteStorage.getValue());
    if (next !== undefined) await pendingQuoteStorage.setValue(next);
    return answer;
  });
}
