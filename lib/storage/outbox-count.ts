import { reported } from '@/lib/diagnostics/report';
import { waitingSendsStorage } from './read';

/**
 * How many replies of the workspace have not gone out yet (waiting out Undo, in the outbox, being
 * sent): what a sign-out keeps for its agent, and what removing the workspace would delete.
 */
export async function unsentRepliesOf(workspaceId: string): Promise<number> {
  const waiting = await waitingSendsStorage.getValue().catch(reported('outbox/count', []));
  return waiting.filter((entry) => entry.scope.startsWith(`${workspaceId}.`)).length;
}
