import { showInPanel, showInSessionPanel } from '@/lib/settings/worker/view';
import { openPanel } from '@/lib/tickets/open-panel';
import type { WorkerContext } from '@/lib/worker/context';

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
