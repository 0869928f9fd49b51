import type { Category } from '../api/schemas';
import { categoriesStorage } from '../storage';
import type { WorkerContext } from './context';
import { readMemo, writeMemo } from './storage-memo';

/** Categories change rarely; the tree can be large, so it is fetched at most this often. */
export const CATEGORIES_MAX_AGE_MS = 10 * 60_000;

/**
 * The category tree of the active workspace, from storage (or the worker's memory of it, see
 * storage-memo.ts) when younger than the time limit, else from the API (and stored). `refresh` skips the cache (the popup's "Refresh" button).
 */
export async function getCategories(
  context: WorkerContext,
  refresh = false,
  now = Date.now,
): Promise<{ categories: Category[]; fetchedAt: number }> {
  const session = await context.session();
  const api = await context.api(session); // fails first when not permitted
  const key = categoriesStorage.key(session.scope);
  const cached = await readMemo(key, categoriesStorage.decode);
  if (!refresh && cached && now() - cached.fetchedAt < CATEGORIES_MAX_AGE_MS) {
    return { categories: cached.value, fetchedAt: cached.fetchedAt };
  }
  const categories = await api.getCategories();
  const fetchedAt = now();
  if (session.alive()) {
    const entry = { value: categories, fetchedAt };
    await writeMemo({ [key]: [categoriesStorage.encode(entry), entry] });
  }
  return { categories, fetchedAt };
}
