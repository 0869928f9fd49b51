import { showInSessionPanel } from '@/lib/settings/worker/view';
import { recentStorage } from '@/lib/storage/items';
import { openPanel } from '@/lib/tickets/open-panel';
import type { WorkerContext } from '@/lib/worker/context';

const OPEN_PANEL_COMMAND = 'open-side-panel';

/** The keyboard command "open the side panel": on the panel's ticket, else the most recent one. */
export function handleCommand(
  context: WorkerContext,
  command: string,
  tab?: { windowId?: number },
): Promise<void> {
  if (command !== OPEN_PANEL_COMMAND) return Promise.resolve();
  const opening = openPanel(tab?.windowId).catch((error: unknown) => {
    console.warn('Sidedesk: the side panel did not open.', error instanceof Error ? error.message : '');
  });
  return (async () => {
    await opening;
    const session = await context.session();
    const { panel } = await context.state();
    if (panel?.scope === session.scope && panel.ticketId !== null) return;
    const [latest] = await recentStorage.get(session.scope);
    if (latest) await showInSessionPanel(session, latest.id);
  })();
}
