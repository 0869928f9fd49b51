import { computed, signal } from '@preact/signals';
import type { Ticket } from '@/lib/api/schemas';
import type { ProtocolClient } from '@/lib/messaging/client';
import { parseTicketRef } from '@/lib/tickets/ticket-ref';
import { lookupErrorSentence, malformedInput } from './lookup-errors';
import type { TicketListsModel } from './ticket-lists-model';

export interface LookupDeps {
  lists: Pick<TicketListsModel, 'noteOpened' | 'watchedIds' | 'setWatch'>;
  /** Extra ticket-link patterns from the settings. */
  linkPatterns?: () => readonly string[];
  /** Opens the side panel on a ticket; must be called inside the click (user gesture). */
  openPanel: (ticketId: number) => Promise<void>;
}

/** "What is the state of ticket N?": the field, the card, and the sentences for what went wrong. */
export function createLookupModel(client: ProtocolClient, deps: LookupDeps) {
  const input = signal('');
  const ticket = signal<Ticket | null>(null);
  const error = signal<string | null>(null);
  const busy = signal(false);
  const watched = computed(() => (ticket.value ? deps.lists.watchedIds.value.has(ticket.value.id) : false));
  let latest = 0;

  /** Opens what the field holds; malformed input is answered at once, with no request. */
  async function submit(): Promise<void> {
    const ticketId = parseTicketRef(input.value, deps.linkPatterns?.() ?? []);
    if (ticketId === null) {
      latest++;
      busy.value = false;
      ticket.value = null;
      error.value = malformedInput();
      return;
    }
    await open(ticketId);
  }

  /** Fetches the ticket fresh; the newest request wins when the agent types faster than the API. */
  async function open(ticketId: number): Promise<void> {
    const call = ++latest;
    busy.value = true;
    error.value = null;
    try {
      const result = await client.call({ op: 'getTicket', ticketId });
      if (call !== latest) return;
      ticket.value = result.ticket;
      await deps.lists.noteOpened(result.ticket);
    } catch (failure) {
      if (call !== latest) return;
      ticket.value = null;
      error.value = lookupErrorSentence(failure, ticketId);
    } finally {
      if (call === latest) busy.value = false;
    }
  }

  /** Synchronous up to the panel call, so the click's user gesture reaches `sidePanel.open`. */
  function replyInPanel(): Promise<void> {
    const current = ticket.value;
    if (!current) return Promise.resolve();
    return deps.openPanel(current.id).catch(() => {
      error.value = 'The side panel could not be opened. Open it from the browser toolbar, then try again.';
    });
  }

  async function toggleWatch(): Promise<void> {
    const current = ticket.value;
    if (current) await deps.lists.setWatch(current.id, !watched.value);
  }

  return { input, ticket, error, busy, watched, submit, open, replyInPanel, toggleWatch };
}
export type LookupModel = ReturnType<typeof createLookupModel>;
