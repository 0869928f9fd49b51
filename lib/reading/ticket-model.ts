import { computed, createModel, signal } from '@preact/signals';
import { type AppError, toAppError } from '@/lib/api/errors';
import type { Ticket } from '@/lib/api/schemas';
import { reported } from '@/lib/diagnostics/report';
import { describeError } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { lockHolder } from '@/lib/reading/lock-holder';
import {
  agentStorage,
  type CachedTicket,
  lastSeenStorage,
  type SeenFacts,
  seenFactsStorage,
  ticketCache,
} from '@/lib/storage/read';
import { changeSince } from '@/lib/tickets/ticket-change';
import { orUnknown } from '@/lib/ui/unknown';
import { untilDisposed } from '@/lib/until-disposed';

// One ticket as the panel shows it: from the cache at once, then fresh from the service.

/** A cached copy this young is not fetched again when the panel opens. */
const FRESH_MS = 5_000;
/** Any cached copy is better than a blank panel while the fresh one loads. */
const ANY_CACHED_MS = 7 * 24 * 3600 * 1000;

/**
 * `openedAt`: when the agent asked for the ticket (epoch ms); Recent places it by this time.
 * `scope`: its workspace, to tell what changed since the agent's last look and to follow copies
 * the worker fetches meanwhile (a send's collision check, the watch poll).
 */
const TicketModelOf = createModel(
  (client: ProtocolClient, ticketId: number, openedAt: number, scope?: string) => {
    const ticket = signal<Ticket | null>(null);
    /** The agent's last look before this one (read before this pane marks the ticket seen). */
    const seenBefore = signal<{ at?: string; facts?: SeenFacts } | null>(null);
    const lastLook = scope
      ? Promise.all([lastSeenStorage.get(scope), seenFactsStorage.get(scope)]).then(([times, facts]) => {
          seenBefore.value = { at: times[ticketId], facts: facts[ticketId] };
        })
      : Promise.resolve();
    /** The signed-in agent's e-mail: a lock they hold themselves is not announced (lock-holder.ts). */
    const self = signal('');
    const lock = computed(() => {
      const shown = ticket.value;
      return shown ? lockHolder(shown, self.value) : undefined;
    });
    /** The copy shown was fetched at this time: an older one never replaces it. */
    let shownFetchedAt = 0;
    /**
     * The copy the agent's own look read (the open, a retry, the read-back after their send). A
     * copy the worker brought in by itself (a poll, another pane's check) shows, but never becomes
     * it: what moved between the two is said at once (`sinceOpened`).
     */
    const read = signal<Ticket | null>(null);
    const loading = signal(false);
    const error = signal('');
    /** Why the ticket could not be read (the banner picks its action from the code). */
    const failure = signal<AppError | null>(null);
    /** The path of a category as the worker answered it (null: not in the tree). */
    const categoryPath = signal<{ id: number; names: (string | null)[] | null } | null>(null);
    let pathAskedFor: number | undefined;

    const path = computed(() => {
      const current = ticket.value;
      if (!current) return [];
      const category = current.category;
      const known = categoryPath.value;
      const found =
        known && known.id === category?.id && known.names?.map((name) => orUnknown(name ?? undefined));
      return found || [orUnknown(category?.name)];
    });

    /** Asks the worker for the path of the ticket's category, once per category (a fresh copy may have moved). */
    async function loadPath(id: number | undefined) {
      if (id === undefined || id === pathAskedFor) return;
      pathAskedFor = id;
      try {
        // The worker answers from its cached tree (lib/categories-and-faq/worker/category-cache.ts): a few names, not the tree.
        const { path: names } = await client.call({ op: 'getCategoryPath', categoryId: id });
        if (pathAskedFor === id) categoryPath.value = { id, names }; // not an older ticket's answer
      } catch {
        // The path is a nicety: without it the category shows by its own name.
        if (pathAskedFor === id) pathAskedFor = undefined;
      }
    }

    /** What moved since the agent's last look before this pane: shown under the title. */
    const change = computed(() => {
      const current = ticket.value;
      const before = seenBefore.value;
      return current && before ? changeSince(current, before.at, before.facts) : null;
    });

    /**
     * What moved since the agent's own look (a poll or a send's check brought it in while they
     * read or wrote): shown at once, so what a send compares with is what the panel shows.
     */
    const sinceOpened = computed(() => {
      const current = ticket.value;
      const base = read.value;
      if (!current || !base || current === base) return null;
      return changeSince(current, base.lastThreadElementCreationTime, {
        replyCount: base.replyCount,
        status: base.status,
      });
    });

    /**
     * Shows a copy unless an older one than on screen. `opened`: this pane read it for the agent,
     * who has now seen it; a copy the worker fetched by itself (a poll, a send's check) only
     * updates what shows, and stays flagged in the lists until the agent opens the ticket again.
     */
    function take(entry: CachedTicket, opened = true) {
      // Older than a copy shown: the agent's look still counts (a send then holds rather than goes).
      if (opened) read.value = entry.ticket;
      if (entry.fetchedAt < shownFetchedAt) return;
      shownFetchedAt = entry.fetchedAt;
      ticket.value = entry.ticket;
      void loadPath(entry.ticket.category?.id);
      error.value = '';
      failure.value = null;
      // The worker marks it seen (as of what it cached) and puts it in Recent as opened at
      // `openedAt`: the top, unless the agent has opened another ticket since (this read was slow).
      if (opened)
        void client
          .call({ op: 'noteOpened', ticketId: entry.ticket.id, openedAt })
          .catch(reported('ticket/note-opened'));
    }

    async function load() {
      loading.value = true;
      try {
        await lastLook.catch(reported('ticket/last-look')); // before this look is noted as the last one
        const asked = Date.now();
        const cached = await client.call({ op: 'getTicket', ticketId, maxAgeMs: ANY_CACHED_MS });
        take(cached);
        // Old as of the ask, not of the answer: a copy fetched for this ask (slow on a loaded machine)
        // is fresh, and a second read would make a change a poll brought meanwhile the agent's look.
        if (asked - cached.fetchedAt > FRESH_MS) take(await client.call({ op: 'getTicket', ticketId }));
      } catch (e) {
        // A stale copy stays on screen, with the reason it could not be refreshed.
        error.value = describeError(e);
        failure.value = toAppError(e);
      } finally {
        loading.value = false;
      }
    }

    // Takes the copies the worker stores meanwhile (its header counts move), and the agent it stores
    // with their first token, from now until disposed.
    const learn = (agent: { email: string } | null) => (self.value = agent?.email ?? '');
    if (scope) void agentStorage.get(scope).then(learn, () => undefined);
    if (scope) {
      untilDisposed(() =>
        ticketCache.watch(scope, ticketId, (entry) => {
          if (entry && entry.fetchedAt > shownFetchedAt) take(entry, false);
        }),
      );
      untilDisposed(() => agentStorage.watch(scope, learn));
    }

    return {
      /** The id asked for (the heading says it before the ticket is read). */
      ticketId: () => ticketId,
      ticket,
      /** What the agent's own look read (see `read`); null before it answered. */
      readByAgent: () => read.peek(),
      /** The agent was shown what moved (a send held by it, their own send): the copy on screen counts as read. */
      noteShown() {
        read.value = ticket.peek() ?? read.peek();
      },
      change,
      sinceOpened,
      /** Who holds the ticket's lock (lock-holder.ts); undefined: not locked, or by the agent. */
      lock,
      loading,
      error,
      failure,
      path,
      load,
      /**
       * After a send: the ticket the worker read back, or a fresh fetch. What it shows counts as
       * read: the agent's own reply is no news to them.
       */
      async refresh(next?: Ticket) {
        if (next) take({ ticket: next, fetchedAt: Date.now() });
        else
          await client.call({ op: 'getTicket', ticketId }).then(
            (r) => take(r),
            () => load(),
          );
        const now = ticket.peek();
        if (now)
          seenBefore.value = {
            at: now.lastThreadElementCreationTime,
            facts: { replyCount: now.replyCount, status: now.status },
          };
      },
    };
  },
);

export const createTicketModel = (
  client: ProtocolClient,
  ticketId: number,
  openedAt = Date.now(),
  scope?: string,
) => new TicketModelOf(client, ticketId, openedAt, scope);
export type TicketModel = ReturnType<typeof createTicketModel>;
