import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Category } from '../../../lib/api/schemas';
import { categoriesStorage, defaultSettings } from '../../../lib/storage';
import { CATEGORIES_MAX_AGE_MS, getCategories } from '../../../lib/worker/category-cache';
import type { WorkerContext } from '../../../lib/worker/context';

beforeEach(() => fakeBrowser.reset());

const tree = (name: string): Category[] => [
  {
    id: 1,
    name,
    parentId: null,
    children: [],
    autoArchive: false,
    canBeChosen: true,
    isHidden: false,
    isMuted: false,
  },
];

function context(baseUrl = 'http://127.0.0.1:1') {
  let served = 0;
  const api = { getCategories: vi.fn(async () => tree(`v${++served}`)) };
  const ctx = {
    api: async () => api,
    settings: async () => ({
      ...defaultSettings,
      apiBaseUrl: baseUrl,
      brokerUrl: 'http://127.0.0.1:2/token',
    }),
  } as unknown as WorkerContext;
  return { ctx, api };
}

describe('category cache (worker)', () => {
  it('serves the stored tree within the time limit and fetches after it', async () => {
    const { ctx, api } = context();
    let now = 1_000;
    const first = await getCategories(ctx, false, () => now);
    now += CATEGORIES_MAX_AGE_MS - 1;
    const second = await getCategories(ctx, false, () => now);
    expect(second).toEqual(first);
    expect(api.getCategories).toHaveBeenCalledTimes(1);
    now += 2;
    const third = await getCategories(ctx, false, () => now);
    expect(third.categories[0]?.name).toBe('v2');
    expect((await categoriesStorage.getValue())?.fetchedAt).toBe(now);
  });

  it('fetches on refresh even when the cache is fresh', async () => {
    const { ctx, api } = context();
    await getCategories(ctx);
    const refreshed = await getCategories(ctx, true);
    expect(api.getCategories).toHaveBeenCalledTimes(2);
    expect(refreshed.categories[0]?.name).toBe('v2');
  });

  it('does not serve a tree cached for another API', async () => {
    await categoriesStorage.setValue({
      value: tree('other'),
      fetchedAt: Date.now(),
      key: 'https://old.example',
    });
    const { ctx } = context();
    expect((await getCategories(ctx)).categories[0]?.name).toBe('v1');
  });
});
