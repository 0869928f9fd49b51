import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settingsStorage } from '@/lib/settings/items';
import { activeWorkspace, scopeOf } from '@/lib/settings/workspace';
import {
  agentStorage,
  categoriesStorage,
  draftIndex,
  draftStorage,
  LAYOUT_VERSION,
  lastSeenStorage,
  layoutStorage,
  pendingQuoteStorage,
  recentStorage,
  replyLogStorage,
  sendOutcomeStorage,
  ticketCache,
  ticketIndex,
  watchedStorage,
  watchStateStorage,
} from '@/lib/storage/items';
import { migrateStorage } from '@/lib/worker/migrations';
import { SECOND_SCOPE, twoWorkspaceSettings } from '@/test/support/samples';
import { panelShown, showPanel } from '@/test/support/view';

// Today's data (layout 1, settings v1) moves into the per-key, workspace-scoped layout without
// loss. The snapshot is what version 0.1.0 stored, written out by hand from lib/storage/items.ts of it.

const snapshot = JSON.parse(readFileSync('test/unit/lib/storage/worker/layout-1.json', 'utf8')) as Record<
  string,
  unknown
>;

beforeEach(async () => {
  fakeBrowser.reset();
  await fakeBrowser.storage.local.set(snapshot);
});

describe('storage migrations', () => {
  it('moves every datum of layout 1 into one workspace without loss', async () => {
    await migrateStorage();
    const settings = await settingsStorage.getValue();
    expect(settings.workspaces).toHaveLength(1); // stored in the current shape, not only read so
    const workspace = activeWorkspace(settings);
    expect(workspace).toMatchObject({
      brokerUrl: 'https://broker.example.com/token',
      apiBaseUrl: 'https://api.example.com',
      authorEmail: 'team@example.com',
      linkPatterns: ['https://support.example.com/#/c/{id}'],
    });
    expect(settings).toMatchObject({ watchIntervalMinutes: 15, theme: 'dark' });
    const scope = scopeOf(workspace) as string;
    const old = snapshot as Record<string, Record<string, unknown>>;

    expect(await ticketCache.getMany(scope, [4478950, 4478951])).toEqual(
      new Map([
        [4478950, old.ticketCache?.['4478950']],
        [4478951, old.ticketCache?.['4478951']],
      ]),
    );
    expect(await ticketIndex.get(scope)).toEqual({ 4478950: 1763900000000, 4478951: 1763900100000 });
    expect(await draftStorage.get(scope, 4478950)).toEqual(old.drafts?.['4478950']);
    expect(await draftIndex.get(scope)).toEqual({ 4478950: 1763900200000 });
    expect(await replyLogStorage.get(scope, 4478951)).toEqual(old.replyLog?.['4478951']);
    expect(await sendOutcomeStorage.get(scope, 4478951)).toEqual(old.sendOutcome?.['4478951']);
    expect(await lastSeenStorage.get(scope)).toEqual(old.lastSeen);
    expect(await recentStorage.get(scope)).toEqual(snapshot.recent);
    expect(await watchedStorage.get(scope)).toEqual(snapshot.watched);
    // The tree of layout 1 is nested: it is dropped, and fetched again when asked for.
    expect(await categoriesStorage.get(scope)).toBeNull();
    expect(await agentStorage.get(scope)).toEqual(snapshot.agent);
    expect(await panelShown()).toEqual({ scope, ticketId: 4478950 });
    expect(await pendingQuoteStorage.getValue()).toMatchObject({
      scope,
      text: 'The parcel is still missing',
    });
    expect(await watchStateStorage.getValue()).toEqual(snapshot.watchState);
    expect(await layoutStorage.getValue()).toBe(LAYOUT_VERSION);

    // The old whole-record keys are gone; running it again changes nothing.
    const keys = Object.keys(await fakeBrowser.storage.local.get(null));
    for (const legacy of ['ticketCache', 'drafts', 'replyLog', 'sendOutcome', 'lastSeen', 'panelTicket'])
      expect(keys).not.toContain(legacy);
    const before = await fakeBrowser.storage.local.get(null);
    await migrateStorage();
    expect(await fakeBrowser.storage.local.get(null)).toEqual(before);
  });

  it('moves layout 2’s switcher pick and panel ticket into one view record, the ticket kept in its workspace', async () => {
    fakeBrowser.reset();
    const settings = twoWorkspaceSettings();
    await fakeBrowser.storage.local.set({
      settings,
      layout: 2,
      activeWorkspace: 'second',
      panel: { scope: SECOND_SCOPE, ticketId: 77, at: 5 },
    });
    vi.resetModules(); // a fresh worker: the layout is checked once per worker
    const fresh = await import('@/lib/worker/migrations');
    await fresh.migrateStorage();
    const stored = await fakeBrowser.storage.local.get(null);
    expect(stored.view).toEqual({
      active: 'second',
      panels: { second: { scope: SECOND_SCOPE, ticketId: 77, at: 5 } },
    });
    expect(stored).not.toHaveProperty('activeWorkspace');
    expect(stored).not.toHaveProperty('panel');
    expect(await panelShown()).toEqual({ scope: SECOND_SCOPE, ticketId: 77, at: 5 });
    expect(await layoutStorage.getValue()).toBe(LAYOUT_VERSION);
  });
  it('moves layout 3’s own value versions into the layout: saved replies kept, the category cache dropped', async () => {
    fakeBrowser.reset();
    const settings = twoWorkspaceSettings();
    const replies = [{ id: 'r1', name: 'Refund', shortcut: 'refund', text: 'We refunded you.' }];
    await fakeBrowser.storage.local.set({
      layout: 3,
      settings,
      settings$: { v: 2 },
      [`savedReplies:${SECOND_SCOPE}`]: { version: 1, replies },
      [`savedReplyUse:${SECOND_SCOPE}`]: { r1: 5 },
      [`categories:${SECOND_SCOPE}`]: JSON.stringify({ version: 2, table: { names: [] }, fetchedAt: 1 }),
    });
    vi.resetModules(); // a fresh worker: the layout is checked once per worker
    const fresh = await import('@/lib/worker/migrations');
    await fresh.migrateStorage();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({
      layout: LAYOUT_VERSION,
      settings,
      [`savedReplies:${SECOND_SCOPE}`]: replies,
      [`savedReplyUse:${SECOND_SCOPE}`]: { r1: 5 },
    });
  });

  it('keeps the view of a new install: the menu may have shown a ticket before the first page asked anything', async () => {
    fakeBrowser.reset();
    await fakeBrowser.storage.local.set({ settings: twoWorkspaceSettings() });
    await showPanel({ scope: SECOND_SCOPE, ticketId: 77, at: 5 });
    vi.resetModules(); // a fresh worker: the layout is checked once per worker
    const fresh = await import('@/lib/worker/migrations');
    await fresh.migrateStorage();
    expect((await fakeBrowser.storage.local.get('view')).view).toEqual({
      active: null,
      panels: { second: { scope: SECOND_SCOPE, ticketId: 77, at: 5 } },
    });
    expect(await layoutStorage.getValue()).toBe(LAYOUT_VERSION);
  });
});
