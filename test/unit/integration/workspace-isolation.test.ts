import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isAppError } from '@/lib/api/errors';
import { scopedClient } from '@/lib/messaging/client';
import { emptyReplyFields } from '@/lib/records/reply-fields';
import { readActiveWorkspace } from '@/lib/settings/read';
import {
  agentStorage,
  draftStorage,
  recentStorage,
  savedRepliesStorage,
  ticketCache,
  tokenStorageOf,
  watchedStorage,
} from '@/lib/storage/items';
import { SCOPE, SECOND_SCOPE, sampleTicket, twoWorkspaceSettings } from '@/test/support/samples';
import { panelShown } from '@/test/support/view';
import { fakeWorkerContext, inProcessClient, sampleAgent, setUpWorkspace } from '@/test/support/worker';

// Two services that share ticket ids: nothing of one workspace is ever shown in, or sent to, the
// other. The pages name the scope they show; the worker works in that workspace.

const TICKET = 7;
const typed = (message: string) => ({ ...emptyReplyFields(), message });

function twoServices() {
  const context = fakeWorkerContext({
    api: {
      // The fake API answers as the service of the workspace it was last asked for.
      getTicket: async (id: number) => sampleTicket({ id, title: `Ticket of ${context.apiCalls.at(-1)}` }),
    },
  });
  return { ...inProcessClient(context), context };
}

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace(twoWorkspaceSettings());
});

describe('two workspaces with the same ticket ids', () => {
  it('the switcher changes which ticket #7 is read, and each is cached in its own scope', async () => {
    const { client } = twoServices();
    expect((await client.call({ op: 'getTicket', ticketId: TICKET })).ticket.title).toBe('Ticket of default');
    await client.call({ op: 'setActiveWorkspace', workspaceId: 'second' });
    expect((await readActiveWorkspace()).scope).toBe(SECOND_SCOPE);
    expect((await client.call({ op: 'getTicket', ticketId: TICKET })).ticket.title).toBe('Ticket of second');
    expect((await ticketCache.get(SCOPE, TICKET))?.ticket.title).toBe('Ticket of default');
    expect((await ticketCache.get(SECOND_SCOPE, TICKET))?.ticket.title).toBe('Ticket of second');
  });

  it('a draft, the lists and saved replies of one never show in the other', async () => {
    const { client } = twoServices();
    await client.call({
      op: 'saveDraft',
      ticketId: TICKET,
      draft: typed('For the first service'),
      base: null,
    });
    await client.call({ op: 'setWatched', ticketId: TICKET, watched: true });
    await client.call({ op: 'noteOpened', ticketId: TICKET });
    await client.call({
      op: 'saveSavedReply',
      reply: {
        name: 'First only',
        shortcut: '',
        text: 'Hello',
        isHtml: false,
        outcome: null,
        attachments: [],
      },
    });
    await client.call({ op: 'setActiveWorkspace', workspaceId: 'second' });

    expect((await draftStorage.get(SCOPE, TICKET))?.message).toBe('For the first service');
    expect(await draftStorage.get(SECOND_SCOPE, TICKET)).toBeNull();
    expect(await watchedStorage.get(SECOND_SCOPE)).toEqual([]);
    expect(await recentStorage.get(SECOND_SCOPE)).toEqual([]);
    expect((await client.call({ op: 'listSavedReplies' })).replies).toBeNull();
    expect((await savedRepliesStorage.get(SCOPE))?.map((r) => r.name)).toEqual(['First only']);
  });

  it('a page that still shows the first workspace reads and writes there after a switch elsewhere', async () => {
    const { client, context } = twoServices();
    await client.call({ op: 'setActiveWorkspace', workspaceId: 'second' });
    await client.call({
      op: 'saveDraft',
      scope: SCOPE,
      ticketId: TICKET,
      draft: typed('Still first'),
      base: null,
    });
    const { ticket } = await client.call({ op: 'getTicket', scope: SCOPE, ticketId: TICKET });
    expect(ticket.title).toBe('Ticket of default');
    expect(context.apiCalls).toEqual(['default']);
    expect((await draftStorage.get(SCOPE, TICKET))?.message).toBe('Still first');
    expect(await draftStorage.get(SECOND_SCOPE, TICKET)).toBeNull();
  });

  it("a ticket pane's client names its scope: a draft saved after a switch stays in its workspace", async () => {
    const { client } = twoServices();
    const pane = scopedClient(client, SCOPE);
    await client.call({ op: 'setActiveWorkspace', workspaceId: 'second' });
    await pane.call({ op: 'saveDraft', ticketId: TICKET, draft: typed('Typed in the first'), base: null });
    expect((await draftStorage.get(SCOPE, TICKET))?.message).toBe('Typed in the first');
    expect(await draftStorage.get(SECOND_SCOPE, TICKET)).toBeNull();
    expect((await pane.call({ op: 'getStatus' })).state).toBe('signed-in');
  });

  it('a scope that no workspace has any more is refused, never served by another workspace', async () => {
    const { client, context } = twoServices();
    const refused = await client
      .call({ op: 'getTicket', scope: 'gone.abc', ticketId: TICKET })
      .catch((error: unknown) => error);
    expect(isAppError(refused) || refused instanceof Error).toBe(true);
    expect((refused as { reason?: string }).reason).toBe('error.not-configured.workspace-gone');
    expect(context.apiCalls).toEqual([]);
  });

  it('an unknown workspace cannot be made active', async () => {
    const { client } = twoServices();
    await expect(client.call({ op: 'setActiveWorkspace', workspaceId: 'nope' })).rejects.toMatchObject({
      reason: 'error.bad-input.no-such-workspace',
    });
    expect((await readActiveWorkspace()).scope).toBe(SCOPE);
  });

  it('removing a workspace forgets its data, token and panel ticket only', async () => {
    const { client } = twoServices();
    for (const scope of [SCOPE, SECOND_SCOPE]) {
      await client.call({ op: 'saveDraft', scope, ticketId: TICKET, draft: typed(scope), base: null });
      await client.call({ op: 'getTicket', scope, ticketId: TICKET });
      await client.call({ op: 'setWatched', scope, ticketId: TICKET, watched: true });
      await agentStorage.set(scope, sampleAgent);
    }
    await tokenStorageOf('second').setValue({
      accessToken: 't',
      refreshAt: Date.now() + 60_000,
      agent: sampleAgent,
      brokerUrl: 'https://broker.second.example/token',
    });
    await client.call({ op: 'showInPanel', scope: SECOND_SCOPE, ticketId: TICKET });

    await client.call({ op: 'forgetWorkspace', workspaceId: 'second' });

    expect(await draftStorage.get(SECOND_SCOPE, TICKET)).toBeNull();
    expect(await ticketCache.get(SECOND_SCOPE, TICKET)).toBeNull();
    expect(await watchedStorage.get(SECOND_SCOPE)).toEqual([]);
    expect(await agentStorage.get(SECOND_SCOPE)).toBeNull();
    expect(await tokenStorageOf('second').getValue()).toBeNull();
    expect(await panelShown()).toBeNull();
    // The first workspace keeps everything.
    expect((await draftStorage.get(SCOPE, TICKET))?.message).toBe(SCOPE);
    expect(await ticketCache.get(SCOPE, TICKET)).not.toBeNull();
    expect((await watchedStorage.get(SCOPE)).map((e) => e.id)).toEqual([TICKET]);
    expect(await agentStorage.get(SCOPE)).toEqual(sampleAgent);
  });

  it('removing a workspace, or signing out of it, takes its notifications off the screen, no other', async () => {
    const shown = new Set(['sidedesk-ticket-second/7', 'sidedesk-ticket-default/7']);
    Object.assign(fakeBrowser, {
      notifications: {
        getAll: async () => Object.fromEntries([...shown].map((id) => [id, true])),
        clear: async (id: string) => shown.delete(id),
      },
    });
    const { client } = twoServices();
    await client.call({ op: 'signOut', workspaceId: 'default' });
    expect([...shown]).toEqual(['sidedesk-ticket-second/7']);
    await client.call({ op: 'forgetWorkspace', workspaceId: 'second' });
    expect([...shown]).toEqual([]);
  });
});
