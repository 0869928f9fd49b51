import { computed, signal } from '@preact/signals';
import type { CategoryTable } from '@/lib/api/category-table';
import { describeError } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { CategoriesAsked } from './categories-asked';
import { filterCategories, indexCategories, matchKeys, visibleCategoryRows } from './category-filter';

/** Rows drawn at first and added per "Show more": a 10,000-node tree never renders at once. */
const CATEGORY_PAGE = 200;

/** Runs `work` when the page is idle (soon where it cannot tell). */
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(work, { timeout: 1_000 })
    : setTimeout(work, 0);

/**
 * The category tree: loaded through the worker's cache, filtered per keystroke, expanded by hand.
 * `asked`: the worker's answer, when the popup asked for the tree while this view was loading.
 */
export function createCategoriesModel(client: ProtocolClient, asked?: CategoriesAsked) {
  let ahead = asked;
  const table = signal<CategoryTable | null>(null);
  const fetchedAt = signal<number | null>(null);
  const loading = signal(false);
  const error = signal<string | null>(null);
  const query = signal('');
  const expanded = signal<ReadonlySet<number>>(new Set());
  /** Flips of the filter's automatic open state; forgotten when the query changes. */
  const toggled = signal<ReadonlySet<number>>(new Set());
  const limit = signal(CATEGORY_PAGE);

  const index = computed(() => (table.value ? indexCategories(table.value) : null));
  const filter = computed(() => (index.value ? filterCategories(index.value, query.value) : null));
  const view = computed(() =>
    index.value
      ? visibleCategoryRows(index.value, expanded.value, filter.value, limit.value, toggled.value)
      : { rows: [], more: false },
  );
  const total = computed(() => index.value?.ids.length ?? 0);

  async function load(refresh = false): Promise<void> {
    loading.value = true;
    error.value = null;
    try {
      const held = refresh ? undefined : await ahead;
      ahead = undefined;
      if (held && 'failure' in held) throw held.failure;
      const result = held
        ? held.answer
        : await client.call({ op: 'getCategories', ...(refresh ? { refresh: true } : {}) });
      table.value = result.table;
      fetchedAt.value = result.fetchedAt;
      // The names are folded for the filter once the tree is drawn, not before it draws.
      whenIdle(() => index.value && matchKeys(index.value));
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
    table,
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
