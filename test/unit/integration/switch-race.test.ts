import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createWorkerContext } from '@/lib/worker/context';
import { SCOPE, SECOND_SCOPE, twoWorkspaceSettings } from '@/test/support/samples';
import { slowStorage } from '@/test/support/slow-storage';
import { panelShown, pickedWorkspace, showPanel } from '@/test/support/view';
import { inProcessClient, setUpWorkspace } from '@/test/support/worker';

// The active workspace and each workspace's panel ticket are one record the worker changes in one
// serialized step: a switch and an open that arrive together never undo each other, and the panel
// never shows one workspace's ticket while another is active. Storage answers slowly here (40-60
// ms, as recorded on a busy machine), which is when the old two-writer code reverted the switch.

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace(twoWorkspaceSettings());
  await showPanel({ scope: SCOPE, ticketId: 12, at: 1 });
  await showPanel({ scope: SECOND_SCOPE, ticketId: 55, at: 2 });
});

describe('a switch and an open sent together', () => {
  it('end with the picked workspace active, showing its own panel ticket', async () => {
    slowStorage();
    const { client } = inProcessClient(createWorkerContext());
    await Promise.all([
      client.call({ op: 'setActiveWorkspace', workspaceId: 'second' }),
      client.call({ op: 'showInPanel', ticketId: 77 }), // unscoped: the active one when its turn comes
    ]);
    expect(await pickedWorkspace()).toBe('second');
    expect(await panelShown()).toMatchObject({ scope: SECOND_SCOPE, ticketId: 77 });
  });

  it('an open of the workspace the page showed stays there, and never switches back', async () => {
    slowStorage();
    const { client } = inProcessClient(createWorkerContext());
    await Promise.all([
      client.call({ op: 'setActiveWorkspace', workspaceId: 'second' }),
      client.call({ op: 'showInPanel', ticketId: 77, scope: SCOPE }),
    ]);
    expect(await pickedWorkspace()).toBe('second');
    expect(await panelShown()).toMatchObject({ scope: SECOND_SCOPE, ticketId: 55 });
    // Switching back shows the ticket that workspace had open: the one the open put there.
    await client.call({ op: 'setActiveWorkspace', workspaceId: 'default' });
    expect(await panelShown()).toMatchObject({ scope: SCOPE, ticketId: 77 });
  });

  it('only a routed link switches, in the same write as its ticket', async () => {
    const { client } = inProcessClient(createWorkerContext());
    const views: unknown[] = [];
    fakeBrowser.storage.onChanged.addListener((changes) => {
      if (changes.view) views.push(changes.view.newValue);
    });
    await client.call({ op: 'showInPanel', ticketId: 81, scope: SECOND_SCOPE, route: true });
    expect(views).toEqual([
      {
        active: 'second',
        panels: {
          default: { scope: SCOPE, ticketId: 12, at: 1 },
          second: { scope: SECOND_SCOPE, ticketId: 81, at: expect.any(Number) },
        },
      },
    ]);
  });

  it('a workspace that is gone is said, never swallowed', async () => {
    const { client } = inProcessClient(createWorkerContext());
    await expect(client.call({ op: 'setActiveWorkspace', workspaceId: 'nowhere' })).rejects.toMatchObject({
      code: 'bad-input',
    });
    await expect(client.call({ op: 'showInPanel', ticketId: 1, scope: 'gone.abc' })).rejects.toMatchObject({
      code: 'not-configured',
    });
    vi.restoreAllMocks();
  });
});
