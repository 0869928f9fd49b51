import { signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import { readActiveWorkspace } from '@/lib/active-workspace';
import type { ProtocolClient } from '@/lib/messaging/client';
import { openPanel as openPanelNow } from '@/lib/side-panel';
import { createCategoriesModel } from './categories-model';
import { createConnectionModel } from './connection-model';
import { createFaqModel, faqLanguage } from './faq-model';
import { createLookupModel } from './lookup-model';
import { createTicketListsModel } from './ticket-lists-model';

export interface PopupEnvironment {
  language?: string;
  openPanel?: (ticketId: number, windowId?: number) => Promise<void>;
  openOptions?: () => Promise<void> | void;
}

/** Every model of the popup, wired together; `start` reads storage and returns the cleanup. */
/**
 * Opens the side panel (first, inside the click's user gesture) and has the worker show the ticket.
 */
const panelOpener =
  (client: ProtocolClient) =>
  (ticketId: number, windowId?: number): Promise<void> => {
    const opening = openPanelNow(windowId);
    const showing = client.call({ op: 'showInPanel', ticketId });
    return Promise.all([opening, showing]).then(() => undefined);
  };

export function createPopupModels(client: ProtocolClient, env: PopupEnvironment = {}) {
  const openPanel = env.openPanel ?? panelOpener(client);
  const linkPatterns = signal<readonly string[]>([]);
  // Read at start, so the click handler can pass it to sidePanel.open without an await.
  let windowId: number | undefined;
  const connection = createConnectionModel(client, env.openOptions ? { openOptions: env.openOptions } : {});
  const lists = createTicketListsModel(client);
  const lookup = createLookupModel(client, {
    lists,
    linkPatterns: () => linkPatterns.value,
    openPanel: (ticketId) => openPanel(ticketId, windowId),
  });
  const categories = createCategoriesModel(client);
  const faq = createFaqModel(client, env.language ?? faqLanguage());

  function start(): () => void {
    const stopLists = lists.start();
    void connection.refresh();
    void readActiveWorkspace().then(({ workspace }) => {
      linkPatterns.value = workspace.linkPatterns;
    });
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

  return { connection, lists, lookup, categories, faq, start };
}
export type PopupModels = ReturnType<typeof createPopupModels>;
