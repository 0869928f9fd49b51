import type { Category } from '../api/schemas';
import { categoriesStorage } from '../storage';
import type { WorkerContext } from './context';

/** Categories change rarely; the tree can be large, so it is fetched at most this often. */
export const CATEGORIES_MAX_AGE_MS = 10 * 60_000;

/**
 * The category tree of the active workspace, from storage when younger than the time limit, else
 * from the API (and stored). `refresh` skips the cache (the popup's "Refresh" button).
 */
export async function getCategories(
  context: WorkerContext,
  refresh = false,
  now = Date.now,
): Promise<{ categories: Category[]; fetchedAt: number }> {
  const api = await context.api(); // fails first when not configured or not permitted
  const session = await context.session();
  const cached = await categoriesStorage.get(session.scope);
  if (!refresh && cached && now() - cached.fetchedAt < CATEGORIES_MAX_AGE_MS) {
    return { categories: cached.value, fetchedAt: cached.fetchedAt };
  }
  const categories = await api.getCategories();
  const fetchedAt = now();
  if (session.alive()) await categoriesStorage.set(session.scope, { value: categories, fetchedAt });
  return { categories, fetchedAt };
}
