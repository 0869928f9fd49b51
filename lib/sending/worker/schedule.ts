import { browser } from 'wxt/browser';
import { serialized } from '@/lib/storage/collection';
import { type WaitingSend, waitingSendsStorage } from '@/lib/storage/items';

// The index of unfinished sends and their wake-ups. An entry is written before its send's first
// record and removed only once the send is finished (posted, or its text back in the box), so a
// worker that restarts after any write finds every send it has to finish (send-queue.ts `sendDue`). Each entry's
// next attempt is woken twice: an alarm, which survives a stopped worker, and a timer, exact while
// the worker lives. Whichever comes first runs it; the send's own record makes the other a no-op.

const ALARM_PREFIX = 'undo-send:';
/** The lock of the index: every change to it is one serialized step. */
const INDEX_KEY = 'local:waitingSends';
const timers = new Map<string, ReturnType<typeof setTimeout>>();

const alarmName = (entry: Pick<WaitingSend, 'scope' | 'ticketId'>) =>
  `${ALARM_PREFIX}${entry.scope}:${entry.ticketId}`;
export const isSendAlarm = (name: string) => name.startsWith(ALARM_PREFIX);

/** Adds or updates the send's entry (one per send id); an update keeps its agent and its kept mark. */
export async function track(entry: WaitingSend): Promise<void> {
  await serialized(INDEX_KEY, async () => {
    const list = await waitingSendsStorage.getValue();
    const earlier = list.find((e) => e.sendId === entry.sendId);
    await waitingSendsStorage.setValue([...list.filter((e) => e !== earlier), { ...earlier, ...entry }]);
  });
}

/** The send is finished: its entry goes, and so do its wake-ups. */
export async function untrack(entry: Pick<WaitingSend, 'scope' | 'ticketId' | 'sendId'>): Promise<void> {
  await takeOut(entry);
}

/**
 * `untrack`, true when this call took the entry out: two wake-ups at once (a sign-in and an alarm)
 * both finish a send, and only the one that removed it may count it (send-executor.ts `performKept`).
 */
export async function takeOut(entry: Pick<WaitingSend, 'scope' | 'ticketId' | 'sendId'>): Promise<boolean> {
  unwake(entry);
  const removed = await serialized(INDEX_KEY, async () => {
    const list = await waitingSendsStorage.getValue();
    const rest = list.filter((e) => e.sendId !== entry.sendId);
    if (rest.length !== list.length) await waitingSendsStorage.setValue(rest);
    return rest.length !== list.length;
  });
  await browser.alarms.clear(alarmName(entry));
  return removed;
}

/** Rewrites the send's entry with `change`, if it is still in the index. */
export async function mark(sendId: string, change: (entry: WaitingSend) => WaitingSend): Promise<void> {
  await serialized(INDEX_KEY, async () => {
    const list = await waitingSendsStorage.getValue();
    if (!list.some((e) => e.sendId === sendId)) return;
    await waitingSendsStorage.setValue(list.map((e) => (e.sendId === sendId ? change(e) : e)));
  });
}

/** The alarm and the timer of an entry already in the index; `run` runs the due sends. */
export async function wake(entry: WaitingSend, run: () => void): Promise<void> {
  await browser.alarms.create(alarmName(entry), { when: Math.max(entry.dueAt, Date.now()) });
  clearTimeout(timers.get(entry.sendId));
  timers.set(entry.sendId, setTimeout(run, Math.max(0, entry.dueAt - Date.now())));
}

/** No wake-up of the send is left, in this worker or the browser (its agent signed out). */
export async function sleep(entry: Pick<WaitingSend, 'scope' | 'ticketId' | 'sendId'>): Promise<void> {
  unwake(entry);
  await browser.alarms.clear(alarmName(entry));
}

/** Stops this worker's timer of the send (its attempt runs now); the alarm stays as a fallback. */
export function unwake(entry: Pick<WaitingSend, 'sendId'>): void {
  clearTimeout(timers.get(entry.sendId));
  timers.delete(entry.sendId);
}

/** Every unfinished send of every workspace. */
export const unfinishedSends = () => waitingSendsStorage.getValue();
