import { computed, signal } from '@preact/signals';
import type { Category } from '@/lib/api/schemas';
import { describeError } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { filterCategories, indexCategories, visibleCategoryRows } from './category-filter';

/** Rows drawn at first and added per "Show more": a 10,000-node tree never renders at once. */
export const CATEGORY_PAGE = 200;

/** The category tree: loaded through the worker's cache, filtered per keystroke, expanded by hand. */
export function createCategoriesModel(client: ProtocolClient) {
  const categories = signal<Category[] | null>(null);
  const fetchedAt = signal<number | null>(null);
  const loading = signal(false);
  const error = signal<string | null>(null);
  const query = signal('');
  const expanded = signal<ReadonlySet<number>>(new Set());
  /** Flips of the filter's automatic open state; forgotten when the query changes. */
  const toggled = signal<ReadonlySet<number>>(new Set());
  const limit = signal(CATEGORY_PAGE);

  const index = computed(() => (categories.value ? indexCategories(categories.value) : null));
  const filter = computed(() => (index.value ? filterCategories(index.value, query.value) : null));
  const view = computed(() =>
    index.value
      ? visibleCategoryRows(index.value, expanded.value, filter.value, limit.value, toggled.value)
      : { rows: [], more: false },
  );
  const total = computed(() => index.value?.nodes.length ?? 0);

  async function load(refresh = false): Promise<void> {
    loading.value = true;
    error.value = null;
    try {
      const result = await client.call({ op: 'getCategories', ...(refresh ? { refresh: true } : {}) });
      categories.value = result.categories;
      fetchedAt.value = result.fetchedAt;
    } catch (failure) {
      error.value = describeError(failure); // the tree already shown, if any, stays
    } finally {
      loading.value = false;
    }
  }

  function setQuery(value: string): void {
    query.value = value;
    toggled.value = new Set();
    limit.value = CATEGORY_PAGE;
  }

  function toggle(id: number): void {
    const target = filter.value ? toggled : expanded;
    const next = new Set(target.value);
    if (!next.delete(id)) next.add(id);
    target.value = next;
  }

  function showMore(): void {
    limit.value += CATEGORY_PAGE;
  }

  return {
    categories,
    fetchedAt,
    loading,
    error,
    query,
    filter,
    view,
    total,
    load,
    setQuery,
    toggle,
    showMore,
  };
}
export type CategoriesModel = ReturnType<typeof createCategoriesModel>;
