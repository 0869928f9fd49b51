import { browser } from 'wxt/browser';
import type { Ticket } from '../../api/schemas';
import { t } from '../../i18n/format';
import { loadSettingsLanguage } from '../../i18n/settings-language';
import { openSidePanel } from '../../lookup/worker/open-side-panel';
import type { WorkerContext } from '../../worker/context';

// Optional desktop notifications for watched tickets. `notifications` is an optional permission,
// asked for from the Options page; until it is granted Chrome does not even define the API, so
// every use is feature-detected and the click listener is added once the permission arrives.

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

function notificationsApi() {
  return (browser as unknown as { notifications?: typeof browser.notifications }).notifications;
}

async function notificationsAllowed(): Promise<boolean> {
  if (!notificationsApi()) return false;
  return browser.permissions.contains({ permissions: ['notifications'] }).catch(() => false);
}

/** One notification per ticket (a newer one replaces it); silently nothing when not allowed. */
export async function notifyNewActivity(tickets: readonly Ticket[], workspaceId?: string): Promise<void> {
  const api = notificationsApi();
  if (!tickets.length || !api || !(await notificationsAllowed())) return;
  await loadSettingsLanguage();
  await Promise.all(
    tickets.map((ticket) =>
      api
        .create(notificationIdFor(ticket.id, workspaceId), {
          type: 'basic',
          iconUrl: iconUrl(),
          title: t('notification.new-activity', { id: ticket.id }),
          message: ticket.title ?? t('notification.title-unknown'),
        })
        .catch(() => undefined),
    ),
  );
}

/** Opens the ticket in the side panel. Synchronous up to `openSidePanel`: the click is the gesture. */
export function handleNotificationClick(context: WorkerContext, notificationId: string): Promise<void> {
  const target = notificationTarget(notificationId);
  if (!target) return Promise.resolve();
  const opened = openSidePanel(context, target.ticketId, undefined, target.workspaceId).catch(() => {
    // The panel could not open (no window focused): the ticket is still set for the next opening.
  });
  void notificationsApi()?.clear(notificationId);
  return opened;
}

let onClicked: ((id: string) => void) | undefined;

/** Listens for notification clicks if the API is available now; call again when permissions change. */
export function listenToNotificationClicks(context: WorkerContext): void {
  const events = notificationsApi()?.onClicked;
  onClicked ??= (id: string) => void handleNotificationClick(context, id);
  if (events && !events.hasListener(onClicked)) events.addListener(onClicked);
}
