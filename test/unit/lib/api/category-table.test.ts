import { describe, expect, it } from 'vitest';
import { type CategoryTable, flagOf, pathIn, tableOf } from '@/lib/api/category-table';
import type { Category } from '@/lib/api/schemas';
import { generateCategoryTree } from '@/test/bench/generate-categories';
import { sampleCategory } from '@/test/support/samples';

// Billing > Refunds > Cards, Billing > Invoices ; Other
const tree = (): Category[] => [
  sampleCategory(1, 'Billing', [
    sampleCategory(12, 'Refunds', [sampleCategory(123, 'Cards', [], { isHidden: true, canBeChosen: false })]),
    sampleCategory(13, 'Invoices', [], { isMuted: true, autoArchive: true }),
  ]),
  sampleCategory(2, 'Other'),
];

describe('category table', () => {
  it('lists the tree in pre-order with depths', () => {
    const table = tableOf(tree());
    expect(table.ids).toEqual([1, 12, 123, 13, 2]);
    expect(table.names).toEqual(['Billing', 'Refunds', 'Cards', 'Invoices', 'Other']);
    expect(table.depths).toEqual([0, 1, 2, 1, 0]);
  });

  it('packs the four flags, and the usual node (choosable, nothing else) as 1', () => {
    const { flags } = tableOf(tree());
    expect(flags[0]).toBe(1);
    const read = (packed: number) =>
      (['canBeChosen', 'isHidden', 'isMuted', 'autoArchive'] as const).map((flag) => flagOf(packed, flag));
    expect(read(flags[2] as number)).toEqual([false, true, false, false]);
    expect(read(flags[3] as number)).toEqual([true, false, true, true]);
  });

  it('keeps what the tolerant reading made unknown as unknown: a name as null, a flag as undefined', () => {
    const table = tableOf([
      sampleCategory(1, undefined as never, [], { isHidden: undefined, canBeChosen: undefined }),
    ]);
    expect(table.names).toEqual([null]);
    expect(flagOf(table.flags[0] as number, 'isHidden')).toBeUndefined();
    expect(flagOf(table.flags[0] as number, 'canBeChosen')).toBeUndefined();
    expect(flagOf(table.flags[0] as number, 'isMuted')).toBe(false);
    // It survives the trip as JSON (a message, storage): undefined would not.
    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
  });

  it('gives the path of names down to a category, or null when it is not in the tree', () => {
    const table = tableOf(tree());
    expect(pathIn(table, 123)).toEqual(['Billing', 'Refunds', 'Cards']);
    expect(pathIn(table, 13)).toEqual(['Billing', 'Invoices']);
    expect(pathIn(table, 2)).toEqual(['Other']);
    expect(pathIn(table, 999)).toBeNull();
    const unnamed: CategoryTable = { ids: [1, 2], names: [null, 'Leaf'], depths: [0, 1], flags: [1, 1] };
    expect(pathIn(unnamed, 2)).toEqual([null, 'Leaf']);
  });

  it('makes a 5,000-deep chain without overflowing the stack', () => {
    let chain = sampleCategory(0, 'leaf');
    for (let i = 1; i <= 5000; i++) chain = sampleCategory(i, `level ${i}`, [chain]);
    const table = tableOf([chain]);
    expect(table.depths.at(-1)).toBe(5000);
    expect(pathIn(table, 0)).toHaveLength(5001);
  });

  it('is a few times smaller as JSON than the nested tree of 10,000 nodes', () => {
    const nested = generateCategoryTree(10_000);
    const table = tableOf(nested as Category[]);
    expect(table.ids).toHaveLength(10_000);
    const ratio = JSON.stringify(nested).length / JSON.stringify(table).length;
    expect(ratio).toBeGreaterThan(3);
  });
});
