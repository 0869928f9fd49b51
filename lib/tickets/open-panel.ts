import { browser } from 'wxt/browser';

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
