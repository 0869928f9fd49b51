import { type ManagedSetup, withManaged } from './managed';
import type { PanelTicket, Settings, SettingsState, WorkspaceView } from './types';
import { activeWorkspace, scopeOf, type Workspace } from './workspace';

// The one rule that turns the three stored items into what every reader sees: the managed
// workspaces joined in, the view's pick applied when it still names a workspace, and the panel
// ticket of the active workspace only (a ticket of another workspace, or of its old API, is
// never shown). Pure: the pages and the worker resolve the same values.

/** The active workspace and its storage scope (null until an API base URL is saved). */
export interface ActiveWorkspace {
  workspace: Workspace;
  scope: string | null;
}

/** The settings with the managed workspaces, and the view's pick as the active workspace. */
export function resolveSettings(stored: Settings, managed: ManagedSetup, view: WorkspaceView): Settings {
  const settings = withManaged(stored, managed);
  const picked = view.active;
  return picked && settings.workspaces.some((w) => w.id === picked)
    ? { ...settings, activeWorkspaceId: picked }
    : settings;
}

/** The ticket the active workspace's panel shows, when it belongs to that workspace's current scope. */
function panelOf(settings: Settings, view: WorkspaceView): PanelTicket | null {
  const workspace = activeWorkspace(settings);
  const panel = view.panels[workspace.id];
  return panel && panel.scope === scopeOf(workspace) ? panel : null;
}

export function resolveState(stored: Settings, managed: ManagedSetup, view: WorkspaceView): SettingsState {
  const settings = resolveSettings(stored, managed, view);
  return { settings, panel: panelOf(settings, view), policy: managed };
}

export const toActive = (settings: Settings): ActiveWorkspace => {
  const workspace = activeWorkspace(settings);
  return { workspace, scope: scopeOf(workspace) };
};

/** The settings with the workspace of `scope` as the active one (a page that shows that workspace). */
export function settingsForScope(settings: Settings, scope: string): Settings {
  const own = settings.workspaces.find((w) => scopeOf(w) === scope);
  return own ? { ...settings, activeWorkspaceId: own.id } : settings;
}
