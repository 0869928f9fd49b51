import { type WaitingSend, waitingSendsStorage } from '@/lib/storage/read';

// The one page-side reader of the waiting sends' records (their shape is the send worker's): the
// replies of a workspace still in their undo window, which the bar above every ticket offers to
// take back wherever the agent has gone since.

interface WaitingUndo {
  ticketId: number;
  sendId: string;
  /** When the window ends and the worker posts it. */
  dueAt: number;
}

/** The sends of `scope` still in their undo window at `now` (not those in the outbox). */
export function waitingUndos(all: readonly WaitingSend[], scope: string, now: number): WaitingUndo[] {
  return all
    .filter((entry) => entry.scope === scope && !entry.queued && entry.dueAt > now)
    .map(({ ticketId, sendId, dueAt }) => ({ ticketId, sendId, dueAt }));
}

/** Follows the waiting sends' index (subscribed first, then read); returns the stop. */
export function followWaitingSends(listener: (all: readonly WaitingSend[]) => void): () => void {
  let changed = false;
  const stop = waitingSendsStorage.watch((all) => {
    changed = true;
    listener(all ?? []);
  });
  void waitingSendsStorage.getValue().then(
    (all) => changed || listener(all ?? []),
    () => undefined,
  );
  return stop;
}
