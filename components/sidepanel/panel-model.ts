import { signal } from '@preact/signals';
import {
  type ActiveWorkspace,
  readActiveWorkspace,
  readSettings,
  watchActiveWorkspace,
} from '@/lib/active-workspace';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { type PanelTicket, type PendingQuote, panelTicketStorage, pendingQuoteStorage } from '@/lib/storage';
import { parseTicketRef } from '@/lib/tickets/ticket-ref';
import { ownLinkPatterns, workspaceOfLink } from '@/lib/tickets/workspace-links';
import { scopeOf } from '@/lib/workspace';

// Which ticket the panel shows. `panelTicketStorage` is the one source (the worker writes it for
// the popup, the context menu and the panel's own "Ticket ID or link" field); the panel follows it,
// within the active workspace only: a ticket of another workspace is never shown here.

export type PanelModel = ReturnType<typeof createPanelModel>;

export function createPanelModel(client: ProtocolClient) {
  const ticketId = signal<number | null>(null);
  const scope = signal<string | null>(null);
  const ready = signal(false);
  const lookupError = signal('');
  /** A quote from a page waiting for the agent to pick its ticket (this workspace only). */
  const pendingQuote = signal<PendingQuote | null>(null);
  /** The workspace's web inbox link template (Options). */
  const inboxLink = signal<string | undefined>(undefined);
  let linkPatterns: readonly string[] = [];
  let panel: PanelTicket | null = null;
  let quote: PendingQuote | null = null;
  /** When the agent asked for the ticket the panel follows (Recent places it by this time). */
  let openedAt = Date.now();

  const show = () => {
    ticketId.value = panel && panel.scope === scope.value ? panel.ticketId : null;
    pendingQuote.value = quote && quote.scope === scope.value ? quote : null;
  };
  const useWorkspace = (active: ActiveWorkspace) => {
    scope.value = active.scope;
    linkPatterns = ownLinkPatterns(active.workspace);
    inboxLink.value = active.workspace.inboxLink;
    show();
  };

  /** A waiting quote never follows a ticket by itself: the agent picks its ticket on the card. */
  function follow(next: PanelTicket | null) {
    const same = next?.ticketId === panel?.ticketId && next?.scope === panel?.scope;
    openedAt = next?.at ?? (same ? openedAt : Date.now());
    panel = next;
    show();
    lookupError.value = '';
  }

  /** What changed after `start` began reading (its reads may be older than these). */
  const changed = { panel: false, quote: false, active: false };

  async function start() {
    const [active, initial, waiting] = await Promise.all([
      readActiveWorkspace(),
      panelTicketStorage.getValue(),
      pendingQuoteStorage.getValue(),
    ]);
    // A change that arrived while these were read is newer than what was read: keep it.
    if (!changed.quote) quote = waiting;
    if (!changed.active) useWorkspace(active);
    else show();
    if (!changed.panel) follow(initial);
    ready.value = true;
  }

  return {
    ticketId,
    scope,
    ready,
    lookupError,
    pendingQuote,
    inboxLink,
    /**
     * When the agent asked for the ticket the panel follows now (the worker's time of the request;
     * else when the panel learned of it). A pane takes it when it is created: one that notes its
     * ticket late still places it in Recent by this time.
     */
    openedAt: () => openedAt,
    /** Starts following the stored ticket; returns the cleanup. */
    start() {
      void start();
      const stops = [
        panelTicketStorage.watch((next) => {
          changed.panel = true;
          follow(next);
        }),
        pendingQuoteStorage.watch((next) => {
          changed.quote = true;
          quote = next;
          show();
        }),
        watchActiveWorkspace((active) => {
          changed.active = true;
          useWorkspace(active);
        }),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },
    /** The "Ticket ID or link" field: an id, "#id", "ticket id", or a ticket link. */
    async open(input: string) {
      // A link in another workspace's own form opens there (and makes that workspace active).
      const other = workspaceOfLink(input, (await readSettings()).workspaces);
      const otherScope = other ? scopeOf(other) : null;
      if (other && otherScope && otherScope !== scope.value) {
        const id = parseTicketRef(input, ownLinkPatterns(other));
        if (id !== null) {
          await client.call({ op: 'showInPanel', scope: otherScope, ticketId: id });
          return true;
        }
      }
      const id = parseTicketRef(input, linkPatterns);
      if (id === null) {
        lookupError.value = input.trim()
          ? t('panel.not-a-ticket', { input: input.trim().slice(0, 80) })
          : t('panel.enter-a-ticket');
        return false;
      }
      if (scope.value) follow({ scope: scope.value, ticketId: id });
      await client.call({ op: 'showInPanel', ticketId: id });
      return true;
    },
    /**
     * The agent picked the ticket for the waiting quote: it goes into its draft, and the panel
     * shows that ticket (the page's, when it is not the one open).
     */
    async claimQuoteInto(id: number) {
      await client.call({ op: 'claimQuote', ticketId: id });
      if (id !== ticketId.value) await client.call({ op: 'showInPanel', ticketId: id });
    },
    async discardQuote() {
      await client.call({ op: 'discardQuote' });
    },
  };
}
