import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SECOND_SCOPE, twoWorkspaceSettings } from '@/test/support/samples';

// A worker can stop at any moment, also in the middle of a layout migration: stopped after any
// one of its writes, the next worker's run ends with the same storage as a run never stopped
// (every draft and ticket still listed in its index, so the Drafts tab shows them).

const layoutOne = JSON.parse(readFileSync('test/unit/lib/storage/worker/layout-1.json', 'utf8')) as Record<
  string,
  unknown
>;
const STARTS: Record<string, Record<string, unknown>> = {
  'layout 1': layoutOne,
  'layout 2': {
    settings: twoWorkspaceSettings(),
    layout: 2,
    activeWorkspace: 'second',
    panel: { scope: SECOND_SCOPE, ticketId: 77, at: 5 },
    [`draft:${SECOND_SCOPE}:77`]: { ticketId: 77, message: 'Kept', updatedAt: 9 },
    [`draftIndex:${SECOND_SCOPE}`]: { 77: 9 },
  },
  'layout 3': {
    layout: 3,
    settings: twoWorkspaceSettings(),
    settings$: { v: 2 },
    [`savedReplies:${SECOND_SCOPE}`]: { version: 1, replies: [{ id: 'r1', name: 'Refund', text: 'Done.' }] },
    [`categories:${SECOND_SCOPE}`]: '{}',
  },
};

/** A fresh worker's migration (the layout is checked once per worker). */
async function freshRun(): Promise<void> {
  vi.resetModules();
  const { migrateStorage } = await import('@/lib/worker/migrations');
  await migrateStorage();
}

/** Counts storage writes; with `stopAfter`, the worker stops right after that write (a throw ends the run there). */
function writes(stopAfter = Number.POSITIVE_INFINITY) {
  const area = fakeBrowser.storage.local;
  let count = 0;
  const after = <T>(done: Promise<T>) =>
    done.then((value) => {
      if (++count >= stopAfter) throw new Error(`worker stopped after write ${count}`);
      return value;
    });
  const set = area.set.bind(area);
  const remove = area.remove.bind(area);
  const spies = [
    vi.spyOn(area, 'set').mockImplementation(((items: never) => after(set(items))) as never),
    vi.spyOn(area, 'remove').mockImplementation(((keys: never) => after(remove(keys))) as never),
  ];
  return {
    count: () => count,
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

async function start(stored: Record<string, unknown>) {
  fakeBrowser.reset();
  await fakeBrowser.storage.local.set(structuredClone(stored));
}

beforeEach(() => fakeBrowser.reset());

describe.each(Object.entries(STARTS))('a migration from %s stopped after any write', (_name, stored) => {
  it('ends, run again, with everything a run never stopped keeps (every draft and ticket listed)', async () => {
    await start(stored);
    const counted = writes();
    await freshRun();
    counted.restore();
    const total = counted.count();
    const expected = await fakeBrowser.storage.local.get(null);
    expect(total).toBeGreaterThan(1);

    for (let stopAfter = 1; stopAfter <= total; stopAfter++) {
      await start(stored);
      const stopping = writes(stopAfter);
      await expect(freshRun()).rejects.toThrow(`worker stopped after write ${stopAfter}`);
      stopping.restore();
      await freshRun();
      expect({ stopAfter, stored: await fakeBrowser.storage.local.get(null) }).toEqual({
        stopAfter,
        stored: expected,
      });
    }
  });
});
