import { readManagedSetup, withManaged } from './managed';
import { activeWorkspaceIdStorage, managedSetupStorage, type Settings, settingsStorage } from './storage';
import { activeWorkspace, scopeOf, type Workspace, withActiveId } from './workspace';

/** The active workspace and its storage scope (null until an API base URL is saved). */
export interface ActiveWorkspace {
  workspace: Workspace;
  scope: string | null;
}

/** The settings with the managed workspaces (lib/managed.ts), and the workspace the agent picked with the switcher as the active one. */
export async function readSettings(): Promise<Settings> {
  const [settings, picked, managed] = await Promise.all([
    settingsStorage.getValue(),
    activeWorkspaceIdStorage.getValue(),
    readManagedSetup(),
  ]);
  return withActiveId(withManaged(settings, managed), picked);
}

export const toActive = (settings: Settings): ActiveWorkspace => {
  const workspace = activeWorkspace(settings);
  return { workspace, scope: scopeOf(workspace) };
};

export async function readActiveWorkspace(): Promise<ActiveWorkspace> {
  return toActive(await readSettings());
}

/** Follows the settings as Options changes them and the switcher's pick; returns the cleanup. */
export function watchSettings(listener: (settings: Settings) => void): () => void {
  const changed = () => void readSettings().then((settings) => settings?.workspaces && listener(settings));
  const stops = [
    settingsStorage.watch(changed),
    activeWorkspaceIdStorage.watch(changed),
    managedSetupStorage.watch(changed),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** Follows the active workspace as Options or the switcher change it; returns the cleanup. */
export function watchActiveWorkspace(listener: (active: ActiveWorkspace) => void): () => void {
  return watchSettings((settings) => listener(toActive(settings)));
}

/**
 * The settings as a page that shows `scope` needs them: its own workspace active (author,
 * signature), whichever the switcher picked meanwhile.
 */
export async function readSettingsFor(scope: string): Promise<Settings> {
  const settings = await readSettings();
  const own = settings.workspaces.find((w) => scopeOf(w) === scope);
  return own ? { ...settings, activeWorkspaceId: own.id } : settings;
}
