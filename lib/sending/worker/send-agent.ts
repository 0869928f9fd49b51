import { SidedeskError } from '@/lib/api/errors';
import type { WaitingSend } from '@/lib/storage/items';
import type { Session, WorkerContext } from '@/lib/worker/context';

// Whose words a send is. Each send carries the e-mail of the agent who pressed Send, and nothing of
// it acts (a post, its text back in a draft) unless the workspace's confirmed agent (named by a
// token answer since its last sign-in) is that agent; no confirmed agent means wait, never "go".
// What a sign-out does with the sends is outbox-keep.ts.

export const workspaceOf = (scope: string) => scope.slice(0, scope.indexOf('.'));
/** The agent of an entry (one marked by an earlier version's sign-out has `owner`). */
export const agentOf = (entry: WaitingSend) => entry.agent ?? entry.owner;

/**
 * The e-mail a send is posted as: its own agent's, and only while that agent is the workspace's
 * confirmed one. A send from before sends carried their agent was written in this sign-in (every
 * sign-out since marked its sends with their agent, or dropped them).
 */
export async function authorOf(context: WorkerContext, session: Session, agent?: string): Promise<string> {
  const confirmed = await context.confirmedAgent(session.workspace.id);
  if (!confirmed || (agent !== undefined && confirmed.email !== agent))
    throw new SidedeskError('sign-in-required');
  return agent ?? confirmed.email;
}

/** Whether the send may act now: its agent is the confirmed one (`mine`), no one is (`wait`), or another. */
export async function standing(
  context: WorkerContext,
  scope: string,
  agent: string | undefined,
): Promise<'mine' | 'wait' | 'other'> {
  const confirmed = await context.confirmedAgent(workspaceOf(scope));
  if (!confirmed) return 'wait';
  return agent === undefined || agent === confirmed.email ? 'mine' : 'other';
}
