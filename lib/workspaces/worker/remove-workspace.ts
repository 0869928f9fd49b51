import { changeStored, noSuchWorkspace } from '@/lib/settings/worker/store';
import { signedOutStorageOf } from '@/lib/storage/items';
import { renderBadge } from '@/lib/watch/worker/badge';
import { scheduleWatch } from '@/lib/watch/worker/poller';
import type { WorkerContext } from '@/lib/worker/context';
import { forgetWorkspaceData } from './forget-workspace';

/**
 * A workspace removed in Options: it leaves the settings, its work in flight ends, its token and
 * local data go, and the badge and the watch alarm follow. Nothing of another workspace is
 * touched. The organisation's workspaces, and the last one, are not removed.
 */
export async function forgetWorkspace(context: WorkerContext, workspaceId: string): Promise<void> {
  await changeStored(({ settings }) => {
    const rest = settings.workspaces.filter((w) => w.id !== workspaceId);
    if (rest.length === settings.workspaces.length || !rest.length) throw noSuchWorkspace();
    return { next: { settings: { ...settings, workspaces: rest } }, answer: undefined };
  });
  context.endSessions(workspaceId);
  await forgetWorkspaceData(workspaceId);
  await signedOutStorageOf(workspaceId).setValue(null); // nothing of it stays, not even that
  await scheduleWatch();
  await renderBadge();
}
