import { browser } from 'wxt/browser';
import type { Ticket } from '../api/schemas';
import { openSidePanel } from '../side-panel';

// Optional desktop notifications for watched tickets. `notifications` is an optional permission,
// asked for from the Options page; until it is granted Chrome does not even define the API, so
// every use is feature-detected and the click listener is added once the permission arrives.

const PREFIX = 'sidedesk-ticket-';

/** A small Sidedesk mark (32×32 PNG): Chrome requires an icon for a basic notification. */
const ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAR0lEQVR42mNgQALy8Rf/0wMz4AIj0wH0shSnY0YdMOoAcjWig1EHjKaBUQeMpoFRB4ymgVEHjDZIRh0w6oAh1Usa7Zwi2wkAssE2MAxT4yYAAAAASUVORK5CYII=';

export const notificationIdFor = (ticketId: number) => `${PREFIX}${ticketId}`;

export function ticketIdOfNotification(notificationId: string): number | null {
  if (!notificationId.startsWith(PREFIX)) return null;
  const id = Number(notificationId.slice(PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function notificationsApi() {
  return (browser as unknown as { notifications?: typeof browser.notifications }).notifications;
}

export async function notificationsAllowed(): Promise<boolean> {
  if (!notificationsApi()) return false;
  return browser.permissions.contains({ permissions: ['notifications'] }).catch(() => false);
}

/** One notification per ticket (a newer one replaces it); silently nothing when not allowed. */
export async function notifyNewActivity(tickets: readonly Ticket[]): Promise<void> {
  const api = notificationsApi();
  if (!tickets.length || !api || !(await notificationsAllowed())) return;
  await Promise.all(
    tickets.map((ticket) =>
      api
        .create(notificationIdFor(ticket.id), {
          type: 'basic',
          iconUrl: ICON,
          title: `New activity in ticket ${ticket.id}`,
          message: ticket.title ?? 'Title unknown',
        })
        .catch(() => undefined),
    ),
  );
}

/** Opens the ticket in the side panel. Synchronous up to `openSidePanel`: the click is the gesture. */
export function handleNotificationClick(notificationId: string): Promise<void> {
  const ticketId = ticketIdOfNotification(notificationId);
  if (ticketId === null) return Promise.resolve();
  const opened = openSidePanel(ticketId).catch(() => {
    // The panel could not open (no window focused): the ticket is still set for the next opening.
  });
  void notificationsApi()?.clear(notificationId);
  return opened;
}

const onClicked = (id: string) => void handleNotificationClick(id);

/** Listens for notification clicks if the API is available now; call again when permissions change. */
export function listenToNotificationClicks(): void {
  const events = notificationsApi()?.onClicked;
  if (events && !events.hasListener(onClicked)) events.addListener(onClicked);
}
