import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadLanguage } from '@/lib/i18n/language';
import {
  ATTACH_MENU_ID,
  OPEN_MENU_ID,
  QUOTE_MENU_ID,
  REPLY_MENU_ID,
} from '@/lib/page-integration/menu-target';
import { handleCommand as handleKey } from '@/lib/page-integration/worker/commands';
import { createMenus, handleMenuClick as handleClick } from '@/lib/page-integration/worker/context-menu';
import { discardPendingQuote } from '@/lib/sending/drafts';
import { settingsStorage } from '@/lib/settings/items';
import {
  draftIndex,
  draftStorage,
  learntInboxLinkStorage,
  pendingQuoteStorage,
  recentStorage,
} from '@/lib/storage/items';
import { catalogsFromSource } from '@/test/support/catalogs';
import { SCOPE, sampleDraft, sampleSettings } from '@/test/support/samples';
import { panelShown, showPanel } from '@/test/support/view';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

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
  it('offers "Open ticket in Sidedesk" everywhere, "Quote in reply" on selections and links, "Attach link to reply" on links and images', async () => {
    await createMenus();
    expect(create.mock.calls.map(([menu]) => menu)).toEqual([
      {
        id: OPEN_MENU_ID,
        title: 'Open ticket in Sidedesk',
        contexts: ['link', 'selection', 'image', 'page'],
      },
      { id: QUOTE_MENU_ID, title: 'Quote in reply', contexts: ['selection', 'link'] },
      { id: ATTACH_MENU_ID, title: 'Attach link to reply', contexts: ['link', 'image'] },
    ]);
  });

  it('titles the menus in the language chosen in Options', async () => {
    catalogsFromSource();
    await settingsStorage.setValue({ ...(await settingsStorage.getValue()), language: 'sv' });
    await createMenus();
    expect(create.mock.calls.map(([menu]) => menu.title)).toEqual([
      'Öppna ärendet i Sidedesk',
      'Citera i svar',
      'Bifoga länken i svaret',
    ]);
    await loadLanguage('en');
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
    expect([...menus].sort()).toEqual([ATTACH_MENU_ID, OPEN_MENU_ID, QUOTE_MENU_ID].sort());
    create.mockReset();
    removeAll.mockReset();
  });

  it.each([OPEN_MENU_ID, QUOTE_MENU_ID])(
    '%s opens the side panel before anything is awaited, in the clicked window',
    (menuItemId) => {
      void handleMenuClick(
        { menuItemId, selectionText: 'x', linkUrl: 'https://inbox.example.com/tickets/5' },
        tab,
      );
      // Synchronously, in the same turn as the click: the user gesture is still alive.
      expect(open).toHaveBeenCalledWith({ windowId: 7 });
    },
  );

  it('opens the panel on the linked ticket (Recent waits until the ticket is read)', async () => {
    await handleMenuClick(
      { menuItemId: OPEN_MENU_ID, linkUrl: 'https://inbox.example.com/tickets?ticketId=4478963' },
      tab,
    );
    expect(await panelShown()).toMatchObject(shown(4478963));
    // An id that may not exist: the panel's read of it (noteOpened) adds it to Recent.
    expect(await recentStorage.get(SCOPE)).toEqual([]);
  });

  it('a right-clicked link of the web inbox teaches the Inbox link’s community; other links teach nothing', async () => {
    await handleMenuClick({ menuItemId: OPEN_MENU_ID, linkUrl: 'https://help.example.com/tickets/77' }, tab);
    expect(await learntInboxLinkStorage.get(SCOPE)).toBeNull();
    await handleMenuClick(
      { menuItemId: OPEN_MENU_ID, linkUrl: 'https://inbox.socialboards.com/acme/tickets?ticketId=4478963' },
      tab,
    );
    expect(await panelShown()).toMatchObject(shown(4478963));
    expect(await learntInboxLinkStorage.get(SCOPE)).toBe(
      'https://inbox.socialboards.com/acme/tickets?ticketId={id}',
    );
  });

  it('"Open ticket in Sidedesk" on a selected number opens that ticket and never quotes the number', async () => {
    await draftStorage.set(SCOPE, 52, sampleDraft(52, 'Hello Dana,'));
    await handleMenuClick(
      { menuItemId: OPEN_MENU_ID, selectionText: '#52', pageUrl: 'https://mail.example.com/' },
      tab,
    );
    expect(await panelShown()).toMatchObject(shown(52));
    expect((await draftOf(52))?.message).toBe('Hello Dana,');
    expect(await pendingQuoteStorage.getValue()).toBeNull();
  });

  it('an older menu\'s "Reply in ticket" click opens like "Open ticket in Sidedesk", without quoting', async () => {
    await handleMenuClick({ menuItemId: REPLY_MENU_ID, selectionText: 'ticket 9 is urgent' }, tab);
    expect(await panelShown()).toMatchObject(shown(9));
    expect(await draftOf(9)).toBeNull();
  });

  it('"Quote in reply" from a page about another ticket asks which: it lands in no draft yet', async () => {
    await showPanel(shown(52));
    await draftStorage.set(SCOPE, 52, sampleDraft(52, 'Hello Dana,'));
    await handleMenuClick(
      {
        menuItemId: QUOTE_MENU_ID,
        selectionText: 'my order never arrived',
        pageUrl: 'https://inbox.example.com/tickets/61',
      },
      tab,
    );
    expect(await panelShown()).toMatchObject(shown(52));
    expect((await draftOf(52))?.message).toBe('Hello Dana,');
    expect(await draftOf(61)).toBeNull();
    expect(await pendingQuoteStorage.getValue()).toMatchObject({
      text: 'my order never arrived',
      pageTicketId: 61,
    });
    // The page's title names a ticket too.
    await handleMenuClick(
      { menuItemId: QUOTE_MENU_ID, selectionText: 'see this', pageUrl: 'https://mail.example.com/x' },
      { ...tab, title: 'Re: Refund #4478905 - Mail' },
    );
    expect(await pendingQuoteStorage.getValue()).toMatchObject({ text: 'see this', pageTicketId: 4478905 });
  });

  it('"Quote in reply" from a page that names no ticket goes into the open draft, and Discard takes it out', async () => {
    await showPanel(shown(52));
    await draftStorage.set(SCOPE, 52, sampleDraft(52, 'Hello Dana,'));
    await handleMenuClick({ menuItemId: QUOTE_MENU_ID, selectionText: 'my order never arrived' }, tab);
    expect((await draftOf(52))?.message).toBe('Hello Dana,\n\n> my order never arrived\n');
    expect(await pendingQuoteStorage.getValue()).toMatchObject({ placedIn: 52 });
    await discardPendingQuote(await fakeWorkerContext().session());
    expect((await draftOf(52))?.message).toBe('Hello Dana,');
    expect(await pendingQuoteStorage.getValue()).toBeNull();
  });

  it('"Quote in reply" on a link with no selection quotes the link', async () => {
    await showPanel(shown(52));
    await handleMenuClick({ menuItemId: QUOTE_MENU_ID, linkUrl: 'https://docs.example.com/reset' }, tab);
    expect((await draftOf(52))?.message).toContain('> https://docs.example.com/reset');
  });

  it('with no ticket open, "Quote in reply" waits as a quote and lands in no ticket, even one it names', async () => {
    await showPanel(shown(null));
    await handleMenuClick(
      {
        menuItemId: QUOTE_MENU_ID,
        selectionText: 'ticket 9 is urgent',
        pageUrl: 'https://inbox.example.com/tickets/12',
      },
      tab,
    );
    expect(open).toHaveBeenCalled();
    expect(await pendingQuoteStorage.getValue()).toMatchObject({ scope: SCOPE, text: 'ticket 9 is urgent' });
    expect(await draftIndex.get(SCOPE)).toEqual({});
    expect(await panelShown()).toMatchObject(shown(null));
  });

  it('a ticket open in another workspace does not take the quote: it waits', async () => {
    await showPanel({ scope: 'other-workspace', ticketId: 52 });
    await handleMenuClick({ menuItemId: QUOTE_MENU_ID, selectionText: 'see attached' }, tab);
    expect(await pendingQuoteStorage.getValue()).toMatchObject({ scope: SCOPE, text: 'see attached' });
    expect(await draftIndex.get(SCOPE)).toEqual({});
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

  it('with no ticket id, "Open ticket in Sidedesk" opens the panel asking for one and quotes nothing', async () => {
    await showPanel(shown(3));
    await handleMenuClick(
      {
        menuItemId: OPEN_MENU_ID,
        selectionText: 'Call me at 555 123 4567',
        pageUrl: 'https://news.example.com/',
      },
      tab,
    );
    expect(open).toHaveBeenCalled();
    expect(await panelShown()).toMatchObject(shown(null));
    expect(await pendingQuoteStorage.getValue()).toBeNull();
    expect(await draftIndex.get(SCOPE)).toEqual({});
  });

  it('applies the agent’s link patterns after the first guess', async () => {
    await setUpWorkspace(sampleSettings({}, { linkPatterns: ['https://support.example.com/#/c/{id}'] }));
    await handleMenuClick(
      {
        menuItemId: OPEN_MENU_ID,
        selectionText: 'please answer',
        pageUrl: 'https://support.example.com/#/c/808',
      },
      tab,
    );
    expect(await panelShown()).toMatchObject(shown(808));
    expect(await draftOf(808)).toBeNull();
  });

  it('still stores the ticket, and the quote, when the panel cannot open (no user gesture)', async () => {
    open.mockRejectedValue(new Error('sidePanel.open() may only be called in response to a user gesture.'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await handleMenuClick({ menuItemId: OPEN_MENU_ID, selectionText: 'ticket 9 is urgent' }, tab);
    expect(await panelShown()).toMatchObject(shown(9));
    await handleMenuClick({ menuItemId: QUOTE_MENU_ID, selectionText: 'please call back' }, tab);
    expect((await draftOf(9))?.message).toContain('> please call back');
    open.mockReset();
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
    await showPanel(shown(41));
    await recentStorage.set(SCOPE, [{ id: 99, at: 1 }]);
    const done = handleCommand('open-side-panel', tab);
    expect(open).toHaveBeenCalledWith({ windowId: 7 });
    await done;
    expect(await panelShown()).toMatchObject(shown(41));
  });

  it('falls back to the most recent ticket', async () => {
    await recentStorage.set(SCOPE, [
      { id: 99, at: 2 },
      { id: 98, at: 1 },
    ]);
    await handleCommand('open-side-panel', tab);
    expect(await panelShown()).toMatchObject(shown(99));
  });

  it('uses Firefox’s sidebar where there is no side panel', async () => {
    const sidebarOpen = vi.fn(async () => {});
    Object.assign(fakeBrowser, { sidePanel: undefined, sidebarAction: { open: sidebarOpen } });
    await handleCommand('open-side-panel', tab);
    expect(sidebarOpen).toHaveBeenCalled();
    Object.assign(fakeBrowser, { sidebarAction: undefined });
  });
});
