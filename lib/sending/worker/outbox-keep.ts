import { serialized } from '@/lib/storage/collection';
import { areaKeyOf } from '@/lib/storage/item';
import { agentStorage, sendOutcomeStorage, type WaitingSend, waitingSendsStorage } from '@/lib/storage/items';
import type { Session, WorkerContext } from '@/lib/worker/context';
import { untrack } from './schedule';

// The outbox through a sign-out (issue 29): a reply written but not yet sent is the agent's words,
// so signing out keeps it, marked with the agent who wrote it. It goes out once that agent is signed
// in again, and never as anyone else: another agent's sign-in deletes it (Options said how many
// before the sign-out). The index is changed in the same serialized step as schedule.ts's.

const INDEX_KEY = 'local:waitingSends';

/** At each sign-out of a workspace, its unfinished sends are kept for the agent who wrote them. */
export function registerKeepThroughSignOut(context: WorkerContext): void {
  context.onSignOut?.((workspaceId) => keepThroughSignOut((scope) => scope.startsWith(`${workspaceId}.`)));
}

/**
 * Marks the unfinished sends of the scopes being signed out of with their agent, and answers the
 * storage keys that must survive the sign-out's clearing (the index and each send's record). A
 * send whose agent is not known cannot be matched to a later sign-in: it goes with the rest.
 */
async function keepThroughSignOut(signedOut: (scope: string) => boolean): Promise<string[]> {
  const kept = await serialized(INDEX_KEY, async () => {
    const list = await waitingSendsStorage.getValue();
    const marked = await Promise.all(
      list.map(async (entry) =>
        signedOut(entry.scope) && !entry.owner
          ? { ...entry, owner: (await agentStorage.get(entry.scope))?.email ?? '' }
          : entry,
      ),
    );
    const next = marked.filter((entry) => !signedOut(entry.scope) || entry.owner);
    if (next.some((entry, i) => entry !== list[i]) || next.length !== list.length)
      await waitingSendsStorage.setValue(next);
    return next.filter((entry) => signedOut(entry.scope));
  });
  // Nothing kept: the sign-out clears as before (the index goes with the rest).
  if (!kept.length) return [];
  return [
    areaKeyOf(waitingSendsStorage),
    ...kept.map((entry) => sendOutcomeStorage.key(entry.scope, entry.ticketId)),
  ];
}

/**
 * Before a kept send's attempt: whether it may go. Signed in again as its agent, it may (the mark
 * goes); as another agent, it is deleted, record and all. Signed out still, the attempt finds out.
 */
export async function mayGoAs(
  context: WorkerContext,
  session: Session,
  entry: WaitingSend,
): Promise<boolean> {
  if (!entry.owner) return true;
  const agent = await context
    .tokensOf(session.workspace)
    .getAgent()
    .catch(() => null);
  if (!agent) return true;
  if (agent.email === entry.owner) {
    await serialized(INDEX_KEY, async () => {
      const list = await waitingSendsStorage.getValue();
      await waitingSendsStorage.setValue(
        list.map((e) => (e.sendId === entry.sendId ? { ...e, owner: undefined } : e)),
      );
    });
    return true;
  }
  await untrack(entry);
  await sendOutcomeStorage.remove(session.scope, [entry.ticketId]);
  return false;
}
