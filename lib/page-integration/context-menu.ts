import { browser } from 'wxt/browser';
import { type MessageKey, t } from '../i18n/format';
import { openSidePanel, showInPanel } from '../side-panel';
import { appendToDraft, setPendingQuote } from '../tickets/drafts';
import type { WorkerContext } from '../worker/context';
import { ATTACH_MENU_ID, type MenuClick, REPLY_MENU_ID, resolveMenuTarget } from './menu-target';

type MenuContext = 'link' | 'selection' | 'image' | 'page';

const MENUS: { id: string; title: MessageKey; contexts: [MenuContext, ...MenuContext[]] }[] = [
  { id: REPLY_MENU_ID, title: 'menu.reply-in-ticket', contexts: ['link', 'selection', 'image', 'page'] },
  { id: ATTACH_MENU_ID, title: 'menu.attach-link', contexts: ['link', 'image'] },
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
      for (const menu of MENUS) browser.contextMenus.create({ ...menu, title: t(menu.title) });
    });
  return making;
}

/**
 * A click on one of our menu items. The side panel opens FIRST, synchronously: the click's user
 * gesture is lost at the first `await`. The first guess of the ticket uses the built-in link
 * patterns (no storage read needed); the agent's own patterns are applied right after, and
 * correct the panel's ticket when they find another one.
 */
export function handleMenuClick(
  context: WorkerContext,
  click: MenuClick,
  tab?: { windowId?: number },
): Promise<void> {
  if (click.menuItemId !== REPLY_MENU_ID && click.menuItemId !== ATTACH_MENU_ID) return Promise.resolve();
  const guess = resolveMenuTarget(click, []);
  const opening = openSidePanel(context, guess.ticketId, tab?.windowId).catch((error: unknown) => {
    // No gesture (or no panel in this browser): the ticket and the quote still wait in storage.
    console.warn('Sidedesk: the side panel did not open.', error instanceof Error ? error.message : '');
  });
  return (async () => {
    await opening;
    const session = await context.session();
    const target = resolveMenuTarget(click, session.workspace.linkPatterns);
    if (target.ticketId !== guess.ticketId) await showInPanel(session, target.ticketId);
    if (!target.quote && !target.attachment) return;
    if (target.ticketId !== null)
      await appendToDraft(session, target.ticketId, target.quote, target.attachment);
    else await setPendingQuote(session, target.quote, target.attachment);
  })();
}
