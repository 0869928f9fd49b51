import { browser } from 'wxt/browser';
import { expected, reported } from '@/lib/diagnostics/report';
import { loadSettingsLanguage } from '@/lib/settings/language';
import { currentState } from '@/lib/settings/worker/store';
import { ticketCache } from '@/lib/storage/items';
import { openSidePanel } from '@/lib/tickets/worker/open-side-panel';
import { markSeen } from '@/lib/tickets/worker/ticket-lists';
import type { WorkerContext } from '@/lib/worker/context';
import { notificationText, type TicketNews } from './notification-text';

// Optional desktop notifications for watched tickets. `notifications` is an optional permission,
// asked for from the Options page; until it is granted Chrome does not even define the API, so
// every use is feature-detected and the click listener is added once the permission arrives.
// Firefox shows no notification buttons: the click itself does everything.

const PREFIX = 'sidedesk-ticket-';

/** The extension's icon (public/icon): Chrome requires an icon for a basic notification. */
const iconUrl = () => browser.runtime.getURL('/icon/128.png');

/** `sidedesk-ticket-<id>`, or `sidedesk-ticket-<workspace id>/<id>` for a workspace's ticket. */
export const notificationIdFor = (ticketId: number, workspaceId?: string) =>
  `${PREFIX}${workspaceId ? `${workspaceId}/` : ''}${ticketId}`;

/** The ticket (and its workspace, when named) a notification is about. */
function notificationTarget(notificationId: string): { ticketId: number; workspaceId?: string } | null {
  if (!notificationId.startsWith(PREFIX)) return null;
  const rest = notificationId.slice(PREFIX.length);
  const slash = rest.lastIndexOf('/');
  const id = Number(rest.slice(slash + 1));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return slash > 0 ? { ticketId: id, workspaceId: rest.slice(0, slash) } : { ticketId: id };
}

/** Takes the workspace's notifications off the screen (a sign-out, a removed workspace). */
export async function clearNotificationsOf(workspaceId: string): Promise<void> {
  const api = notificationsApi();
  if (!api) return;
  const shown = await api.getAll().catch(reported('notifications/list', {}));
  const ofIt = Object.keys(shown).filter((id) => notificationTarget(id)?.workspaceId === workspaceId);
  await Promise.all(ofIt.map((id) => api.clear(id)));
}

function notificationsApi() {
  return (browser as unknown as { notifications?: typeof browser.notifications }).notifications;
}

async function notificationsAllowed(): Promise<boolean> {
  if (!notificationsApi()) return false;
  return browser.permissions
    .contains({ permissions: ['notifications'] })
    .catch(reported('notifications/permission', false));
}

interface PanelContext {
  contextType: string;
  documentUrl?: string;
  tabId?: number;
  windowId?: number;
}

interface PanelApis {
  runtime: { getContexts?: (filter: object) => Promise<PanelContext[]> };
  sidebarAction?: { isOpen?: (details: object) => Promise<boolean> };
}

/** The open side panel (Firefox: the sidebar), or the panel page open in a tab; null when none is. */
async function openPanelView(): Promise<{ tabId?: number; windowId?: number } | null> {
  const api = browser as unknown as PanelApis;
  const page = browser.runtime.getURL('/sidepanel.html');
  const [sidebar, contexts] = await Promise.all([
    attempt(() => api.sidebarAction?.isOpen?.({}), false),
    attempt(() => api.runtime.getContexts?.({}), []),
  ]);
  if (sidebar === true) return {};
  const panel = (contexts ?? []).find((c) => c.contextType === 'SIDE_PANEL');
  if (panel) return {};
  const tab = (contexts ?? []).find((c) => c.documentUrl?.startsWith(page) && c.tabId !== undefined);
  return tab ? { tabId: tab.tabId, windowId: tab.windowId } : null;
}

/** Whether the side panel (Firefox: the sidebar; or the panel page in a tab) is open now. */
const panelOpen = async () => (await openPanelView()) !== null;

/**
 * Shows the panel page, which follows the stored view, when the browser would not open its side
 * panel: Firefox opens the sidebar only inside user input, and a notification click is none there
 * (its `onClicked` carries no user input). An open sidebar or side panel already shows the ticket;
 * a panel page open in a tab is brought forward; else the page opens in a new tab.
 */
async function showPanelPage(): Promise<void> {
  const open = await openPanelView();
  if (open && open.tabId === undefined) return;
  const tab =
    open?.tabId !== undefined
      ? await browser.tabs.update(open.tabId, { active: true })
      : await browser.tabs.create({ url: browser.runtime.getURL('/sidepanel.html') });
  const windowId = tab?.windowId ?? open?.windowId;
  if (windowId !== undefined)
    await browser.windows.update(windowId, { focused: true }).catch(expected('tab-gone'));
}

/** What an optional browser API answers, or `fallback` when it is missing or fails. */
async function attempt<T>(call: () => Promise<T> | undefined, fallback: T): Promise<T> {
  try {
    return (await call()) ?? fallback;
  } catch {
    return fallback;
  }
}

/** The ticket an open side panel shows (scope and id), or null. Read from storage, never memory. */
async function ticketOnScreen(): Promise<{ scope: string; ticketId: number } | null> {
  const [open, { panel }] = await Promise.all([panelOpen(), currentState()]);
  return open && panel?.ticketId ? { scope: panel.scope, ticketId: panel.ticketId } : null;
}

/**
 * Tells of the watched tickets that changed in one poll: one notification for one ticket ("#id
 * Title", what changed), one for several ("3 tickets changed", a line each), none for the ticket
 * the open side panel shows. Its id names the (first) ticket, which a click opens. Silently
 * nothing when notifications are not allowed.
 */
export async function notifyChanges(news: readonly TicketNews[], hideTitles = false): Promise<void> {
  const api = notificationsApi();
  if (!news.length || !api || !(await notificationsAllowed())) return;
  const shown = await ticketOnScreen();
  const told = news.filter((one) => !(one.scope === shown?.scope && one.ticket.id === shown.ticketId));
  const [first] = told;
  if (!first) return;
  await loadSettingsLanguage();
  await api
    .create(notificationIdFor(first.ticket.id, first.workspaceId), {
      type: 'basic',
      iconUrl: iconUrl(),
      ...notificationText(told, hideTitles),
    })
    .catch(reported('notifications/show'));
}

/**
 * Opens the ticket in the side panel and counts it as seen. Synchronous up to `openSidePanel`:
 * the click is the gesture where the browser counts it as one (Chrome). Where it does not
 * (Firefox) or the panel cannot open, the panel page shows the ticket (the view is stored first).
 */
export function handleNotificationClick(context: WorkerContext, notificationId: string): Promise<void> {
  const target = notificationTarget(notificationId);
  if (!target) return Promise.resolve();
  const opened = openSidePanel(context, target.ticketId, undefined, target.workspaceId)
    .catch(() => showPanelPage())
    // No window to show it in: the ticket is still set for the next opening.
    .catch(expected('tab-gone'));
  void notificationsApi()?.clear(notificationId);
  const seen = context.session(target.workspaceId).then(async (session) => {
    const cached = await ticketCache.get(session.scope, target.ticketId);
    if (cached) await markSeen(session, cached.ticket);
  });
  return Promise.all([opened, seen.catch(reported('notifications/mark-seen'))]).then(() => undefined);
}

let onClicked: ((id: string) => void) | undefined;

/** Listens for notification clicks if the API is available now; call again when permissions change. */
export function listenToNotificationClicks(context: WorkerContext): void {
  const events = notificationsApi()?.onClicked;
  onClicked ??= (id: string) => void handleNotificationClick(context, id);
  if (events && !events.hasListener(onClicked)) events.addListener(onClicked);
}
