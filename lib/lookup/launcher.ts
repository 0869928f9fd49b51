import { browser } from 'wxt/browser';
import type { ProtocolClient } from '@/lib/messaging/client';
import { type Settings, type SettingsFollower, toActive } from '@/lib/settings/read';
import { scopeOf } from '@/lib/settings/workspace';
import { openPanel as openPanelNow } from '@/lib/tickets/open-panel';
import { ownLinkPatterns, workspaceOfLink } from '@/lib/tickets/workspace-links';
import { createLaunchModel } from './launch-model';
import type { LaunchState } from './launch-state';
import { type PageTicket, type ReadTab, readActiveTab, ticketOnPage } from './page-ticket';

// Loaded with import() once the popup's rows have drawn (popup-models.ts): what opens a ticket
// (reading ids and links, routing another workspace's link, the side panel) and what finds the
// ticket of the page under the popup. None of it is needed to draw the popup.

export interface LauncherDeps {
  /** The popup's follower of the settings: the active workspace's link forms, the others' routes. */
  settings: SettingsFollower;
  openPanel?: (ticketId: number, windowId?: number, scope?: string, route?: boolean) => Promise<void>;
  close?: () => void;
  /** The popup's window, read at start, so the click handler can pass it without an await. */
  windowId: () => number | undefined;
}

/**
 * Opens the side panel (first, inside the click's user gesture) and has the worker show the ticket.
 */
const panelOpener =
  (client: ProtocolClient) =>
  (ticketId: number, windowId?: number, scope?: string, route?: boolean): Promise<void> => {
    const opening = openPanelNow(windowId);
    // A routed link (another workspace's own form): the worker shows it there and makes that
    // workspace active, in one step.
    const showing = client.call({
      op: 'showInPanel',
      ticketId,
      ...(scope ? { scope } : {}),
      ...(route ? { route } : {}),
    });
    return Promise.all([opening, showing]).then(() => undefined);
  };

/** Closes the toolbar popup; the same page opened as a tab (tests, a pinned popup) stays. */
function closeToolbarPopup(): void {
  const api = browser as unknown as { extension?: { getViews?(q: { type: string }): Window[] } };
  if (api.extension?.getViews?.({ type: 'popup' }).includes(window)) window.close();
}

/** The popup's launcher over `state` (the field the popup drew before this module loaded). */
export function createLauncher(client: ProtocolClient, state: LaunchState, deps: LauncherDeps) {
  const openPanel = deps.openPanel ?? panelOpener(client);
  /** The settings as they are now (the follower has them before this module loads). */
  const settings = () => deps.settings.current()?.settings;
  // A pasted link of another workspace opens there.
  const routeLink = (input: string) => {
    const now = settings();
    const own = now && workspaceOfLink(input, now.workspaces);
    const scope = own && scopeOf(own);
    if (!now || !own || !scope || own.id === toActive(now).workspace.id) return null;
    return { scope, patterns: ownLinkPatterns(own) };
  };
  const active = () => {
    const now = settings();
    return now ? toActive(now) : null;
  };
  return createLaunchModel(
    client,
    {
      linkPatterns: () => {
        const now = active();
        return now ? ownLinkPatterns(now.workspace) : [];
      },
      routeLink,
      activeScope: () => active()?.scope ?? null,
      openPanel: (ticketId, scope, route) =>
        route
          ? openPanel(ticketId, deps.windowId(), scope, true)
          : scope
            ? openPanel(ticketId, deps.windowId(), scope)
            : openPanel(ticketId, deps.windowId()),
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
