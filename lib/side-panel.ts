import { browser } from 'wxt/browser';
import { readSettings } from './active-workspace';
import { activeWorkspaceIdStorage, panelTicketStorage } from './storage';
import type { Session, WorkerContext } from './worker/context';

/** Firefox's sidebar API; absent from Chrome's types, so it is feature-detected. */
interface SidebarAction {
  open(): Promise<void>;
}

/**
 * Opens the panel as it is (it keeps the ticket it follows). Both browsers only open a panel
 * inside a user gesture, and the gesture is lost at the first `await`: call this FIRST,
 * synchronously, from a click, menu or command handler; pass the window id when known.
 */
export function openPanel(windowId: number | undefined): Promise<void> {
  const api = browser as unknown as { sidePanel?: typeof browser.sidePanel; sidebarAction?: SidebarAction };
  try {
    if (api.sidePanel?.open) {
      return Promise.resolve(
        api.sidePanel.open({ windowId: windowId ?? browser.windows.WINDOW_ID_CURRENT }),
      ).then(() => undefined);
    }
    if (api.sidebarAction?.open) return Promise.resolve(api.sidebarAction.open());
  } catch (error) {
    return Promise.reject(error);
  }
  return Promise.reject(new Error('This browser has no side panel.'));
}

/**
 * Worker: the panel follows `ticketId` (null: it asks for one). Recent is not touched here: the
 * ticket joins it once it has been read (`noteOpened`), so an id that does not exist never does.
 * A ticket of another workspace (a link routed to it) makes that workspace the active one.
 */
export async function showInPanel(session: Session, ticketId: number | null): Promise<void> {
  if (!session.alive()) return;
  if ((await readSettings()).activeWorkspaceId !== session.workspace.id)
    await activeWorkspaceIdStorage.setValue(session.workspace.id);
  await panelTicketStorage.setValue({ scope: session.scope, ticketId, at: Date.now() });
}

/**
 * Worker: opens the side panel (Chrome `sidePanel`, Firefox `sidebarAction`) on `ticketId`. The
 * panel is opened first, synchronously (see `openPanel`); the ticket is stored after.
 */
export function openSidePanel(
  context: WorkerContext,
  ticketId: number | null,
  windowId?: number,
  workspaceId?: string,
): Promise<void> {
  const opening = openPanel(windowId);
  const remember = context.session(workspaceId).then((session) => showInPanel(session, ticketId));
  // The ticket is remembered even when the panel could not open (it is there the next time).
  return Promise.allSettled([opening, remember]).then((results) => {
    for (const result of results) if (result.status === 'rejected') throw result.reason;
  });
}
