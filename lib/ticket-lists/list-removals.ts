import { signal } from '@preact/signals';
import { t } from '@/lib/i18n/format';
import { type ProtocolClient, scopedClient } from '@/lib/messaging/client';
import type { ListName } from '@/lib/tickets/worker/ticket-lists';
import type { ListUndo } from './list-undo';

// Taking rows out of the popup's lists (remove, clear, discard a draft), each with its Undo.

/** The workspace the popup shows (ticket-lists-model.ts follows it). */
interface Shown {
  /** Settles once the active workspace is known. */
  known: Promise<void>;
  scope: () => string | null;
}

export function createListRemovals(client: ProtocolClient, shown: Shown) {
  /** Undo of the last removal: loaded with import() at the first removal (list-undo.ts). */
  const undo = signal<ListUndo | null>(null);
  let undoLoading: Promise<ListUndo> | null = null;
  const listUndo = () =>
    (undoLoading ??= import('./list-undo').then((module) => (undo.value = module.createListUndo(client))));

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
    const [result, offers] = await Promise.all([take(scopedClient(client, within)), listUndo()]);
    offer(offers, within, result);
    offers.keepOnly(shown.scope()); // switched while it ran: nothing to offer here
  }

  return {
    undo,
    /** Takes the row out; `undo` puts it back while its notice shows. */
    remove: (list: ListName, ticketId: number) =>
      removing(
        (scoped) => scoped.call({ op: 'removeFromList', list, ticketIds: [ticketId] }),
        (offers, within, { removed }) =>
          offers.offer(within, list, removed, t('lists.removed', { id: ticketId })),
      ),
    /** Discards the ticket's local draft (a Drafts row); `undo` brings it back exactly. */
    discardDraft: (ticketId: number) =>
      removing(
        (scoped) => scoped.call({ op: 'discardDraft', ticketId }),
        (offers, within, { draft }) =>
          offers.offerDrafts(within, draft ? [draft] : [], t('lists.draft-discarded', { id: ticketId })),
      ),
    /** Empties the list; `undo` puts every row back while its notice shows. */
    clear: (list: ListName) =>
      removing(
        (scoped) => scoped.call({ op: 'clearList', list }),
        (offers, within, { removed }) =>
          offers.offer(within, list, removed, t('lists.cleared', { count: removed.length })),
      ),
  };
}
