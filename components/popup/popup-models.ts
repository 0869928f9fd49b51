import { signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import { readSettings, toActive } from '@/lib/active-workspace';
import type { ProtocolClient } from '@/lib/messaging/client';
import { openPanel as openPanelNow } from '@/lib/side-panel';
import type { Settings } from '@/lib/storage';
import { ownLinkPatterns, workspaceOfLink } from '@/lib/tickets/workspace-links';
import { scopeOf } from '@/lib/workspace';
import { createConnectionModel } from './connection-model';
import type { EarlyRead } from './first-read';
import { createLaunchModel } from './launch-model';
import { type PageTicket, type ReadTab, readActiveTab, ticketOnPage } from './page-ticket';
import { createTicketListsModel } from './ticket-lists-model';

export interface PopupEnvironment {
  language?: string;
  openPanel?: (ticketId: number, windowId?: number, scope?: string) => Promise<void>;
  openOptions?: () => Promise<void> | void;
  /** Reads the tab the popup was opened over (tests pass their own). */
  readTab?: ReadTab;
  /** Closes the popup after a ticket opened in the panel. */
  close?: () => void;
  /** The settings as the page first read them (main.tsx reads them with the language). */
  settings?: Promise<Settings>;
  /** The lists of the workspace shown last, read beside the settings (first-read.ts). */
  early?: EarlyRead | null;
}

/**
 * Opens the side panel (first, inside the click's user gesture) and has the worker show the ticket.
 */
const panelOpener =
  (client: ProtocolClient) =>
  (ticketId: number, windowId?: number, scope?: string): Promise<void> => {
    const opening = openPanelNow(windowId);
    // A ticket of another workspace: the worker shows it there and makes that workspace active.
    const showing = client.call({ op: 'showInPanel', ticketId, ...(scope ? { scope } : {}) });
    return Promise.all([opening, showing]).then(() => undefined);
  };

/** Closes the toolbar popup; the same page opened as a tab (tests, a pinned popup) stays. */
function closeToolbarPopup(): void {
  const api = browser as unknown as { extension?: { getViews?(q: { type: string }): Window[] } };
  if (api.extension?.getViews?.({ type: 'popup' }).includes(window)) window.close();
}

/** Every model of the popup, wired together; `start` reads storage and returns the cleanup. */
export function createPopupModels(client: ProtocolClient, env: PopupEnvironment = {}) {
  const openPanel = env.openPanel ?? panelOpener(client);
  const linkPatterns = signal<readonly string[]>([]);
  const pageTicket = signal<PageTicket | null>(null);
  // Read at start, so the click handler can pass it to sidePanel.open without an await.
  let windowId: number | undefined;
  const connection = createConnectionModel(client, env.openOptions ? { openOptions: env.openOptions } : {});
  const lists = createTicketListsModel(client);
  /** The settings as the popup first reads them, shared by its parts (one read). */
  const firstSettings = env.settings ?? readSettings();
  // The workspaces, read at start: a pasted link of another workspace opens there.
  let settings: Settings | null = null;
  const routeLink = (input: string) => {
    const own = settings && workspaceOfLink(input, settings.workspaces);
    const scope = own && scopeOf(own);
    if (!own || !scope || own.id === settings?.activeWorkspaceId) return null;
    return { scope, patterns: ownLinkPatterns(own) };
  };
  const launch = createLaunchModel(client, {
    linkPatterns: () => linkPatterns.value,
    routeLink,
    openPanel: (ticketId, scope) =>
      scope ? openPanel(ticketId, windowId, scope) : openPanel(ticketId, windowId),
    close: env.close ?? closeToolbarPopup,
  });

  function start(): () => void {
    const stopLists = lists.start(firstSettings, env.early ?? null);
    void connection.refresh();
    const readTab = env.readTab ?? readActiveTab;
    void firstSettings
      .then(async (read) => {
        settings = read;
        const { workspace } = toActive(read);
        linkPatterns.value = ownLinkPatterns(workspace);
        pageTicket.value = ticketOnPage(await readTab(), workspace.linkPatterns);
      })
      .catch(() => undefined);
    void Promise.resolve()
      .then(() => browser.windows.getCurrent())
      .then((window) => {
        windowId = window?.id;
      })
      .catch(() => undefined);
    // Back from signing in (or from Options) in another tab: check the connection again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void connection.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopLists();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }

  return { connection, lists, launch, pageTicket, settings: firstSettings, start };
}
export type PopupModels = ReturnType<typeof createPopupModels>;
