import { computed, signal } from '@preact/signals';
import { orUnknown } from '@/components/common/unknown';
import { type AppError, toAppError } from '@/lib/api/errors';
import type { Category, Ticket } from '@/lib/api/schemas';
import { describeError } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { categoryPath } from './category-path';

// One ticket as the panel shows it: from the cache at once, then fresh from the service.

/** A cached copy this young is not fetched again when the panel opens. */
const FRESH_MS = 5_000;
/** Any cached copy is better than a blank panel while the fresh one loads. */
const ANY_CACHED_MS = 7 * 24 * 3600 * 1000;

export type TicketModel = ReturnType<typeof createTicketModel>;

/** `openedAt`: when the agent asked for the ticket (epoch ms); Recent places it by this time. */
export function createTicketModel(client: ProtocolClient, ticketId: number, openedAt = Date.now()) {
  const ticket = signal<Ticket | null>(null);
  const loading = signal(false);
  const error = signal('');
  /** Why the ticket could not be read (the banner picks its action from the code). */
  const failure = signal<AppError | null>(null);
  const categories = signal<Category[] | null>(null);

  const path = computed(() => {
    const current = ticket.value;
    if (!current) return [];
    const category = current.category;
    const found =
      categories.value && category?.id !== undefined && categoryPath(categories.value, category.id);
    return found || [orUnknown(category?.name)];
  });

  function show(next: Ticket) {
    ticket.value = next;
    error.value = '';
    failure.value = null;
    // The worker marks it seen (as of what it cached) and puts it in Recent as opened at
    // `openedAt`: the top, unless the agent has opened another ticket since (this read was slow).
    void client.call({ op: 'noteOpened', ticketId: next.id, openedAt }).catch(() => undefined);
  }

  async function load() {
    loading.value = true;
    try {
      const cached = await client.call({ op: 'getTicket', ticketId, maxAgeMs: ANY_CACHED_MS });
      show(cached.ticket);
      if (Date.now() - cached.fetchedAt > FRESH_MS) {
        show((await client.call({ op: 'getTicket', ticketId })).ticket);
      }
    } catch (e) {
      // A stale copy stays on screen, with the reason it could not be refreshed.
      error.value = describeError(e);
      failure.value = toAppError(e);
    } finally {
      loading.value = false;
    }
  }

  async function loadCategories() {
    try {
      // The worker keeps the tree cached (lib/worker/category-cache.ts).
      categories.value = (await client.call({ op: 'getCategories' })).categories;
    } catch {
      // The path is a nicety: without the tree the category shows by its own name.
    }
  }

  return {
    ticketId,
    ticket,
    loading,
    error,
    failure,
    categories,
    path,
    load,
    loadCategories,
    /** After a send: the ticket the worker read back, or a fresh fetch. */
    async refresh(next?: Ticket) {
      if (next) show(next);
      else
        await client.call({ op: 'getTicket', ticketId }).then(
          (r) => show(r.ticket),
          () => load(),
        );
    },
  };
}
