import { browser } from 'wxt/browser';
import { expected } from '@/lib/diagnostics/report';
import { type MessageKey, t } from '@/lib/i18n/format';
import {
  ATTACH_MENU_ID,
  linksOfClick,
  type MenuClick,
  OPEN_MENU_ID,
  QUOTE_MENU_ID,
  REPLY_MENU_ID,
  resolveMenuTarget,
} from '@/lib/page-integration/menu-target';
import { appendToDraft, setPendingQuote } from '@/lib/sending/drafts';
import { loadSettingsLanguage } from '@/lib/settings/language';
import { currentSettings } from '@/lib/settings/worker/store';
import { showInSessionPanel } from '@/lib/settings/worker/view';
import { activeWorkspace } from '@/lib/settings/workspace';
import { learntInboxLinkStorage } from '@/lib/storage/items';
import { learnInboxTemplate } from '@/lib/tickets/inbox-template';
import { openPanel } from '@/lib/tickets/open-panel';
import { ticketIdFromText } from '@/lib/tickets/ticket-ref';
import { ownLinkPatterns, workspaceForLinks } from '@/lib/tickets/workspace-links';
import type { Session, WorkerContext } from '@/lib/worker/context';

type MenuContext = 'link' | 'selection' | 'image' | 'page';

const MENUS: { id: string; title: MessageKey; contexts: [MenuContext, ...MenuContext[]] }[] = [
  { id: OPEN_MENU_ID, title: 'menu.open-ticket', contexts: ['link', 'selection', 'image', 'page'] },
  { id: QUOTE_MENU_ID, title: 'menu.quote-in-reply', contexts: ['selection', 'link'] },
  { id: ATTACH_MENU_ID, title: 'menu.attach-link', contexts: ['link', 'image'] },
];

let making: Promise<void> = Promise.resolve();

/**
 * (Re)makes the menus from scratch. Chrome keeps them across worker and browser restarts, Firefox
 * across browser restarts only for event pages, so this runs on install, update AND browser start.
 * Also when another language is chosen, so the titles are in it.
 * Calls run one after another: two overlapping removeAll/create rounds would create an id twice.
 */
export function createMenus(): Promise<void> {
  making = making.catch(expected('caller-told')).then(async () => {
    await Promise.all([browser.contextMenus.removeAll(), loadSettingsLanguage(currentSettings())]);
    for (const menu of MENUS) browser.contextMenus.create({ ...menu, title: t(menu.title) });
  });
  return making;
}

/**
 * A click on one of our menu items. The side panel opens FIRST, synchronously: the click's user
 * gesture is lost at the first `await`. Then the link picks the workspace (the one whose own link
 * forms it has, else the active one: lib/tickets/workspace-links.ts), and that workspace's
 * patterns find the ticket.
 */
export function handleMenuClick(
  context: WorkerContext,
  click: MenuClick,
  tab?: { windowId?: number; title?: string },
): Promise<void> {
  if (click.menuItemId === QUOTE_MENU_ID) return quoteInReply(context, click, tab);
  const open = click.menuItemId === OPEN_MENU_ID || click.menuItemId === REPLY_MENU_ID;
  if (!open && click.menuItemId !== ATTACH_MENU_ID) return Promise.resolve();
  // No gesture (or no panel in this browser): the ticket and the quote still wait in storage.
  const opening = openPanel(tab?.windowId).catch(warnNotOpened);
  return (async () => {
    await opening;
    const settings = await context.settings();
    const active = activeWorkspace(settings);
    const workspace = workspaceForLinks(linksOfClick(click), settings.workspaces, active);
    const session = await context.session(workspace.id);
    const target = resolveMenuTarget(click, ownLinkPatterns(session.workspace));
    // "Attach link to reply" on a page that names no ticket: the link goes to the open ticket's
    // draft (the panel stays on it, and says so with Discard); with none open, it waits.
    if (!open && target.ticketId === null && target.attachment) {
      const { panel } = await context.state();
      const shown = panel?.scope === session.scope ? panel.ticketId : null;
      await learnInboxLink(session, click.linkUrl);
      if (shown !== null) await appendToDraft(session, shown, target.quote, target.attachment);
      const placed = shown !== null ? { placedIn: shown } : {};
      return setPendingQuote(session, target.quote, target.attachment, placed);
    }
    // A link in another workspace's own form is routed there: that workspace becomes the active one.
    await showInSessionPanel(session, target.ticketId, workspace.id !== active.id);
    await learnInboxLink(session, click.linkUrl);
    // "Open ticket in Sidedesk" opens, and never quotes (a selected number is the ticket, not text).
    if (open || (!target.quote && !target.attachment)) return;
    if (target.ticketId !== null)
      await appendToDraft(session, target.ticketId, target.quote, target.attachment);
    else await setPendingQuote(session, target.quote, target.attachment);
  })();
}

/** A right-clicked link of the web inbox teaches its community; Options suggests the Inbox link from it. */
async function learnInboxLink(session: Session, link: string | undefined): Promise<void> {
  const learnt = link ? learnInboxTemplate(link) : null;
  if (learnt && session.alive()) await learntInboxLinkStorage.set(session.scope, learnt);
}

const warnNotOpened = (error: unknown) =>
  console.warn('Sidedesk: the side panel did not open.', error instanceof Error ? error.message : '');

/**
 * "Quote in reply": a quote never lands in a ticket the agent did not mean. When the page (its
 * URL, title or the selection) names a ticket other than the one open in the panel, the panel
 * asks which (Quote into #page / Quote into #open); with none open, it waits there until the agent
 * picks. Otherwise it goes into the open ticket's draft, and the panel says which, with Discard.
 */
function quoteInReply(
  context: WorkerContext,
  click: MenuClick,
  tab?: { windowId?: number; title?: string },
): Promise<void> {
  const opening = openPanel(tab?.windowId).catch(warnNotOpened); // first: the gesture ends at an await
  return (async () => {
    await opening;
    const text = (click.selectionText ?? '').trim().slice(0, 20_000) || (click.linkUrl ?? '');
    if (!text) return;
    const session = await context.session();
    const { panel } = await context.state();
    const open = panel?.scope === session.scope ? panel.ticketId : null;
    const named =
      resolveMenuTarget(click, ownLinkPatterns(session.workspace)).ticketId ??
      (tab?.title ? ticketIdFromText(tab.title) : null);
    if (named !== null && named !== open) {
      await setPendingQuote(session, text, undefined, { pageTicketId: named });
    } else if (open !== null) {
      await appendToDraft(session, open, text);
      await setPendingQuote(session, text, undefined, { placedIn: open });
    } else await setPendingQuote(session, text);
  })();
}
