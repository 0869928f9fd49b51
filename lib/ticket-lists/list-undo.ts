import { signal } from '@preact/signals';
import { describeError } from '@/lib/i18n/format';
import { type ProtocolClient, scopedClient } from '@/lib/messaging/client';
import type { Draft, TicketListEntry } from '@/lib/storage/read';
import type { ListName } from '@/lib/tickets/worker/ticket-lists';

/** How long "Undo" stays offered after a removal. */
const UNDO_MS = 10_000;

/** What was taken out: rows of a list, or drafts discarded from the Drafts tab. */
type UndoOffer = {
  /** What happened, as the notice says it ("Removed #4478950."). */
  said: string;
  /** The workspace scope it was taken from: it goes back there, never into another. */
  scope: string;
} & ({ list: ListName; entries: TicketListEntry[] } | { list: 'drafts'; drafts: Draft[] });

/**
 * The last removal from a list, offered back: removing and clearing answer at once and can be
 * taken back (the worker puts the entries back where they were), instead of asking first.
 */
export type ListUndo = ReturnType<typeof createListUndo>;

export function createListUndo(pageClient: ProtocolClient, undoMs = UNDO_MS) {
  const shown = signal<UndoOffer | null>(null);
  const problem = signal<string | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;

  function set(next: UndoOffer | null) {
    clearTimeout(timer);
    shown.value = next;
    if (next) timer = setTimeout(() => set(null), undoMs);
  }

  return {
    /** The removal that can still be taken back. */
    shown,
    problem,
    /** Offers Undo for `entries` just taken out of `list` in `scope` (nothing taken out: nothing offered). */
    offer(scope: string, list: ListName, entries: TicketListEntry[], said: string) {
      problem.value = null;
      set(entries.length ? { scope, list, entries, said } : null);
    },
    /** Offers Undo for drafts just discarded in `scope` (none: nothing offered). */
    offerDrafts(scope: string, drafts: Draft[], said: string) {
      problem.value = null;
      set(drafts.length ? { scope, list: 'drafts', drafts, said } : null);
    },
    async undo(): Promise<void> {
      const current = shown.value;
      if (!current) return;
      set(null);
      // Into the workspace it came from, whichever is active now (a switch also drops the offer).
      const client = scopedClient(pageClient, current.scope);
      try {
        if (current.list === 'drafts') {
          for (const draft of current.drafts) await client.call({ op: 'restoreDraft', draft });
        } else {
          await client.call({ op: 'restoreToList', list: current.list, entries: current.entries });
        }
      } catch (error) {
        problem.value = describeError(error);
      }
    },
    dismiss: () => set(null),
    /** Drops an offer made in another workspace than `scope` (the popup switched). */
    keepOnly(scope: string | null) {
      if (shown.value && shown.value.scope !== scope) set(null);
    },
  };
}
