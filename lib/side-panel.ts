import { browser } from 'wxt/browser';
import { panelTicketStorage } from './storage';
import { touchRecent } from './tickets/ticket-lists';

/** Firefox's sidebar API; absent from Chrome's types, so it is feature-detected. */
interface SidebarAction {
  open(): Promise<void>;
}

/**
 * Opens the side panel (Chrome `sidePanel`, Firefox `sidebarAction`) on `ticketId`, or on the
 * "which ticket?" prompt when null. Both browsers only open a panel inside a user gesture, and the
 * gesture is lost at the first `await`: so the panel is opened FIRST, synchronously, and only then
 * is the ticket written to storage (the panel follows `panelTicketStorage`). Call it directly from
 * a click, menu or command handler; pass the window id when the caller knows it.
 */
export function openSidePanel(ticketId: number | null, windowId?: number): Promise<void> {
  const opening = openPanel(windowId);
  const remember = (async () => {
    await panelTicketStorage.setValue(ticketId);
    if (ticketId !== null) await touchRecent(ticketId);
  })();
  return Promise.all([opening, remember]).then(() => undefined);
}

/** Opens the panel as it is (it keeps the ticket it follows); same gesture rule as above. */
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
