import { browser } from 'wxt/browser';
import type { WorkerContext } from './worker/context';
import { showInPanel, showInSessionPanel } from './worker/view';

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
 * Worker: opens the side panel (Chrome `sidePanel`, Firefox `sidebarAction`) on `ticketId`, in the
 * workspace `workspaceId` (a routed link: it becomes the active one) or the active one. The panel
 * is opened first, synchronously (see `openPanel`); the ticket is stored after.
 */
export function openSidePanel(
  context: WorkerContext,
  ticketId: number | null,
  windowId?: number,
  workspaceId?: string,
): Promise<void> {
  const opening = openPanel(windowId);
  const remember = workspaceId
    ? context.session(workspaceId).then((session) => showInSessionPanel(session, ticketId, true))
    : showInPanel(ticketId);
  // The ticket is remembered even when the panel could not open (it is there the next time).
  return Promise.allSettled([opening, remember]).then((results) => {
    for (const result of results) if (result.status === 'rejected') throw result.reason;
  });
}
