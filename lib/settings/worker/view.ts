import { SidedeskError } from '@/lib/api/errors';
import type { PanelTicket, WorkspaceView } from '@/lib/settings/types';
import { activeWorkspace, scopeOf, type Workspace } from '@/lib/settings/workspace';
import type { LiveScope } from '@/lib/storage/collection';
import { changeView, noSuchWorkspace } from './store';

// The view: which workspace the popup and the side panel show, and the ticket each workspace's
// panel shows. One record, changed in one serialized step (lib/settings/worker/store.ts), so a
// switch and an open that arrive together never undo each other, and the panel never shows one
// workspace's ticket while another is active. Worker only.

/** Where a ticket is to show: the workspace of a scope, or (none given) the active one. */
interface PanelTarget {
  scope?: string;
  /** A routed link (one of that workspace's own link forms): its workspace becomes the active one. */
  route?: boolean;
}

const workspaceGone = () =>
  new SidedeskError('not-configured', { reason: 'error.not-configured.workspace-gone' });

/** The switcher's pick: the popup and the side panel show this workspace from now on. */
export async function setActiveWorkspace(workspaceId: string): Promise<void> {
  await changeView((view, { settings }) => {
    if (!settings.workspaces.some((w) => w.id === workspaceId)) throw noSuchWorkspace();
    return view.active === workspaceId ? null : { ...view, active: workspaceId };
  });
}

/**
 * The panel of the target's workspace follows `ticketId` (null: it asks for one). The workspace is
 * resolved inside the step (the active one when no scope is given, as it is when the request's
 * turn comes); only a routed link makes its workspace active, in the same write. Recent is not
 * touched here: the ticket joins it once it has been read (`noteOpened`).
 */
export async function showInPanel(
  ticketId: number | null,
  target: PanelTarget = {},
  alive: () => boolean = () => true,
): Promise<void> {
  await changeView((view, { settings }) => {
    if (!alive()) return null;
    const workspace: Workspace | undefined = target.scope
      ? settings.workspaces.find((w) => scopeOf(w) === target.scope)
      : activeWorkspace(settings);
    const scope = workspace && scopeOf(workspace);
    if (!workspace || !scope) throw workspaceGone();
    const panel: PanelTicket = { scope, ticketId, at: Date.now() };
    return {
      active: target.route ? workspace.id : view.active,
      panels: { ...view.panels, [workspace.id]: panel },
    };
  });
}

/** The session's workspace's panel follows `ticketId`; a session that ended changes nothing. */
export const showInSessionPanel = (session: LiveScope, ticketId: number | null, route = false) =>
  showInPanel(ticketId, { scope: session.scope, route }, session.alive);

/** A workspace removed or signed out of: its panel goes, and it is no longer the pick. */
export async function forgetInView(workspaceId: string): Promise<void> {
  await changeView((view) => {
    if (view.active !== workspaceId && !(workspaceId in view.panels)) return null;
    const { [workspaceId]: _gone, ...panels } = view.panels;
    return { active: view.active === workspaceId ? null : view.active, panels } satisfies WorkspaceView;
  });
}
