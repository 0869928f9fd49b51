import { areaKeyOf } from '@/lib/storage/item';
import {
  agentStorage,
  type SendOutcome,
  sendOutcomeStorage,
  type WaitingSend,
  waitingSendsStorage,
} from '@/lib/storage/items';
import type { WorkerContext } from '@/lib/worker/context';
import { forgetTold } from './kept-notice';
import { unfinishedSends } from './schedule';
import { agentOf, standing, workspaceOf } from './send-agent';
import { inTurn, performKept } from './send-executor';
import { type Event, next } from './send-machine';

// A sign-out stops the workspace's sends (no timer, alarm or attempt survives it) and keeps them
// for their agent, shown to no one. That agent's next sign-in lets them go on; another agent's
// deletes them, and so does the end of the kept time; the author is told (kept-notice.ts). Whose
// words a send is: send-agent.ts. The executor (send-executor.ts `performKept`) carries it out.

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
  for (const entry of (await unfinishedSends()).filter(ofIt)) {
    const { send, recorded } = await sendOf(entry);
    const agent = agentOf(entry) ?? send.agent ?? (await agentStorage.get(entry.scope))?.email;
    const from = { ...send, keptSince: entry.keptSince };
    await performKept(entry, from, recorded, next(from, { type: 'sign-out', agent }, now));
  }
  const ofWorkspace = (await unfinishedSends()).filter((e) => ofIt(e) && e.keptSince !== undefined);
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
  const kept = (await unfinishedSends()).filter((entry) => entry.keptSince !== undefined);
  for (const entry of kept) {
    const agent = agentOf(entry) ?? '';
    const stand = await standing(context, entry.scope, agent);
    const event: Event = {
      type: stand === 'mine' ? 'wake' : stand === 'other' ? 'wake-other' : 'wake-signed-out',
    };
    await inTurn(entry.sendId, async () => {
      const { send, recorded } = await sendOf(entry);
      const from = { ...send, agent, keptSince: entry.keptSince };
      await performKept(entry, from, recorded, next(from, event, now));
    });
  }
}

/**
 * The send's record; one that has only its index entry (the worker stopped before its first
 * write) is settled by its entry's marks alone.
 */
async function sendOf(entry: WaitingSend): Promise<{ send: SendOutcome; recorded: boolean }> {
  const record = await sendOutcomeStorage.get(entry.scope, entry.ticketId);
  if (record?.sendId === entry.sendId) return { send: record, recorded: true };
  const { sendId, ticketId, dueAt } = entry;
  const send: SendOutcome = {
    sendId,
    ticketId,
    startedAt: dueAt,
    updatedAt: dueAt,
    previousSendIds: [],
    state: 'undone',
  };
  return { send, recorded: false };
}
