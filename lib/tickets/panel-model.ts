import { createModel, signal } from '@preact/signals';
import { describeError, t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { RequestOf } from '@/lib/messaging/protocol';
import {
  followSettings,
  type PanelTicket,
  type SettingsFollower,
  type SettingsState,
  toActive,
} from '@/lib/settings/read';
import { scopeOf } from '@/lib/settings/workspace';
import { type PendingQuote, pendingQuoteStorage } from '@/lib/storage/read';
import { untilDisposed } from '@/lib/until-disposed';
import { learnInboxTemplate } from './inbox-template';
import { countedWorkspaces } from './new-activity';
import { followTeamInboxLink } from './team-inbox-link';
import { parseTicketRef } from './ticket-ref';
import { ownLinkPatterns, workspaceOfLink } from './workspace-links';

// Which ticket the panel shows. The worker's view record is the one source (the active workspace
// and each workspace's panel ticket, written together for the popup, the context menu and the
// panel's own "Ticket ID or link" field); the panel follows it through the settings follower, so
// a ticket of another workspace is never shown here, and switching back shows that workspace's.

const Panel = createModel((client: ProtocolClient, follower?: SettingsFollower) => {
  const ticketId = signal<number | null>(null);
  const scope = signal<string | null>(null);
  const ready = signal(false);
  /** Counts the agent's asks for a ticket (the field, Next, the popup, the menu, a notification). */
  const asked = signal(0);
  const lookupError = signal('');
  /** A quote from a page waiting for the agent to pick its ticket (this workspace only). */
  const pendingQuote = signal<PendingQuote | null>(null);
  /** The workspace's web inbox link template (Options, managed policy, else the team's broker). */
  const inboxLink = signal<string | undefined>(undefined);
  const takeInboxLink = followTeamInboxLink(client, inboxLink);
  /** The workspaces the badge counts (Next looks in each), in the switcher's order. */
  const workspaces = signal<readonly { scope: string; name: string }[]>([]);
  /** Next opened a ticket of another workspace, switching to it: said while that ticket shows. */
  const crossedTo = signal<{ scope: string; ticketId: number; workspace: string } | null>(null);
  /** The active workspace's id (the inbox link offer saves to it). */
  const workspaceId = signal<string | null>(null);
  /** An Inbox link template learnt from a web-inbox ticket link pasted into the lookup field. */
  const pastedInboxLink = signal<string | null>(null);
  /** The agent declined the learnt inbox link: not offered again while the panel is open. */
  const inboxOfferDeclined = signal(false);
  let linkPatterns: readonly string[] = [];
  let settings: SettingsState['settings'] | null = null;
  let panel: PanelTicket | null = null;
  let quote: PendingQuote | null = null;
  /** When the agent asked for the ticket the panel follows (Recent places it by this time). */
  let openedAt = Date.now();

  const show = () => {
    ticketId.value = panel && panel.scope === scope.value ? panel.ticketId : null;
    pendingQuote.value = quote && quote.scope === scope.value ? quote : null;
  };
  const takeState = (state: SettingsState) => {
    settings = state.settings;
    const active = toActive(state.settings);
    scope.value = active.scope;
    linkPatterns = ownLinkPatterns(active.workspace);
    takeInboxLink(active.scope, active.workspace.inboxLink);
    workspaceId.value = active.workspace.id;
    workspaces.value = countedWorkspaces(state.settings.workspaces).map(({ scope, workspace }) => ({
      scope,
      name: workspace.name,
    }));
    follow(state.panel);
  };

  /** A waiting quote never follows a ticket by itself: the agent picks its ticket on the card. */
  function follow(next: PanelTicket | null) {
    const same = next?.ticketId === panel?.ticketId && next?.scope === panel?.scope;
    if (same && next?.at === panel?.at) return show();
    openedAt = next?.at ?? (same ? openedAt : Date.now());
    if (!same && next) asked.value++;
    const crossed = crossedTo.peek();
    // The words of a crossing belong to that opening: another ticket shown ends them.
    if (next && crossed && (crossed.scope !== next.scope || crossed.ticketId !== next.ticketId))
      crossedTo.value = null;
    panel = next;
    show();
    lookupError.value = '';
  }

  /** Asks the worker to show a ticket; a refusal (the workspace is gone) is said under the field. */
  async function shown(request: RequestOf<'showInPanel'>): Promise<boolean> {
    try {
      await client.call(request);
      return true;
    } catch (failure) {
      lookupError.value = describeError(failure);
      return false;
    }
  }

  /** A quote change that arrived while the first read was under way is newer than that read. */
  let quoteChanged = false;
  // Follows the stored ticket from the start (subscribed before the first read) until disposed.
  const source = follower ?? followSettings();
  untilDisposed(() =>
    pendingQuoteStorage.watch((next) => {
      quoteChanged = true;
      quote = next;
      show();
    }),
  );
  untilDisposed(() =>
    source.subscribe((state) => {
      takeState(state);
      ready.value = true;
    }),
  );
  if (!follower) untilDisposed(() => source.stop); // a given follower is its page's to stop
  void pendingQuoteStorage.getValue().then((waiting) => {
    if (quoteChanged) return;
    quote = waiting;
    show();
  });

  return {
    ticketId,
    scope,
    ready,
    asked,
    lookupError,
    pendingQuote,
    inboxLink,
    workspaces,
    crossedTo,
    workspaceId,
    pastedInboxLink,
    inboxOfferDeclined,
    /**
     * When the agent asked for the ticket the panel follows now (the worker's time of the request;
     * else when the panel learned of it). A pane takes it when it is created: one that notes its
     * ticket late still places it in Recent by this time.
     */
    openedAt: () => openedAt,
    /** The "Ticket ID or link" field: an id, "#id", "ticket id", or a ticket link. */
    async open(input: string) {
      // A link in another workspace's own form opens there (and makes that workspace active).
      const other = settings ? workspaceOfLink(input, settings.workspaces) : undefined;
      const otherScope = other ? scopeOf(other) : null;
      if (other && otherScope && otherScope !== scope.value) {
        const id = parseTicketRef(input, ownLinkPatterns(other));
        if (id !== null) {
          asked.value++;
          return shown({ op: 'showInPanel', scope: otherScope, ticketId: id, route: true });
        }
      }
      const id = parseTicketRef(input, linkPatterns);
      pastedInboxLink.value = learnInboxTemplate(input.trim()) ?? pastedInboxLink.value;
      if (id === null) {
        lookupError.value = input.trim()
          ? t('panel.not-a-ticket', { input: input.trim().slice(0, 80) })
          : t('panel.enter-a-ticket');
        return false;
      }
      const here = scope.value;
      if (here) follow({ scope: here, ticketId: id });
      return shown({ op: 'showInPanel', ticketId: id, ...(here ? { scope: here } : {}) });
    },
    /**
     * Next ticket with activity: the panel moves on to `next`, to answer it. One of another
     * workspace than the pane's (`paneScope`) opens there, which becomes the active workspace
     * in the same step; the panel says so while that ticket shows.
     */
    async openNext(paneScope: string, next: { scope: string; ticketId: number }) {
      asked.value++;
      const elsewhere = next.scope !== paneScope;
      const name = workspaces.peek().find((w) => w.scope === next.scope)?.name ?? '';
      crossedTo.value = elsewhere ? { ...next, workspace: name } : null;
      return shown({ op: 'showInPanel', ...next, ...(elsewhere ? { route: true } : {}) });
    },
    /**
     * The agent picked the ticket for the waiting quote: it goes into its draft, and the panel
     * shows that ticket (the page's, when it is not the one open).
     */
    async claimQuoteInto(id: number) {
      await client.call({ op: 'claimQuote', ticketId: id });
      if (id !== ticketId.value) await shown({ op: 'showInPanel', ticketId: id });
    },
    async discardQuote() {
      await client.call({ op: 'discardQuote' });
    },
    /**
     * "Use this inbox link": saves `link` as the active workspace's Inbox link through the worker,
     * the settings' one writer. False for a workspace the organisation pushed (not the agent's to
     * change).
     */
    async saveInboxLink(link: string): Promise<boolean> {
      const workspace = settings?.workspaces.find((w) => w.id === workspaceId.value);
      if (!workspace || workspace.managed) return false;
      const change = {
        workspace: workspace.id,
        field: 'inboxLink',
        from: workspace.inboxLink,
        to: link,
      } as const;
      await client.call({ op: 'changeSettings', changes: [change] });
      return true;
    },
  };
});

export const createPanelModel = (client: ProtocolClient, follower?: SettingsFollower) =>
  new Panel(client, follower);
export type PanelModel = ReturnType<typeof createPanelModel>;
