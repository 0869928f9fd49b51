import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recentStorage } from '@/lib/storage/items';
import {
  clearList,
  forgetRemovals,
  noteOpened,
  RECENT_CAP,
  removeFromList,
  restoreToList,
  touchRecent,
} from '@/lib/tickets/worker/ticket-lists';
import type { Session } from '@/lib/worker/context';
import { SCOPE } from '@/test/support/samples';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

// Two pages note each ticket the agent opens from the popup: the popup once it has read the ticket,
// and the side panel once it shows it. Either may answer late (a loaded machine, a cold panel), so
// Recent is ordered by when the agent opened each ticket, not by when the note arrives.

let session: Session;
beforeEach(async () => {
  fakeBrowser.reset();
  forgetRemovals();
  await setUpWorkspace();
  session = await fakeWorkerContext().session();
});
const recentIds = async () => (await recentStorage.get(SCOPE)).map((e) => e.id);

describe('Recent, newest first by the time each ticket was opened', () => {
  it('a late note of a ticket opened earlier does not move it above tickets opened since', async () => {
    const t = Date.now() - 10_000;
    // The popup opens 50, 51, 52 in turn and notes each as it reads it.
    await noteOpened(session, 50, t);
    await noteOpened(session, 51, t + 1_000);
    await noteOpened(session, 52, t + 2_000);
    // The panel, slow to start, shows 50 and notes it only now.
    await noteOpened(session, 50, t);
    expect(await recentIds()).toEqual([52, 51, 50]);
  });

  it('a note that arrives out of order still takes the place of its time', async () => {
    const t = Date.now() - 10_000;
    await noteOpened(session, 10, t);
    // 12 was opened after 11, but the read of 11 answered last.
    await noteOpened(session, 12, t + 2_000);
    await noteOpened(session, 11, t + 1_000);
    expect(await recentIds()).toEqual([12, 11, 10]);
  });

  it('opening a ticket again moves it to the top; a note without a time counts as now', async () => {
    const t = Date.now() - 10_000;
    await noteOpened(session, 1, t);
    await noteOpened(session, 2, t + 1_000);
    await noteOpened(session, 1, t + 2_000);
    expect(await recentIds()).toEqual([1, 2]);
    await touchRecent(session, 2); // a reply sent now
    expect(await recentIds()).toEqual([2, 1]);
  });

  it('a time ahead of the worker’s clock counts as now; a note older than a full list stays out', async () => {
    await noteOpened(session, 1, Date.now() + 3_600_000);
    expect((await recentStorage.get(SCOPE))[0]?.at).toBeLessThanOrEqual(Date.now());
    const t = Date.now() - 1_000_000;
    for (let i = 0; i < RECENT_CAP; i++) await touchRecent(session, 100 + i, t + i);
    await touchRecent(session, 99, t - 1);
    expect(await recentIds()).not.toContain(99);
    expect(await recentIds()).toHaveLength(RECENT_CAP);
  });

  it('after the clock was set back, a ticket opened now still goes to the top', async () => {
    await recentStorage.set(SCOPE, [{ id: 1, at: Date.now() + 3_600_000 }]);
    await noteOpened(session, 2);
    expect(await recentIds()).toEqual([2, 1]);
    await noteOpened(session, 1); // opened again: its time from the future is replaced by now
    expect(await recentIds()).toEqual([1, 2]);
    expect((await recentStorage.get(SCOPE))[0]?.at).toBeLessThanOrEqual(Date.now());
  });

  it('a late note of an open from before the agent removed the ticket, or cleared Recent, does not bring it back', async () => {
    const t = Date.now() - 10_000;
    await noteOpened(session, 50, t);
    await noteOpened(session, 51, t + 1_000);
    await removeFromList(session, 'recent', [50]);
    await noteOpened(session, 50, t); // the panel, still reading #50 when the agent pressed Delete
    expect(await recentIds()).toEqual([51]);
    await clearList(session, 'recent');
    await noteOpened(session, 51, t + 1_000);
    expect(await recentIds()).toEqual([]);
    // Opened again after the removal: back in Recent; Undo puts entries back as before.
    await noteOpened(session, 50);
    await restoreToList(session, 'recent', [{ id: 51, at: t + 1_000 }]);
    expect(await recentIds()).toEqual([50, 51]);
  });

  it('a note that changes nothing writes nothing', async () => {
    await noteOpened(session, 1, Date.now() - 1_000);
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    await touchRecent(session, 1, Date.now() - 5_000);
    expect(set).not.toHaveBeenCalled();
    set.mockRestore();
  });
});
