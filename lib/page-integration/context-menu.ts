import { browser } from 'wxt/browser';
import { openSidePanel } from '../side-panel';
import { panelTicketStorage, settingsStorage } from '../storage';
import { appendToDraft, setPendingQuote } from '../tickets/drafts';
import { touchRecent } from '../tickets/ticket-lists';
import { ATTACH_MENU_ID, type MenuClick, REPLY_MENU_ID, resolveMenuTarget } from './menu-target';

type MenuContext = 'link' | 'selection' | 'image' | 'page';

const MENUS: { id: string; title: string; contexts: [MenuContext, ...MenuContext[]] }[] = [
  { id: REPLY_MENU_ID, title: 'Reply in ticket', contexts: ['link', 'selection', 'image', 'page'] },
  { id: ATTACH_MENU_ID, title: 'Attach link to reply', contexts: ['link', 'image'] },
];

let making: Promise<void> = Promise.resolve();

/**
 * (Re)makes the menus from scratch. Chrome keeps them across worker and browser restarts, Firefox
 * across browser restarts only for event pages, so this runs on install, update AND browser start.
 * Calls run one after another: two overlapping removeAll/create rounds would create an id twice.
 */
export function createMenus(): Promise<void> {
  making = making
    .catch(() => undefined)
    .then(async () => {
      await browser.contextMenus.removeAll();
      for (const menu of MENUS) browser.contextMenus.create(menu);
    });
  return making;
}

/**
 * A click on one of our menu items. The side panel opens FIRST, synchronously: the click's user
 * gesture is lost at the first `await`. The first guess of the ticket uses the built-in link
 * patterns (no storage read needed); the agent's own patterns are applied right after, and
 * correct the panel's ticket when they find another one.
 */
export function handleMenuClick(click: MenuClick, tab?: { windowId?: number }): Promise<void> {
  if (click.menuItemId !== REPLY_MENU_ID && click.menuItemId !== ATTACH_MENU_ID) return Promise.resolve();
  const guess = resolveMenuTarget(click, []);
  const opening = openSidePanel(guess.ticketId, tab?.windowId).catch((error: unknown) => {
    // No gesture (or no panel in this browser): the ticket and the quote still wait in storage.
    console.warn('Sidedesk: the side panel did not open.', error instanceof Error ? error.message : '');
  });
  return (async () => {
    await opening;
    const { linkPatterns } = await settingsStorage.getValue();
    const target = resolveMenuTarget(click, linkPatterns);
    if (target.ticketId !== guess.ticketId) {
      await panelTicketStorage.setValue(target.ticketId);
      if (target.ticketId !== null) await touchRecent(target.ticketId);
    }
    if (!target.quote && !target.attachment) return;
    if (target.ticketId !== null) await appendToDraft(target.ticketId, target.quote, target.attachment);
    else await setPendingQuote(target.quote, target.attachment);
  })();
}
