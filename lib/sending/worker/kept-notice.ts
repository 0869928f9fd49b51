import { expected } from '@/lib/diagnostics/report';
import { serialized } from '@/lib/storage/collection';
import { areaKeyOf } from '@/lib/storage/item';
import { type DeletedReplies, deletedRepliesStorage } from '@/lib/storage/items';
import type { WorkerContext } from '@/lib/worker/context';

// What became of a signed-out agent's kept replies that were deleted (another agent signed in, or
// they were kept their longest): the agent who wrote them is told at their next sign-in on this
// browser. Only a count and a hash of their e-mail are kept, never the text or the address.

const KEY = areaKeyOf(deletedRepliesStorage);

/** A hash of the agent's e-mail: enough to know whom to tell, not who they are. */
async function hashOf(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Counts replies of `agent` deleted for `reason`, to be said at their next sign-in. */
export async function noteDeleted(
  workspaceId: string,
  agent: string,
  count: number,
  reason: DeletedReplies['reason'],
): Promise<void> {
  const agentHash = await hashOf(agent);
  await serialized(KEY, async () => {
    const list = await deletedRepliesStorage.getValue();
    const same = (n: DeletedReplies) =>
      n.workspaceId === workspaceId && n.agentHash === agentHash && n.reason === reason && !n.toldAt;
    const earlier = list.find(same)?.count ?? 0;
    const rest = list.filter((n) => !same(n));
    await deletedRepliesStorage.setValue([
      ...rest,
      { workspaceId, agentHash, count: earlier + count, reason },
    ]);
  });
}

/**
 * The deleted replies to tell `agent` of in the workspace (their sign-in is confirmed); the first
 * answer marks them told, so they go at the agent's next sign-out.
 */
export async function deletedRepliesOf(workspaceId: string, agent: string, now = Date.now()) {
  const agentHash = await hashOf(agent);
  return serialized(KEY, async () => {
    const list = await deletedRepliesStorage.getValue();
    const mine = (n: DeletedReplies) => n.workspaceId === workspaceId && n.agentHash === agentHash;
    if (!list.some(mine)) return null;
    if (list.some((n) => mine(n) && !n.toldAt))
      await deletedRepliesStorage.setValue(list.map((n) => (mine(n) ? { toldAt: now, ...n } : n)));
    const told = list.filter(mine);
    const count = told.reduce((sum, n) => sum + n.count, 0);
    return {
      count,
      reason: told.some((n) => n.reason === 'other-agent') ? 'other-agent' : 'expired',
    } as const;
  });
}

/** At a sign-out of the workspace: what was told goes; the storage keys to keep (what is not told yet). */
export async function forgetTold(workspaceId: string): Promise<string[]> {
  return serialized(KEY, async () => {
    const list = await deletedRepliesStorage.getValue();
    const rest = list.filter((n) => n.workspaceId !== workspaceId || !n.toldAt);
    if (rest.length !== list.length) await deletedRepliesStorage.setValue(rest);
    return rest.length ? [KEY] : [];
  });
}

/** For the connection status: what to tell the workspace's confirmed agent, if anything. */
export async function repliesDeletedOf(context: WorkerContext, workspaceId?: string) {
  // No workspace set up (not-configured): there is no agent to tell.
  const id = workspaceId ?? (await context.session().catch(expected('no-session', null)))?.workspace.id;
  const agent = id ? await context.confirmedAgent(id) : null;
  const deleted = id && agent ? await deletedRepliesOf(id, agent.email) : null;
  return deleted ? { repliesDeleted: deleted } : {};
}
