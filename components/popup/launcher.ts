import { browser } from 'wxt/browser';
import { toActive } from '@/lib/active-workspace';
import type { ProtocolClient } from '@/lib/messaging/client';
import { openPanel as openPanelNow } from '@/lib/side-panel';
import type { Settings } from '@/lib/storage';
import { ownLinkPatterns, workspaceOfLink } from '@/lib/tickets/workspace-links';
import { scopeOf } from '@/lib/workspace';
import { createLaunchModel } from './launch-model';
import type { LaunchState } from './launch-state';
import { type PageTicket, type ReadTab, readActiveTab, ticketOnPage } from './page-ticket';

// Loaded with import() once the popup's rows have drawn (popup-models.ts): what opens a ticket
// (reading ids and links, routing another workspace's link, the side panel) and what finds the
// ticket of the page under the popup. None of it is needed to draw the popup.

export interface LauncherDeps {
  /** The settings as the popup read them: the active workspace's link forms, the others' routes. */
  settings: Settings;
  openPanel?: (ticketId: number, windowId?: number, scope?: string) => Promise<void>;
  close?: () => void;
  /** The popup's window, read at start, so the click handler can pass it without an await. */
  windowId: () => number | undefined;
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

/** The popup's launcher over `state` (the field the popup drew before this module loaded). */
export function createLauncher(client: ProtocolClient, state: LaunchState, deps: LauncherDeps) {
  const { settings } = deps;
  const openPanel = deps.openPanel ?? panelOpener(client);
  const linkPatterns = ownLinkPatterns(toActive(settings).workspace);
  // A pasted link of another workspace opens there.
  const routeLink = (input: string) => {
    const own = workspaceOfLink(input, settings.workspaces);
    const scope = own && scopeOf(own);
    if (!own || !scope || own.id === settings.activeWorkspaceId) return null;
    return { scope, patterns: ownLinkPatterns(own) };
  };
  return createLaunchModel(
    client,
    {
      linkPatterns: () => linkPatterns,
      routeLink,
      openPanel: (ticketId, scope) =>
        scope ? openPanel(ticketId, deps.windowId(), scope) : openPanel(ticketId, deps.windowId()),
      close: deps.close ?? closeToolbarPopup,
    },
    state,
  );
}

/** The ticket of the tab the popup was opened over, under the active workspace's link forms. */
export async function findPageTicket(
  settings: Settings,
  readTab: ReadTab = readActiveTab,
): Promise<PageTicket | null> {
  return ticketOnPage(await readTab(), toActive(settings).workspace.linkPatterns);
}
