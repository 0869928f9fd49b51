import { describe, expect, it } from 'vitest';
import { type CategoryTable, tableOf } from '@/lib/api/category-table';
import type { Category } from '@/lib/api/schemas';
import {
  filterCategories,
  foldForMatch,
  indexCategories as indexTable,
  matchKeys,
  visibleCategoryRows,
} from '@/lib/categories-and-faq/category-filter';
import { sampleCategory } from '@/test/support/samples';

let nextId = 1;
function cat(name: string, children: Category[] = [], flags: Partial<Category> = {}): Category {
  const id = nextId++;
  for (const child of children) child.parentId = id;
  return sampleCategory(id, name, children, flags);
}

// Billing > Invoices > Refunds, Billing > Cards ; Accounts > Login ; Café
function tree() {
  nextId = 1;
  return [
    cat('Billing', [cat('Invoices', [cat('Refunds')]), cat('Cards')]),
    cat('Accounts', [cat('Login')]),
    cat('Café'),
  ];
}
/** The index of a tree, through the table the worker makes of it. */
const indexCategories = (roots: Category[]) => indexTable(tableOf(roots));
const names = (rows: { name: string | null }[]) => rows.map((row) => row.name);
const idOf = (roots: Category[], name: string) => {
  const { ids, names } = tableOf(roots);
  return ids[names.indexOf(name)] as number;
};

describe('category filter', () => {
  it('indexes the tree in pre-order with depths, parents and subtree ends', () => {
    const index = indexCategories(tree());
    expect(index.names).toEqual(['Billing', 'Invoices', 'Refunds', 'Cards', 'Accounts', 'Login', 'Café']);
    expect(index.depths).toEqual([0, 1, 2, 1, 0, 1, 0]);
    expect([...index.parent]).toEqual([-1, 0, 1, 0, -1, 4, -1]);
    expect([...index.end]).toEqual([4, 3, 3, 4, 6, 6, 7]);
  });

  it('shows only top-level categories until one is expanded, and never a collapsed subtree', () => {
    const roots = tree();
    const index = indexCategories(roots);
    expect(names(visibleCategoryRows(index, new Set(), null, 100).rows)).toEqual([
      'Billing',
      'Accounts',
      'Café',
    ]);
    const expanded = new Set([idOf(roots, 'Billing')]);
    const { rows } = visibleCategoryRows(index, expanded, null, 100);
    expect(names(rows)).toEqual(['Billing', 'Invoices', 'Cards', 'Accounts', 'Café']);
    expect(rows[0]).toMatchObject({ expanded: true, hasChildren: true, depth: 0 });
    expect(rows[1]).toMatchObject({ expanded: false, hasChildren: true, depth: 1 });
  });

  it('keeps the ancestors of every match visible and open', () => {
    const index = indexCategories(tree());
    const filter = filterCategories(index, 'ref');
    expect(filter?.matchCount).toBe(1);
    const { rows } = visibleCategoryRows(index, new Set(), filter, 100);
    expect(names(rows)).toEqual(['Billing', 'Invoices', 'Refunds']);
    expect(rows.map((row) => row.match)).toEqual([false, false, true]);
    expect(rows.slice(0, 2).every((row) => row.expanded)).toBe(true);
  });

  it('matches without regard to case or accents, and ignores a blank query', () => {
    const index = indexCategories(tree());
    expect(names(visibleCategoryRows(index, new Set(), filterCategories(index, 'CAFE'), 100).rows)).toEqual([
      'Café',
    ]);
    expect(filterCategories(index, '   ')).toBeNull();
    expect(foldForMatch('Ærø Café')).toBe('ærø cafe');
  });

  it('lets the agent open a matching category to see all its children, or close an ancestor', () => {
    const roots = tree();
    const index = indexCategories(roots);
    const filter = filterCategories(index, 'accounts');
    expect(names(visibleCategoryRows(index, new Set(), filter, 100).rows)).toEqual(['Accounts']);
    const opened = new Set([idOf(roots, 'Accounts')]);
    expect(names(visibleCategoryRows(index, new Set(), filter, 100, opened).rows)).toEqual([
      'Accounts',
      'Login',
    ]);
    const refunds = filterCategories(index, 'refunds');
    const closed = new Set([idOf(roots, 'Billing')]);
    expect(names(visibleCategoryRows(index, new Set(), refunds, 100, closed).rows)).toEqual(['Billing']);
  });

  it('draws at most `limit` rows and says there are more', () => {
    const index = indexCategories(tree());
    const first = visibleCategoryRows(index, new Set(), null, 2);
    expect(names(first.rows)).toEqual(['Billing', 'Accounts']);
    expect(first.more).toBe(true);
    expect(visibleCategoryRows(index, new Set(), null, 3).more).toBe(false);
  });

  it('handles a 10,000-node tree and a 5,000-deep chain', () => {
    nextId = 1;
    const roots = Array.from({ length: 100 }, (_, i) =>
      cat(
        `Group ${i}`,
        Array.from({ length: 99 }, (_, j) => cat(`Topic ${i}-${j}`)),
      ),
    );
    const index = indexCategories(roots);
    expect(index.ids).toHaveLength(10_000);
    const filter = filterCategories(index, 'topic 42-7');
    expect(filter?.matchCount).toBe(11); // 42-7 and 42-70 … 42-79
    expect(visibleCategoryRows(index, new Set(), filter, 200).rows).toHaveLength(12);

    let chain = cat('leaf');
    for (let i = 0; i < 5000; i++) chain = cat(`level ${i}`, [chain]);
    const deep = indexCategories([chain]);
    const rows = visibleCategoryRows(deep, new Set(), filterCategories(deep, 'leaf'), 10_000).rows;
    expect(rows).toHaveLength(5001);
    expect(rows.at(-1)?.depth).toBe(5000);
  });

  it('reads a depth that skips a level as one below the node before (no node is lost)', () => {
    const table: CategoryTable = {
      ids: [1, 2, 3],
      names: ['a', 'b', 'c'],
      depths: [0, 3, 1],
      flags: [1, 1, 1],
    };
    const index = indexTable(table);
    expect([...index.parent]).toEqual([-1, 0, 0]);
    expect([...index.end]).toEqual([3, 2, 3]);
  });

  it('folds the names for matching once, on the first filter', () => {
    const index = indexCategories(tree());
    const keys = matchKeys(index);
    expect(keys).toContain('cafe');
    filterCategories(index, 'caf');
    expect(matchKeys(index)).toBe(keys);
  });
});
