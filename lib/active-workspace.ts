import { settingsStorage } from './storage';
import { activeWorkspace, scopeOf, type Workspace } from './workspace';

/** The active workspace and its storage scope (null until an API base URL is saved). */
export interface ActiveWorkspace {
  workspace: Workspace;
  scope: string | null;
}

export async function readActiveWorkspace(): Promise<ActiveWorkspace> {
  const workspace = activeWorkspace(await settingsStorage.getValue());
  return { workspace, scope: scopeOf(workspace) };
}

/** Follows the active workspace as Options changes it; returns the cleanup. */
export function watchActiveWorkspace(listener: (active: ActiveWorkspace) => void): () => void {
  return settingsStorage.watch((settings) => {
    if (!settings?.workspaces) return;
    const workspace = activeWorkspace(settings);
    listener({ workspace, scope: scopeOf(workspace) });
  });
}
