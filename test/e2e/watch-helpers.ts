import type { Worker } from '@playwright/test';
import type { TestServers } from '@/test/support/servers';
import { expect, writeLocal } from './fixtures';
import { readLocal } from './popup-page';

// The watch poller, driven by tests: its alarm made due at once (unpacked extensions have no
// minimum alarm delay), and the wait polls until the poll recorded that it ran.

export async function pollNow(worker: Worker) {
  // Watching schedules the periodic alarm; replace it with one due now only once it exists.
  await expect
    .poll(() => worker.evaluate(async () => (await chrome.alarms.get('sidedesk-watch'))?.periodInMinutes))
    .toBeGreaterThan(0);
  const startedAt = await worker.evaluate(async () => {
    const now = Date.now();
    await chrome.alarms.create('sidedesk-watch', { when: now });
    return now;
  });
  await expect
    .poll(() =>
      worker.evaluate(
        async () =>
          ((await chrome.storage.local.get('watchState')).watchState as { checkedAt?: number } | undefined)
            ?.checkedAt ?? 0,
      ),
    )
    .toBeGreaterThanOrEqual(startedAt);
}

export const badge = (worker: Worker) => worker.evaluate(() => chrome.action.getBadgeText({}));

/** Watches `ids`, polls once, and records that the agent has looked at each as it is now. */
export async function watchAndSee(worker: Worker, servers: TestServers, ids: readonly number[]) {
  await writeLocal(
    worker,
    servers,
    'watched',
    ids.map((id) => ({ id, at: Date.now() })),
  );
  await pollNow(worker);
  const seen: Record<string, string | undefined> = {};
  const facts: Record<string, { replyCount?: number; status?: string }> = {};
  for (const id of ids) {
    const cached = await readLocal<{
      ticket: { lastThreadElementCreationTime: string; replyCount: number; status: string };
    }>(worker, 'ticket', id);
    seen[id] = cached?.ticket.lastThreadElementCreationTime;
    facts[id] = { replyCount: cached?.ticket.replyCount, status: cached?.ticket.status };
  }
  await writeLocal(worker, servers, 'seenFacts', facts);
  await writeLocal(worker, servers, 'seen', seen);
  await expect.poll(() => badge(worker)).toBe('');
}
