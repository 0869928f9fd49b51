import { SidedeskError } from '../api/errors';
import { activeWorkspaceIdStorage } from '../storage';
import { renderBadge } from '../watch/badge';
import { scheduleWatch } from '../watch/poller';
import type { WorkerContext } from './context';
import { forgetWorkspaceData } from './forget-workspace';

/** The switcher's pick: the popup and the side panel show this workspace from now on. */
export async function setActiveWorkspace(context: WorkerContext, workspaceId: string): Promise<void> {
  const { workspaces } = await context.settings();
  if (!workspaces.some((w) => w.id === workspaceId))
    throw new SidedeskError('bad-input', { reason: 'error.bad-input.no-such-workspace' });
  await activeWorkspaceIdStorage.setValue(workspaceId);
}

/**
 * A workspace removed in Options: its work in flight ends, its token and local data go, and the
 * badge and the watch alarm follow. Nothing of another workspace is touched.
 */
export async function forgetWorkspace(context: WorkerContext, workspaceId: string): Promise<void> {
  context.endSessions(workspaceId);
  await forgetWorkspaceData(workspaceId);
  if ((await activeWorkspaceIdStorage.getValue()) === workspaceId)
    await activeWorkspaceIdStorage.setValue(null);
  await scheduleWatch();
  await renderBadge();
}
