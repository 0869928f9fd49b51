import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { viewStorage } from '@/lib/settings/items';
import { recentStorage } from '@/lib/storage/items';
import { openSidePanel } from '@/lib/tickets/worker/open-side-panel';
import { SCOPE } from '@/test/support/samples';
import { panelShown } from '@/test/support/view';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});
const context = fakeWorkerContext();
const recentIds = async () => (await recentStorage.get(SCOPE)).map((e) => e.id);

/** fake-browser has neither sidePanel nor sidebarAction: stub them for the test. */
function stub(name: 'sidePanel' | 'sidebarAction', open: (...args: unknown[]) => Promise<void>) {
  Object.defineProperty(fakeBrowser, name, { value: { open }, configurable: true });
  return () => Reflect.deleteProperty(fakeBrowser, name);
}

describe('openSidePanel', () => {
  it('opens the Chrome side panel before anything is awaited, then remembers the ticket', async () => {
    const order: string[] = [];
    const open = vi.fn(async () => void order.push('open'));
    const unstub = stub('sidePanel', open);
    const watcher = viewStorage.watch(() => void order.push('stored'));
    const done = openSidePanel(context, 4478963, 7);
    // Called synchronously, inside the caller's user gesture.
    expect(open).toHaveBeenCalledWith({ windowId: 7 });
    await done;
    expect(order[0]).toBe('open');
    expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: 4478963 });
    expect(await recentIds()).toEqual([]); // joins Recent once read (noteOpened), never as a bare id
    watcher();
    unstub();
  });

  it('falls back to the current window', async () => {
    const open = vi.fn(async () => {});
    const unstub = stub('sidePanel', open);
    await openSidePanel(context, null);
    expect(open).toHaveBeenCalledWith({ windowId: fakeBrowser.windows.WINDOW_ID_CURRENT });
    expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: null });
    expect(await recentIds()).toEqual([]);
    unstub();
  });

  it('uses Firefox’s sidebarAction when there is no sidePanel', async () => {
    const open = vi.fn(async () => {});
    const unstub = stub('sidebarAction', open);
    const done = openSidePanel(context, 12);
    expect(open).toHaveBeenCalledOnce();
    await done;
    expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: 12 });
    unstub();
  });

  it('still remembers the ticket but rejects when the panel cannot open', async () => {
    const unstub = stub('sidePanel', async () => {
      throw new Error('`sidePanel.open()` may only be called in response to a user gesture.');
    });
    await expect(openSidePanel(context, 5)).rejects.toThrow(/user gesture/);
    expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: 5 });
    unstub();
  });
});
