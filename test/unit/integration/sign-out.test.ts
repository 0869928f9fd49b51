import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { signOut } from '../../../lib/sign-out';
import {
  defaultSettings,
  draftsStorage,
  lastSeenStorage,
  pendingQuoteStorage,
  recentStorage,
  settingsStorage,
  ticketCacheStorage,
  tokenStorage,
  watchedStorage,
} from '../../../lib/storage';
import { emptyDraft } from '../../../lib/tickets/drafts';
import type { WorkerContext } from '../../../lib/worker/context';
import { sampleTicket } from '../../support/samples';

const settings = {
  ...defaultSettings,
  brokerUrl: 'https://broker.example/team/token',
  apiBaseUrl: 'https://api.example',
};
const clear = vi.fn(async () => {});
const context = { settings: async () => settings, tokens: { clear } } as unknown as WorkerContext;
const fetchMock = vi.fn(
  async (_url: URL | string, _init?: RequestInit) => new Response('{"signedOut":true}', { status: 200 }),
);

beforeEach(async () => {
  fakeBrowser.reset();
  clear.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  await settingsStorage.setValue(settings);
  await tokenStorage.setValue({
    accessToken: 'secret',
    refreshAt: Date.now() + 60_000,
    agent: { email: 'a@b.example', name: 'A' },
  });
  await draftsStorage.setValue({ 5: { ...emptyDraft(5), message: 'half-written reply' } });
  await ticketCacheStorage.setValue({ 5: { ticket: sampleTicket({ id: 5 }), fetchedAt: 1 } });
  await recentStorage.setValue([{ id: 5, at: 1 }]);
  await watchedStorage.setValue([{ id: 5, at: 1 }]);
  await lastSeenStorage.setValue({ 5: '2026-11-03T10:00:00.000+00:00' });
  await pendingQuoteStorage.setValue({ text: 'quote', at: 1 });
  await fakeBrowser.alarms.create('sidedesk-watch', { periodInMinutes: 5 });
});

describe('sign-out', () => {
  it('forgets the token, ticket data, drafts, lists and alarms, and keeps the settings', async () => {
    await signOut(context);
    expect(clear).toHaveBeenCalled();
    expect(await tokenStorage.getValue()).toBeNull();
    expect(await draftsStorage.getValue()).toEqual({});
    expect(await ticketCacheStorage.getValue()).toEqual({});
    expect(await recentStorage.getValue()).toEqual([]);
    expect(await watchedStorage.getValue()).toEqual([]);
    expect(await lastSeenStorage.getValue()).toEqual({});
    expect(await pendingQuoteStorage.getValue()).toBeNull();
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
    expect(await settingsStorage.getValue()).toEqual(settings);
  });

  it('ends the broker session next to the token endpoint', async () => {
    const result = await signOut(context);
    expect(result).toEqual({ ok: true, brokerSignedOut: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://broker.example/team/sign-out');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'X-Sidedesk': '1' } });
  });

  it('still signs out locally when the broker cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await signOut(context)).toEqual({ ok: true, brokerSignedOut: false });
    expect(await draftsStorage.getValue()).toEqual({});
  });
});
