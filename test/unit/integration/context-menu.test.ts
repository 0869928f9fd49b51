import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleCommand as handleKey } from '../../../lib/page-integration/commands';
import { createMenus, handleMenuClick as handleClick } from '../../../lib/page-integration/context-menu';
import { ATTACH_MENU_ID, REPLY_MENU_ID } from '../../../lib/page-integration/menu-target';
import {
  draftIndex,
  draftStorage,
  panelTicketStorage,
  pendingQuoteStorage,
  recentStorage,
} from '../../../lib/storage';
import { SCOPE, sampleDraft, sampleSettings } from '../../support/samples';
import { fakeWorkerContext, setUpWorkspace } from '../../support/worker';

// fake-browser has no sidePanel and no contextMenus: stub what the code calls.
const open = vi.fn(async (_options: { windowId?: number }) => {});
const create = vi.fn();
const removeAll = vi.fn(async () => {});

const context = fakeWorkerContext();
const handleMenuClick = (
  ...args: Parameters<typeof handleClick> extends [unknown, ...infer Rest] ? Rest : never
) => handleClick(context, ...args);
const handleCommand = (command: string, tab?: { windowId?: number }) => handleKey(context, command, tab);
const shown = (ticketId: number | null) => ({ scope: SCOPE, ticketId });

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
  open.mockClear();
  Object.assign(fakeBrowser, { sidePanel: { open } });
  Object.assign(fakeBrowser.contextMenus, { create, removeAll });
  create.mockClear();
});

const tab = { windowId: 7 };
const draftOf = (id: number) => draftStorage.get(SCOPE, id);

describe('context menu', () => {
  it('offers "Reply in ticket" on links, selections, images and pages, and "Attach link to reply" on links and images', async () => {
    await createMenus();
    expect(create).toHaveBeenCalledWith({
      id: REPLY_MENU_ID,
      title: 'Reply in ticket',
      contexts: ['link', 'selection', 'image', 'page'],
    });
    expect(create).toHaveBeenCalledWith({
      id: ATTACH_MENU_ID,
      title: 'Attach link to reply',
      contexts: ['link', 'image'],
    });
  });

  it('never creates an id twice when install and start overlap: each round removes all first', async () => {
    const menus = new Set<string>();
    // As in the browser: the removal happens when it is asked for, the answer comes later.
    removeAll.mockImplementation(() => {
      menus.clear();
      return new Promise((r) => setTimeout(r, 1));
    });
    create.mockImplementation(({ id }: { id: string }) => {
      if (menus.has(id)) throw new Error(`duplicate id ${id}`);
      menus.add(id);
    });
    await Promise.all([createMenus(), createMenus()]);
    expect([...menus].sort()).toEqual([ATTACH_MENU_ID, REPLY_MENU_ID].sort());
    create.mockReset();
    removeAll.mockReset();
  });

  it('opens the side panel before anything is awaited, in the clicked window', () => {
    void handleMenuClick({ menuItemId: REPLY_MENU_ID, linkUrl: 'https://inbox.example.com/tickets/5' }, tab);
    // Synchronously, in the same turn as the click: the user gesture is still alive.
    expect(open).toHaveBeenCalledWith({ windowId: 7 });
  });

  it('opens the panel on the linked ticket and counts it as recent', async () => {
    await handleMenuClick(
      { menuItemId: REPLY_MENU_ID, linkUrl: 'https://inbox.example.com/tickets?ticketId=4478963' },
      tab,
    );
    expect(await panelTicketStorage.getValue()).toEqual(shown(4478963));
    expect((await recentStorage.get(SCOPE))[0]?.id).toBe(4478963);
  });

  it('quotes the selection below what the draft already holds', async () => {
    await draftStorage.set(SCOPE, 52, sampleDraft(52, 'Hello Dana,'));
    await handleMenuClick(
      {
        menuItemId: REPLY_MENU_ID,
        selectionText: 'Ticket #52: my order never arrived',
        pageUrl: 'https://mail.example.com/',
      },
      tab,
    );
    expect(await panelTicketStorage.getValue()).toEqual(shown(52));
    expect((await draftOf(52))?.message).toBe('Hello Dana,\n\n> Ticket #52: my order never arrived\n');
  });

  it('adds the link as an attachment with "Attach link to reply"', async () => {
    await handleMenuClick(
      {
        menuItemId: ATTACH_MENU_ID,
        linkUrl: 'https://docs.example.com/reset.pdf',
        pageUrl: 'https://inbox.example.com/tickets/12',
      },
      tab,
    );
    expect((await draftOf(12))?.attachments).toEqual([
      { url: 'https://docs.example.com/reset.pdf', name: 'reset.pdf' },
    ]);
  });

  it('with no ticket id, opens the panel asking for one and keeps the quote pending', async () => {
    await panelTicketStorage.setValue(shown(3));
    await handleMenuClick(
      {
        menuItemId: REPLY_MENU_ID,
        selectionText: 'Call me at 555 123 4567',
        pageUrl: 'https://news.example.com/',
      },
      tab,
    );
    expect(open).toHaveBeenCalled();
    expect(await panelTicketStorage.getValue()).toEqual(shown(null));
    expect(await pendingQuoteStorage.getValue()).toMatchObject({ text: 'Call me at 555 123 4567' });
    expect(await draftIndex.get(SCOPE)).toEqual({});
    expect(await pendingQuoteStorage.getValue()).toMatchObject({ scope: SCOPE });
  });

  it('applies the agent’s link patterns after the first guess', async () => {
    await setUpWorkspace(sampleSettings({}, { linkPatterns: ['https://support.example.com/#/c/{id}'] }));
    await handleMenuClick(
      {
        menuItemId: REPLY_MENU_ID,
        selectionText: 'please answer',
        pageUrl: 'https://support.example.com/#/c/808',
      },
      tab,
    );
    expect(await panelTicketStorage.getValue()).toEqual(shown(808));
    expect((await draftOf(808))?.message).toContain('> please answer');
    expect(await pendingQuoteStorage.getValue()).toBeNull();
  });

  it('still stores the ticket and quote when the panel cannot open (no user gesture)', async () => {
    open.mockRejectedValueOnce(
      new Error('sidePanel.open() may only be called in response to a user gesture.'),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await handleMenuClick({ menuItemId: REPLY_MENU_ID, selectionText: 'ticket 9 is urgent' }, tab);
    expect(await panelTicketStorage.getValue()).toEqual(shown(9));
    expect((await draftOf(9))?.message).toContain('> ticket 9 is urgent');
  });

  it('ignores menu items that are not its own', async () => {
    await handleMenuClick(
      { menuItemId: 'something-else', linkUrl: 'https://inbox.example.com/tickets/5' },
      tab,
    );
    expect(open).not.toHaveBeenCalled();
  });
});

describe('keyboard command "open the side panel"', () => {
  it('opens the panel synchronously and keeps the ticket it shows', async () => {
    await panelTicketStorage.setValue(shown(41));
    await recentStorage.set(SCOPE, [{ id: 99, at: 1 }]);
    const done = handleCommand('open-side-panel', tab);
    expect(open).toHaveBeenCalledWith({ windowId: 7 });
    await done;
    expect(await panelTicketStorage.getValue()).toEqual(shown(41));
  });

  it('falls back to the most recent ticket', async () => {
    await recentStorage.set(SCOPE, [
      { id: 99, at: 2 },
      { id: 98, at: 1 },
    ]);
    await handleCommand('open-side-panel', tab);
    expect(await panelTicketStorage.getValue()).toEqual(shown(99));
  });

  it('uses Firefox’s sidebar where there is no side panel', async () => {
    const sidebarOpen = vi.fn(async () => {});
    Object.assign(fakeBrowser, { sidePanel: undefined, sidebarAction: { open: sidebarOpen } });
    await handleCommand('open-side-panel', tab);
    expect(sidebarOpen).toHaveBeenCalled();
    Object.assign(fakeBrowser, { sidebarAction: undefined });
  });
});
