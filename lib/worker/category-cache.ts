import type { Category } from '../api/schemas';
import { categoriesStorage } from '../storage';
import type { WorkerContext } from './context';

/** Categories change rarely; the tree can be large, so it is fetched at most this often. */
export const CATEGORIES_MAX_AGE_MS = 10 * 60_000;

/**
 * The category tree, from `categoriesStorage` when younger than the time limit for the same API,
 * else from the API (and stored). `refresh` skips the cache (the popup's "Refresh" button).
 */
export async function getCategories(
  context: WorkerContext,
  refresh = false,
  now = Date.now,
): Promise<{ categories: Category[]; fetchedAt: number }> {
  const api = await context.api(); // fails first when not configured or not permitted
  const { apiBaseUrl } = await context.settings();
  const cached = await categoriesStorage.getValue();
  if (!refresh && cached && cached.key === apiBaseUrl && now() - cached.fetchedAt < CATEGORIES_MAX_AGE_MS) {
    return { categories: cached.value, fetchedAt: cached.fetchedAt };
  }
  const categories = await api.getCategories();
  const fetchedAt = now();
  await categoriesStorage.setValue({ value: categories, fetchedAt, key: apiBaseUrl });
  return { categories, fetchedAt };
}
