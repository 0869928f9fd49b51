import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defineItem, readStorage } from '@/lib/storage/item';
import { settle } from '@/test/support/worker';

beforeEach(() => fakeBrowser.reset());

const item = () =>
  defineItem<{ n: number; label: string }>('local:thing', {
    fallback: { n: 0, label: 'none' },
  });

describe('storage items (lib/storage/item.ts)', () => {
  it('sends the reads of one turn as one storage read', async () => {
    await browser.storage.local.set({ a: 1, b: 2 });
    const get = vi.spyOn(browser.storage.local, 'get');
    const [a, b] = await Promise.all([readStorage('local', ['a']), readStorage('local', ['b', 'c'])]);
    expect(get).toHaveBeenCalledTimes(1);
    expect([a.a, b.b, b.c]).toEqual([1, 2, undefined]);
    await readStorage('local', ['a']); // a later turn reads again: never an older answer
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('reads a write issued before it in the same turn', async () => {
    const thing = item();
    const writing = thing.setValue({ n: 5, label: 'five' });
    const reading = thing.getValue();
    await writing;
    expect(await reading).toEqual({ n: 5, label: 'five' });
  });

  it('answers the fallback for a missing value', async () => {
    expect(await item().getValue()).toEqual({ n: 0, label: 'none' });
  });

  it('removes on null, and reports only real changes', async () => {
    const thing = item();
    const seen: unknown[] = [];
    const stop = thing.watch((value) => seen.push(value));
    await thing.setValue({ n: 1, label: 'one' });
    await thing.setValue({ n: 1, label: 'one' });
    await thing.removeValue();
    await settle();
    stop();
    expect(seen).toEqual([
      { n: 1, label: 'one' },
      { n: 0, label: 'none' },
    ]);
    expect(await browser.storage.local.get(null)).toEqual({});
  });
});
