// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPopupModels } from '@/components/popup/popup-models';
import { OPEN_MENU_ID } from '@/lib/page-integration/menu-target';
import { handleMenuClick } from '@/lib/page-integration/worker/context-menu';
import { readSettings } from '@/lib/settings/read';
import { activeWorkspace } from '@/lib/settings/workspace';
import { recentStorage } from '@/lib/storage/items';
import { createPanelModel } from '@/lib/tickets/panel-model';
import { ownLinkPatterns, workspaceForLinks, workspaceOfLink } from '@/lib/tickets/workspace-links';
import { SCOPE, SECOND_SCOPE, sampleTicket, twoWorkspaceSettings } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { panelShown, pickedWorkspace } from '@/test/support/view';
import { fakeWorkerContext, inProcessClient, settle, setUpWorkspace } from '@/test/support/worker';

const settings = twoWorkspaceSettings();
const [first, second] = settings.workspaces as [
  (typeof settings.workspaces)[0],
  (typeof settings.workspaces)[0],
];

describe('which workspace a link belongs to', () => {
  it('goes to the workspace whose inbox link or own pattern the link has', () => {
    expect(workspaceOfLink('https://inbox.second.example/desk/ticket/77', settings.workspaces)).toBe(second);
    expect(workspaceOfLink('https://first.example/case/77', settings.workspaces)).toBe(first);
  });

  it('a link in the built-in forms only, a foreign link or an id alone names no workspace: the active one is used', () => {
    for (const link of ['https://anywhere.example/tickets/77', 'https://news.example/77', '#77', '77'])
      expect(workspaceForLinks([link], settings.workspaces, second)).toBe(second);
    expect(workspaceForLinks([undefined], settings.workspaces, first)).toBe(first);
  });

  it('takes the first link that names a workspace (the link before the page)', () => {
    const links = [
      'https://news.example/',
      'https://first.example/case/5',
      'https://inbox.second.example/desk/ticket/5',
    ];
    expect(workspaceForLinks(links, settings.workspaces, second)).toBe(first);
  });

  it('an inbox link without {id} is no link form', () => {
    expect(ownLinkPatterns({ inboxLink: 'https://inbox.example/', linkPatterns: [] })).toEqual([]);
  });
});

describe('a right-clicked link opens its own workspace', () => {
  const context = fakeWorkerContext();
  beforeEach(async () => {
    fakeBrowser.reset();
    Object.assign(fakeBrowser, { sidePanel: { open: vi.fn(async () => {}) } });
    await setUpWorkspace(settings);
  });

  it("a link in the second workspace's inbox form opens its ticket there and makes it active", async () => {
    await handleMenuClick(context, {
      menuItemId: OPEN_MENU_ID,
      linkUrl: 'https://inbox.second.example/desk/ticket/77',
    });
    expect(await panelShown()).toMatchObject({ scope: SECOND_SCOPE, ticketId: 77 });
    expect(await pickedWorkspace()).toBe('second');
    expect(activeWorkspace(await readSettings()).id).toBe('second');
    // Recent takes it once the panel has read it (noteOpened), in its own workspace only.
    expect(await recentStorage.get(SCOPE)).toEqual([]);
  });

  it('a link in a built-in form opens in the active workspace', async () => {
    await handleMenuClick(context, { menuItemId: OPEN_MENU_ID, linkUrl: 'https://any.example/tickets/12' });
    expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: 12 });
    expect(await recentStorage.get(SECOND_SCOPE)).toEqual([]);
  });
});

describe('a link pasted in the side panel opens in its own workspace', () => {
  let stop = () => {};
  beforeEach(async () => {
    fakeBrowser.reset();
    await setUpWorkspace(settings);
  });
  afterEach(() => stop());

  it('switches to the workspace whose inbox link it is and shows the ticket there', async () => {
    const model = createPanelModel(inProcessClient(fakeWorkerContext()).client);
    stop = () => model[Symbol.dispose]();
    await eventually(() => expect(model.scope.value).toBe(SCOPE));
    expect(await model.open('https://inbox.second.example/desk/ticket/31')).toBe(true);
    await eventually(() => expect(model.scope.value).toBe(SECOND_SCOPE));
    await eventually(() => expect(model.ticketId.value).toBe(31));
    expect(await recentStorage.get(SCOPE)).toEqual([]);
  });

  it('an id alone stays in the active workspace', async () => {
    const model = createPanelModel(inProcessClient(fakeWorkerContext()).client);
    stop = () => model[Symbol.dispose]();
    await eventually(() => expect(model.scope.value).toBe(SCOPE));
    expect(await model.open('#31')).toBe(true);
    expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: 31 });
    expect(await pickedWorkspace()).toBeNull();
  });
});

describe('a link pasted in the popup opens in its own workspace', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    Object.assign(fakeBrowser, { sidePanel: { open: vi.fn(async () => {}) } });
    await setUpWorkspace(settings);
  });

  async function popupOver() {
    const context = fakeWorkerContext({ api: { getTicket: async (id: number) => sampleTicket({ id }) } });
    const models = createPopupModels(inProcessClient(context).client, {
      readTab: async () => undefined,
      close: () => undefined,
    });
    const stop = () => models[Symbol.dispose]();
    await settle();
    return { models, context, stop };
  }

  it("reads the ticket from that workspace's service and shows it there", async () => {
    const { models, context, stop } = await popupOver();
    models.launch.input.value = 'https://inbox.second.example/desk/ticket/44';
    await models.launch.submit();
    expect(context.apiCalls).toEqual(['second']);
    expect(await panelShown()).toMatchObject({ scope: SECOND_SCOPE, ticketId: 44 });
    expect((await recentStorage.get(SECOND_SCOPE)).map((e) => e.id)).toEqual([44]);
    expect(await recentStorage.get(SCOPE)).toEqual([]);
    stop();
  });

  it('an id alone uses the active workspace', async () => {
    const { models, context, stop } = await popupOver();
    models.launch.input.value = '44';
    await models.launch.submit();
    expect(context.apiCalls).toEqual(['default']);
    expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: 44 });
    stop();
  });
});
