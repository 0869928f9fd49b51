import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openSidePanel } from '../../../lib/side-panel';
import { panelTicketStorage, recentStorage } from '../../../lib/storage';

beforeEach(() => fakeBrowser.reset());

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
    const watcher = panelTicketStorage.watch(() => void order.push('stored'));
    const done = openSidePanel(4478963, 7);
    // Called synchronously, inside the caller's user gesture.
    expect(open).toHaveBeenCalledWith({ windowId: 7 });
    await done;
    expect(order[0]).toBe('open');
    expect(await panelTicketStorage.getValue()).toBe(4478963);
    expect((await recentStorage.getValue()).map((e) => e.id)).toEqual([4478963]);
    watcher();
    unstub();
  });

  it('falls back to the current window', async () => {
    const open = vi.fn(async () => {});
    const unstub = stub('sidePanel', open);
    await openSidePanel(null);
    expect(open).toHaveBeenCalledWith({ windowId: fakeBrowser.windows.WINDOW_ID_CURRENT });
    expect(await panelTicketStorage.getValue()).toBeNull();
    expect(await recentStorage.getValue()).toEqual([]);
    unstub();
  });

  it('uses Firefox’s sidebarAction when there is no sidePanel', async () => {
    const open = vi.fn(async () => {});
    const unstub = stub('sidebarAction', open);
    const done = openSidePanel(12);
    expect(open).toHaveBeenCalledOnce();
    await done;
    expect(await panelTicketStorage.getValue()).toBe(12);
    unstub();
  });

  it('still remembers the ticket but rejects when the panel cannot open', async () => {
    const unstub = stub('sidePanel', async () => {
      throw new Error('`sidePanel.open()` may only be called in response to a user gesture.');
    });
    await expect(openSidePanel(5)).rejects.toThrow(/user gesture/);
    expect(await panelTicketStorage.getValue()).toBe(5);
    unstub();
  });
});
