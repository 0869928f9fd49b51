import type { ReadonlySignal } from '@preact/signals';
import type { Ticket } from '@/lib/api/schemas';
import type { CachedTicket, SeenFacts, TicketListEntry } from '@/lib/storage/read';
import { inboxUrl } from '@/lib/tickets/inbox-link';
import { changeSince, type TicketChange } from '@/lib/tickets/ticket-change';

// A row of the popup's lists, drawn from what ticket-lists-model.ts keeps of storage: the cached
// ticket, what the agent last saw of it, its draft and why it could not be refreshed.

export interface TicketRow {
  id: number;
  /** From the cache at once, then from the refresh; null until either has it. */
  ticket: Ticket | null;
  newActivity: boolean;
  /** What moved since the agent's last look, when it has new activity. */
  change: TicketChange | null;
  /** The ticket in the workspace's web inbox (null: no Inbox link set). */
  inboxUrl: string | null;
  /** A draft of a reply waits on this ticket. */
  hasDraft: boolean;
  /** Why this ticket could not be refreshed (not found, …); the cached copy still shows. */
  problem: string | null;
  /** Watched: it came back from a snooze and the agent has not opened it since. */
  back?: boolean;
}

/** What the rows are drawn from (read inside a `computed`, so the rows follow each). */
interface RowSources {
  cache: ReadonlySignal<ReadonlyMap<number, CachedTicket>>;
  lastSeen: ReadonlySignal<Record<string, string>>;
  seenFacts: ReadonlySignal<Record<string, SeenFacts>>;
  /** The active workspace's Inbox link template (Options). */
  inboxLink: ReadonlySignal<string | undefined>;
  problems: ReadonlySignal<Record<number, string>>;
  draftIds: ReadonlySignal<ReadonlySet<number>>;
}

/** The list's rows: back from snooze first, then those with new activity (each group in the list's order). */
export function toRows(entries: TicketListEntry[], from: RowSources): TicketRow[] {
  const all = entries.map(({ id, back }) => {
    const ticket = from.cache.value.get(id)?.ticket ?? null;
    const change = ticket && changeSince(ticket, from.lastSeen.value[id], from.seenFacts.value[id]);
    return {
      id,
      ticket,
      newActivity: !!change,
      change,
      inboxUrl: inboxUrl(from.inboxLink.value, id),
      hasDraft: from.draftIds.value.has(id),
      problem: from.problems.value[id] ?? null,
      back: !!back,
    };
  });
  const rank = (row: TicketRow) => (row.back ? 0 : row.newActivity ? 1 : 2);
  return all.sort((a, b) => rank(a) - rank(b)); // stable: each group keeps the list's order
}
