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

export interface Created {
  id: string;
  title: string;
  message: string;
}

/**
 * Headless Chromium cannot answer the notifications permission prompt: the worker's `notifications`
 * API becomes a recording stand-in (create recorded and shown, clear and getAll over what shows,
 * onClicked dispatched), granted as Options would grant it.
 */
export async function recordNotifications(worker: Worker) {
  await worker.evaluate(() => {
    const g = globalThis as unknown as Record<string, unknown> & { chrome: typeof chrome };
    const created: unknown[] = [];
    const shown: Record<string, true> = {};
    const listeners = new Set<(id: string) => void>();
    g.__created = created;
    g.__shown = shown;
    g.__clickNotification = (id: string) => {
      for (const listener of listeners) listener(id);
    };
    const notifications = {
      create: async (id: string, options: { title: string; message: string }) => {
        created.push({ id, title: options.title, message: options.message });
        shown[id] = true;
        return id;
      },
      clear: async (id: string) => delete shown[id],
      getAll: async () => ({ ...shown }),
      onClicked: {
        addListener: (f: (id: string) => void) => listeners.add(f),
        removeListener: (f: (id: string) => void) => listeners.delete(f),
        hasListener: (f: (id: string) => void) => listeners.has(f),
      },
    };
    for (const api of [g.chrome, g.browser as typeof chrome | undefined])
      if (api) Object.assign(api, { notifications });
    const contains = chrome.permissions.contains.bind(chrome.permissions);
    chrome.permissions.contains = (async (p: chrome.permissions.Permissions) =>
      p.permissions?.includes('notifications') ? true : contains(p)) as typeof chrome.permissions.contains;
    (chrome.permissions.onAdded as unknown as { dispatch(p: object): void }).dispatch({
      permissions: ['notifications'],
    });
  });
}

export const created = (worker: Worker) =>
  worker.evaluate(() => (globalThis as unknown as { __created: Created[] }).__created);

/** The ids of the notifications on screen now (created and not cleared). */
export const shownNotifications = (worker: Worker) =>
  worker.evaluate(() => Object.keys((globalThis as unknown as { __shown: Record<string, true> }).__shown));
