import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Category } from '@/lib/api/schemas';
import {
  CATEGORIES_MAX_AGE_MS,
  getCategories,
  getCategoryPath,
} from '@/lib/categories-and-faq/worker/category-cache';
import { scopeOf } from '@/lib/settings/workspace';
import { categoriesStorage } from '@/lib/storage/items';
import { SCOPE, sampleCategory, sampleSettings, sampleWorkspace } from '@/test/support/samples';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});

const tree = (name: string): Category[] => [sampleCategory(1, name)];

function context() {
  let served = 0;
  const api = { getCategories: vi.fn(async () => tree(`v${++served}`)) };
  return { ctx: fakeWorkerContext({ api }), api };
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
    expect(third.table.names).toEqual(['v2']);
    expect((await categoriesStorage.get(SCOPE))?.fetchedAt).toBe(now);
  });

  it('fetches on refresh even when the cache is fresh', async () => {
    const { ctx, api } = context();
    await getCategories(ctx);
    const refreshed = await getCategories(ctx, true);
    expect(api.getCategories).toHaveBeenCalledTimes(2);
    expect(refreshed.table.names).toEqual(['v2']);
  });

  it('does not serve a tree cached for another API', async () => {
    const old = scopeOf(sampleWorkspace({ apiBaseUrl: 'https://old.example' })) as string;
    expect(old).not.toBe(SCOPE);
    await setUpWorkspace(sampleSettings({}, { apiBaseUrl: 'https://old.example' }));
    const { ctx: before } = context();
    expect((await getCategories(before)).table.names).toEqual(['v1']);
    expect((await categoriesStorage.get(old))?.table.names).toEqual(['v1']);
    await setUpWorkspace();
    const { ctx } = context();
    expect((await getCategories(ctx)).table.names).toEqual(['v1']);
    expect((await categoriesStorage.get(SCOPE))?.table.names).toEqual(['v1']);
  });

  it('answers the path of a category from the cached tree, fetching it only when absent', async () => {
    const deep = [
      sampleCategory(1, 'Billing', [sampleCategory(12, 'Refunds', [sampleCategory(123, 'Cards')])]),
    ];
    const api = { getCategories: vi.fn(async () => deep) };
    const ctx = fakeWorkerContext({ api });
    expect(await getCategoryPath(ctx, 123)).toEqual({ path: ['Billing', 'Refunds', 'Cards'] });
    expect(await getCategoryPath(ctx, 12)).toEqual({ path: ['Billing', 'Refunds'] });
    expect(await getCategoryPath(ctx, 999)).toEqual({ path: null });
    expect(api.getCategories).toHaveBeenCalledTimes(1);
  });
});
