import { pathIn, tableOf } from '@/lib/api/category-table';
import { type CachedCategories, categoriesStorage } from '@/lib/storage/items';
import { readMemo, writeMemo } from '@/lib/storage/worker/memo';
import type { WorkerContext } from '@/lib/worker/context';

/** Categories change rarely; the tree can be large, so it is fetched at most this often. */
export const CATEGORIES_MAX_AGE_MS = 10 * 60_000;

/**
 * The category tree of the workspace as a table (lib/api/category-table.ts), from storage (or the
 * worker's memory of it, see storage-memo.ts) when younger than the time limit, else from the API
 * (made a table once, and stored). `refresh` skips the cache (the popup's "Refresh" button).
 */
export async function getCategories(
  context: WorkerContext,
  refresh = false,
  now = Date.now,
): Promise<CachedCategories> {
  const session = await context.session();
  const api = await context.api(session); // fails first when not permitted
  const key = categoriesStorage.key(session.scope);
  const cached = await readMemo(key, categoriesStorage.decode);
  if (!refresh && cached && now() - cached.fetchedAt < CATEGORIES_MAX_AGE_MS) {
    return { table: cached.table, fetchedAt: cached.fetchedAt };
  }
  const table = tableOf(await api.getCategories());
  const fetchedAt = now();
  if (session.alive()) {
    const entry: CachedCategories = { table, fetchedAt };
    await writeMemo({ [key]: [categoriesStorage.encode(entry), entry] });
  }
  return { table, fetchedAt };
}

/** The names from the top of the tree down to a category (the side panel's path), not the tree. */
export async function getCategoryPath(context: WorkerContext, categoryId: number) {
  return { path: pathIn((await getCategories(context)).table, categoryId) };
}
