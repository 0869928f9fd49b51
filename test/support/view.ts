import { viewStorage } from '@/lib/settings/items';
import { readSettingsState } from '@/lib/settings/read';
import type { PanelTicket } from '@/lib/settings/types';

// The worker's view record (the active workspace and each workspace's panel ticket), as the unit
// tests set it up and read it: a test stands in for the worker here, as it did for the old items.

/** The ticket the active workspace's panel shows, as every page resolves it. */
export const panelShown = async (): Promise<PanelTicket | null> => (await readSettingsState()).panel;

/** The switcher's pick as stored (null: none). */
export const pickedWorkspace = async (): Promise<string | null> => (await viewStorage.getValue()).active;

/** Stores `panel` as its workspace's panel ticket (the workspace is the scope's id part). */
export async function showPanel(panel: PanelTicket): Promise<void> {
  const view = await viewStorage.getValue();
  const owner = panel.scope.split('.')[0] ?? panel.scope;
  await viewStorage.setValue({ ...view, panels: { ...view.panels, [owner]: panel } });
}

/** Stores the switcher's pick. */
export async function pickWorkspace(active: string | null): Promise<void> {
  await viewStorage.setValue({ ...(await viewStorage.getValue()), active });
}
