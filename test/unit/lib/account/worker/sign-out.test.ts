import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { signOut } from '@/lib/account/worker/sign-out';
import { emptyReplyFields } from '@/lib/records/reply-fields';
import { saveDraft, setPendingQuote } from '@/lib/sending/drafts';
import { settingsStorage } from '@/lib/settings/items';
import { DEFAULT_WORKSPACE_ID } from '@/lib/settings/workspace';
import {
  draftIndex,
  draftStorage,
  LAYOUT_VERSION,
  lastSeenStorage,
  layoutStorage,
  pendingQuoteStorage,
  recentStorage,
  ticketCache,
  ticketIndex,
  tokenStorageOf,
  watchedStorage,
} from '@/lib/storage/items';
import { markSeen, setWatched, touchRecent } from '@/lib/tickets/worker/ticket-lists';
import { cacheTicket } from '@/lib/tickets/worker/ticket-service';
import { SCOPE, sampleSettings, sampleTicket } from '@/test/support/samples';
import { fakeWorkerContext, sampleAgent, setUpWorkspace } from '@/test/support/worker';

/** The token of the first workspace. */
const tokenStorage = tokenStorageOf(DEFAULT_WORKSPACE_ID);

const settings = sampleSettings({}, { brokerUrl: 'https://broker.example/team/token' });
let context = fakeWorkerContext();
const fetchMock = vi.fn(
  async (_url: URL | string, _init?: RequestInit) => new Response('{"signedOut":true}', { status: 200 }),
);

beforeEach(async () => {
  fakeBrowser.reset();
  context = fakeWorkerContext();
  vi.stubGlobal('fetch', fetchMock);
  await setUpWorkspace(settings);
  await tokenStorage.setValue({
    accessToken: 'secret',
    refreshAt: Date.now() + 60_000,
    agent: sampleAgent,
    brokerUrl: settings.workspaces[0]?.brokerUrl ?? '',
  });
  const session = await context.session();
  await saveDraft(session, 5, { ...emptyReplyFields(), message: 'half-written reply' }, null);
  await cacheTicket(session, sampleTicket({ id: 5 }));
  await touchRecent(session, 5);
  await setWatched(session, 5, true);
  await markSeen(session, { id: 5, lastThreadElementCreationTime: '2026-11-03T10:00:00.000+00:00' });
  await setPendingQuote(session, 'quote');
  await fakeBrowser.alarms.create('sidedesk-watch', { periodInMinutes: 5 });
});

describe('sign-out', () => {
  it('forgets the token, ticket data, drafts, lists and alarms, and keeps the settings', async () => {
    expect(await draftStorage.get(SCOPE, 5)).not.toBeNull(); // the set-up did store them
    await signOut(context);
    expect(context.ended()).toBe(1);
    expect(context.tokens.clear).toHaveBeenCalled();
    expect(await tokenStorage.getValue()).toBeNull();
    expect(await draftStorage.get(SCOPE, 5)).toBeNull();
    expect(await draftIndex.get(SCOPE)).toEqual({});
    expect(await ticketCache.get(SCOPE, 5)).toBeNull();
    expect(await ticketIndex.get(SCOPE)).toEqual({});
    expect(await recentStorage.get(SCOPE)).toEqual([]);
    expect(await watchedStorage.get(SCOPE)).toEqual([]);
    expect(await lastSeenStorage.get(SCOPE)).toEqual({});
    expect(await pendingQuoteStorage.getValue()).toBeNull();
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
    expect(await settingsStorage.getValue()).toEqual(settings);
    expect(await layoutStorage.getValue()).toBe(LAYOUT_VERSION);
  });

  it('ends the broker session next to the token endpoint', async () => {
    const result = await signOut(context);
    expect(result).toEqual({ ok: true, brokerSignedOut: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://broker.example/team/sign-out');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(init?.headers).get('X-Sidedesk')).toBe('1');
  });

  it('still signs out locally when the broker cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await signOut(context)).toEqual({ ok: true, brokerSignedOut: false });
    expect(await draftStorage.get(SCOPE, 5)).toBeNull();
  });

  it('stores nothing that work started before the sign-out answers afterwards', async () => {
    const before = await context.session();
    await signOut(context);
    await cacheTicket(before, sampleTicket({ id: 6 }));
    await touchRecent(before, 6);
    expect(await ticketCache.get(SCOPE, 6)).toBeNull();
    expect(await recentStorage.get(SCOPE)).toEqual([]);
  });
});
