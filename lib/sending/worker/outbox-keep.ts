import { SidedeskError } from '@/lib/api/errors';
import { serialized } from '@/lib/storage/collection';
import { areaKeyOf } from '@/lib/storage/item';
import {
  agentStorage,
  type SendOutcome,
  sendOutcomeStorage,
  type WaitingSend,
  waitingSendsStorage,
} from '@/lib/storage/items';
import type { Session, WorkerContext } from '@/lib/worker/context';
import { forgetTold, noteDeleted } from './kept-notice';
import { INDEX_KEY, sleep, takeOut } from './schedule';
import { type Event, next } from './send-machine';
import { move } from './send-record';

// Whose words a send is. Each send carries the e-mail of the agent who pressed Send, and nothing of
// it acts (a post, its text back in a draft) unless the workspace's confirmed agent (named by a
// token answer since its last sign-in) is that agent; no confirmed agent means wait, never "go".
// A sign-out stops the workspace's sends (no timer, alarm or attempt survives it) and keeps them
// for their agent, shown to no one. That agent's next sign-in lets them go on; another agent's
// deletes them, and so does the end of the kept time; the author is told (kept-notice.ts).

const workspaceOf = (scope: string) => scope.slice(0, scope.indexOf('.'));
/** The agent of an entry (one marked by an earlier version's sign-out has `owner`). */
const agentOf = (entry: WaitingSend) => entry.agent ?? entry.owner;

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

/** At each sign-out of a workspace: its sends stop and are kept for their agent. */
export function registerKeepThroughSignOut(context: WorkerContext): void {
  context.onSignOut?.(async (workspaceId) => [
    ...(await keepThroughSignOut(workspaceId)),
    ...(await forgetTold(workspaceId)),
  ]);
}

/**
 * Stops the workspace's unfinished sends and marks them (index entry and record) kept for their
 * agent since now; answers the storage keys that must survive the sign-out's clearing. A send whose
 * agent is not known cannot be matched to a later sign-in: it goes with the rest.
 */
async function keepThroughSignOut(workspaceId: string, now = Date.now()): Promise<string[]> {
  const ofIt = (entry: WaitingSend) => workspaceOf(entry.scope) === workspaceId;
  const ofWorkspace = await serialized(INDEX_KEY, async () => {
    const list = await waitingSendsStorage.getValue();
    const kept: WaitingSend[] = [];
    for (const entry of list) {
      if (!ofIt(entry)) {
        kept.push(entry);
        continue;
      }
      await sleep(entry);
      const record = await sendOutcomeStorage.get(entry.scope, entry.ticketId);
      const mine = record?.sendId === entry.sendId ? record : null;
      const agent = agentOf(entry) ?? mine?.agent ?? (await agentStorage.get(entry.scope))?.email;
      if (!agent) continue;
      const keptSince = entry.keptSince ?? now;
      const { owner: _, ...rest } = entry;
      kept.push({ ...rest, agent, keptSince });
      const step = mine && next(mine, { type: 'sign-out', agent }, now);
      if (step?.send && step.send !== mine)
        await sendOutcomeStorage.set(entry.scope, entry.ticketId, step.send);
    }
    await waitingSendsStorage.setValue(kept);
    return kept.filter(ofIt);
  });
  if (!ofWorkspace.length) return [];
  return [
    areaKeyOf(waitingSendsStorage),
    ...ofWorkspace.map((e) => sendOutcomeStorage.key(e.scope, e.ticketId)),
  ];
}

/**
 * Settles the kept sends: the end of the kept time or another agent's sign-in deletes them (their
 * author is told), their own agent's sign-in lets them go on; signed out still, they wait.
 */
export async function settleKept(context: WorkerContext, now = Date.now()): Promise<void> {
  const kept = (await waitingSendsStorage.getValue()).filter((entry) => entry.keptSince !== undefined);
  for (const entry of kept) {
    const agent = agentOf(entry) ?? '';
    const stand = await standing(context, entry.scope, agent);
    const event: Event = {
      type: stand === 'mine' ? 'wake' : stand === 'other' ? 'wake-other' : 'wake-signed-out',
    };
    const record = await sendOutcomeStorage.get(entry.scope, entry.ticketId);
    // An entry whose record never got written is settled by its index entry's marks alone.
    const send = record?.sendId === entry.sendId ? record : { ...neverWritten(entry), agent };
    const step = next({ ...send, keptSince: entry.keptSince }, event, now);
    const deleted = step.effects.find((effect) => effect.type === 'delete');
    if (deleted) await discard(entry, agent, deleted.reason ?? 'expired');
    else if (step.send?.keptSince === undefined) await release(entry);
  }
}

/** The record of a send that has only its index entry (the worker stopped before its first write). */
const neverWritten = (entry: WaitingSend): SendOutcome => ({
  sendId: entry.sendId,
  ticketId: entry.ticketId,
  startedAt: entry.dueAt,
  updatedAt: entry.dueAt,
  previousSendIds: [],
  state: 'undone',
});

/**
 * Deleted, record and all, never sent nor put in a draft; its author will be told, once: two
 * wake-ups at once (the sign-in and an alarm) both settle it, and only the one that took its
 * index entry out counts it.
 */
async function discard(entry: WaitingSend, agent: string, reason: 'expired' | 'other-agent') {
  if (!(await takeOut(entry))) return;
  const record = await sendOutcomeStorage.get(entry.scope, entry.ticketId);
  if (record?.sendId === entry.sendId) await sendOutcomeStorage.remove(entry.scope, [entry.ticketId]);
  if (agent) await noteDeleted(workspaceOf(entry.scope), agent, 1, reason);
}

/** Its agent is back: the send goes on as if the sign-out had not been. */
async function release(entry: WaitingSend) {
  await serialized(INDEX_KEY, async () => {
    const list = await waitingSendsStorage.getValue();
    const back = (e: WaitingSend) => {
      const { keptSince: _, owner: __, ...rest } = e;
      return { ...rest, agent: agentOf(e) };
    };
    await waitingSendsStorage.setValue(list.map((e) => (e.sendId === entry.sendId ? back(e) : e)));
  });
  const kept = (send: SendOutcome) => send.keptSince !== undefined;
  await move({ scope: entry.scope, alive: () => true }, entry.ticketId, { type: 'wake' }, entry.sendId, kept);
}
