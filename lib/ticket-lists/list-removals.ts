import type { Signal } from '@preact/signals';
import { t } from '@/lib/i18n/format';
import { type ProtocolClient, scopedClient } from '@/lib/messaging/client';
import type { ListName } from '@/lib/tickets/worker/ticket-lists';
import { createListUndo, type ListUndo } from './list-undo';

// Taking rows out of the popup's lists (remove, clear, discard a draft), each with its Undo.

/** The workspace the popup shows (ticket-lists-model.ts follows it). */
interface Shown {
  /** Settles once the active workspace is known. */
  known: Promise<void>;
  scope: () => string | null;
}

/** `undo`: the model's Undo of the last removal, made here at the first removal. */
export function createListRemovals(client: ProtocolClient, shown: Shown, undo: Signal<ListUndo | null>) {
  const listUndo = () => (undo.value ??= createListUndo(client));

  /**
   * Runs a removal in the workspace shown now (a switch meanwhile never redirects it) and offers
   * its Undo for that workspace; `null` when no workspace is shown.
   */
  async function removing<Result>(
    take: (scoped: ProtocolClient) => Promise<Result>,
    offer: (offers: ListUndo, within: string, result: Result) => void,
  ): Promise<void> {
    await shown.known;
    const within = shown.scope();
    if (!within) return;
    const result = await take(scopedClient(client, within));
    const offers = listUndo();
    offer(offers, within, result);
    offers.keepOnly(shown.scope()); // switched while it ran: nothing to offer here
  }

  return {
    remove: (list: ListName, ticketId: number) =>
      removing(
        (scoped) => scoped.call({ op: 'removeFromList', list, ticketIds: [ticketId] }),
        (offers, within, { removed }) =>
          offers.offer(within, list, removed, t('lists.removed', { id: ticketId })),
      ),
    discardDraft: (ticketId: number) =>
      removing(
        (scoped) => scoped.call({ op: 'discardDraft', ticketId }),
        (offers, within, { draft }) =>
          offers.offerDrafts(within, draft ? [draft] : [], t('lists.draft-discarded', { id: ticketId })),
      ),
    clear: (list: ListName) =>
      removing(
        (scoped) => scoped.call({ op: 'clearList', list }),
        (offers, within, { removed }) =>
          offers.offer(within, list, removed, t('lists.cleared', { count: removed.length })),
      ),
  };
}
