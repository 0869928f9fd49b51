import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Settings } from '@/lib/settings/types';
import { changeStored, currentSettings, onStoredSettingsChange } from '@/lib/settings/worker/store';
import { setUpWorkspace } from '@/test/support/worker';

// The worker is the one writer of the settings, and what a change ends (a broker's sessions, its
// token) must have ended by the time the change is answered: a Test connection asked for right
// after a Save must not be cut off by the Save's consequences arriving later.

type StorageListener = (
  changes: Record<string, { oldValue?: unknown; newValue?: unknown }>,
  area: string,
) => void;

const otherBroker = (settings: Settings): Settings => ({
  ...settings,
  workspaces: settings.workspaces.map((w) => ({ ...w, brokerUrl: 'https://other-broker.example/token' })),
});

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});

describe('settings changes told to the worker', () => {
  it('a change the worker makes is told before it is answered, and not again when storage tells of it later', async () => {
    // The browser tells of a write once it is stored, some time after: the fake does it within
    // the write, so storage's word is held here and given as the browser would, afterwards.
    const storageWord: StorageListener[] = [];
    vi.spyOn(fakeBrowser.storage.onChanged, 'addListener').mockImplementation((listener) => {
      storageWord.push(listener as StorageListener);
    });
    const told = vi.fn();
    onStoredSettingsChange(told);
    const before = await currentSettings();
    const after = otherBroker(before);
    await changeStored(() => ({ next: { settings: after }, answer: undefined }));
    expect(told).toHaveBeenCalledTimes(1);
    expect(told.mock.calls[0]?.[1].workspaces[0].brokerUrl).toBe('https://other-broker.example/token');

    const stored = JSON.parse(JSON.stringify(after));
    for (const listener of storageWord)
      listener({ settings: { oldValue: before, newValue: stored } }, 'local');
    expect(told).toHaveBeenCalledTimes(1);

    // A change made outside the worker (devtools, a test) is told as storage tells of it.
    const elsewhere = { ...stored, language: 'nb' };
    for (const listener of storageWord)
      listener({ settings: { oldValue: stored, newValue: elsewhere } }, 'local');
    expect(told).toHaveBeenCalledTimes(2);
    expect(told.mock.calls[1]?.[1].language).toBe('nb');
  });
});
