import { browser } from 'wxt/browser';
import { reported } from '@/lib/diagnostics/report';
import { serialized } from '@/lib/storage/collection';
import { type LoggedReply, replyLogStorage, type SendOutcome, sendOutcomeStorage } from '@/lib/storage/items';

// Send outcomes and reply logs are kept one key per ticket with no index (the panel reads its own
// ticket's). At each browser start, what has not moved for 30 days goes: a settled outcome by its
// last change, with the ticket's reply log; a reply log with no outcome by its newest reply. A send
// still waiting or pending is never removed: its record is what makes it post exactly once.
// Worker only.

export const KEEP_MS = 30 * 24 * 60 * 60_000;
const SETTLING: readonly SendOutcome['state'][] = ['waiting', 'pending', 'queued'];

const outcomePrefix = `${sendOutcomeStorage.name}:`;
const logPrefix = `${replyLogStorage.name}:`;

const isOld = (at: number, now: number) => Number.isFinite(at) && now - at > KEEP_MS;
const newestReply = (log: LoggedReply[]) =>
  Math.max(...log.map((entry) => Date.parse(entry.creationTime ?? '')));

/**
 * What has not moved for `KEEP_MS`, in groups removed together: an outcome with its ticket's reply
 * log (`outcome:<scope>:<id>`, `replies:<scope>:<id>`), or a reply log that has no outcome.
 */
function oldGroups(items: Record<string, unknown>, now: number): string[][] {
  const groups: string[][] = [];
  for (const [key, value] of Object.entries(items)) {
    if (key.startsWith(outcomePrefix)) {
      const outcome = value as SendOutcome;
      if (SETTLING.includes(outcome.state) || !isOld(outcome.updatedAt, now)) continue;
      const log = `${logPrefix}${key.slice(outcomePrefix.length)}`;
      groups.push(log in items ? [key, log] : [key]);
    } else if (key.startsWith(logPrefix)) {
      const log = value as LoggedReply[];
      const hasOutcome = `${outcomePrefix}${key.slice(logPrefix.length)}` in items;
      if (!hasOutcome && Array.isArray(log) && log.length && isOld(newestReply(log), now)) groups.push([key]);
    }
  }
  return groups;
}

/** Removes what `oldGroups` finds, each group under its first key's write queue, judged again there. */
export async function sweepOld(now = Date.now()): Promise<void> {
  const groups = oldGroups(await browser.storage.local.get(null), now);
  await Promise.all(
    groups.map((group) =>
      serialized(group[0] as string, async () => {
        const [again] = oldGroups(await browser.storage.local.get(group), now);
        if (again) await browser.storage.local.remove(again);
      }),
    ),
  );
}

/** Sweeps at each browser start and update (call synchronously at the top of the worker). */
export function registerSweep(): void {
  const sweep = () => void sweepOld().catch(reported('sweep'));
  browser.runtime.onStartup.addListener(sweep);
  browser.runtime.onInstalled.addListener(sweep);
}
