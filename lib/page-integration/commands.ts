import { openPanel } from '../side-panel';
import { panelTicketStorage, recentStorage } from '../storage';

export const OPEN_PANEL_COMMAND = 'open-side-panel';

/** The keyboard command "open the side panel": on the panel's ticket, else the most recent one. */
export function handleCommand(command: string, tab?: { windowId?: number }): Promise<void> {
  if (command !== OPEN_PANEL_COMMAND) return Promise.resolve();
  const opening = openPanel(tab?.windowId).catch((error: unknown) => {
    console.warn('Sidedesk: the side panel did not open.', error instanceof Error ? error.message : '');
  });
  return (async () => {
    await opening;
    if ((await panelTicketStorage.getValue()) !== null) return;
    const [latest] = await recentStorage.getValue();
    if (latest) await panelTicketStorage.setValue(latest.id);
  })();
}
