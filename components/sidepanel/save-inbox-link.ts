import { settingsStorage } from '@/lib/storage';

/**
 * Saves `link` as the Inbox link of workspace `workspaceId`, as Options saves a workspace (the
 * settings item as a whole). The side panel's one write of the settings, kept in this function so
 * that it can go through the settings' own writer once there is one.
 */
export async function saveInboxLink(workspaceId: string, link: string): Promise<boolean> {
  const settings = await settingsStorage.getValue();
  // A workspace that is not in the stored settings (pushed by policy) is not the agent's to change.
  if (!settings.workspaces.some((w) => w.id === workspaceId)) return false;
  await settingsStorage.setValue({
    ...settings,
    workspaces: settings.workspaces.map((w) => (w.id === workspaceId ? { ...w, inboxLink: link } : w)),
  });
  return true;
}
