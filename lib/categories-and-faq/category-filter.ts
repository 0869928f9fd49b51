import type { CategoryTable } from '@/lib/api/category-table';

// The category tree as flat arrays, so that filtering a 10,000-node tree per keystroke is one pass
// over precomputed names, and rendering touches only the rows that show (collapsed subtrees are
// skipped by jumping to their end). The worker sends the arrays in pre-order with depths
// (lib/api/category-table.ts): indexing adds parents and subtree ends without walking objects.
// Pure functions: unit-tested and benchmarked without a DOM.

interface CategoryIndex extends CategoryTable {
  /** Index of the parent, or -1 for a top-level category. */
  parent: Int32Array;
  /** One past the last index of the node's subtree (pre-order keeps a subtree contiguous). */
  end: Int32Array;
}

/** Lower case without accents, so "cafe" finds "Café". */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Parents and subtree ends from the depths: one pass forward, one back. */
export function indexCategories(table: CategoryTable): CategoryIndex {
  const count = table.ids.length;
  const parent = new Int32Array(count);
  const end = new Int32Array(count);
  // last[d]: the latest node at depth d, so the parent of a node at depth d is last[d - 1].
  const last: number[] = [];
  for (let i = 0; i < count; i++) {
    // A depth more than one below the previous node's would have no parent: read it as one below.
    const depth = Math.min(table.depths[i] as number, last.length);
    parent[i] = depth > 0 ? (last[depth - 1] as number) : -1;
    last[depth] = i;
    last.length = depth + 1;
    end[i] = i + 1;
  }
  // Children come after their parent, so a backward pass carries each subtree's end upward.
  for (let i = count - 1; i >= 0; i--) {
    const p = parent[i] as number;
    if (p >= 0 && (end[i] as number) > (end[p] as number)) end[p] = end[i] as number;
  }
  return { ...table, parent, end };
}

const folded = new WeakMap<CategoryIndex, string[]>();

/**
 * Names folded for matching, made on the first filter (or ahead of it when the page is idle, see
 * categories-model.ts): the tree draws without waiting for 10,000 names to be folded.
 */
export function matchKeys(index: CategoryIndex): string[] {
  let keys = folded.get(index);
  if (!keys) {
    keys = index.names.map((name) => foldForMatch(name ?? ''));
    folded.set(index, keys);
  }
  return keys;
}

const MATCH = 1;
const ANCESTOR_OF_MATCH = 2;

interface CategoryFilter {
  query: string;
  /** Per node: MATCH and/or ANCESTOR_OF_MATCH bits; 0 hides the node. */
  flags: Uint8Array;
  matchCount: number;
}

/** Marks the categories whose name contains `query` and every ancestor of each; null for a blank query. */
export function filterCategories(index: CategoryIndex, query: string): CategoryFilter | null {
  const needle = foldForMatch(query.trim());
  if (!needle) return null;
  const { parent } = index;
  const keys = matchKeys(index);
  const flags = new Uint8Array(keys.length);
  let matchCount = 0;
  for (let i = 0; i < keys.length; i++) {
    if (!(keys[i] as string).includes(needle)) continue;
    flags[i] = (flags[i] as number) | MATCH;
    matchCount++;
    // Stop at the first ancestor already marked: its own ancestors are marked too.
    for (
      let p = parent[i] as number;
      p >= 0 && !((flags[p] as number) & ANCESTOR_OF_MATCH);
      p = parent[p] as number
    ) {
      flags[p] = (flags[p] as number) | ANCESTOR_OF_MATCH;
    }
  }
  return { query: needle, flags, matchCount };
}

export interface CategoryRow {
  id: number;
  /** null: unknown. */
  name: string | null;
  /** Packed as in the table (read with `flagOf`). */
  flags: number;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  /** Matches the filter (false when no filter). */
  match: boolean;
}

interface VisibleRows {
  rows: CategoryRow[];
  /** More rows would show beyond `limit`. */
  more: boolean;
}

/**
 * The rows to draw, in tree order, at most `limit`. Without a filter a node is open when the agent
 * expanded it. With one, ancestors of matches are open and show only their matching branches;
 * `toggled` (reset per query) flips a node, so a match can be opened to see all of its children.
 */
export function visibleCategoryRows(
  index: CategoryIndex,
  expanded: ReadonlySet<number>,
  filter: CategoryFilter | null,
  limit: number,
  toggled: ReadonlySet<number> = new Set(),
): VisibleRows {
  const { ids, parent, end } = index;
  const flags = filter?.flags;
  const rows: CategoryRow[] = [];
  // Per shown node: whether its children show, and whether all of them or only flagged ones.
  const open = new Uint8Array(ids.length); // 0 closed, 1 flagged children only, 2 all children
  let i = 0;
  while (i < ids.length) {
    const p = parent[i] as number;
    const shown =
      p < 0
        ? !flags || (flags[i] as number) !== 0
        : open[p] === 2 || (open[p] === 1 && (flags?.[i] ?? 0) !== 0);
    if (!shown) {
      i = end[i] as number;
      continue;
    }
    if (rows.length >= limit) return { rows, more: true };
    const id = ids[i] as number;
    const hasChildren = (end[i] as number) > i + 1;
    let state = 0;
    if (hasChildren) {
      if (!flags) state = expanded.has(id) ? 2 : 0;
      else {
        const auto = ((flags[i] as number) & ANCESTOR_OF_MATCH) !== 0;
        const flipped = toggled.has(id);
        state = auto ? (flipped ? 0 : 1) : flipped ? 2 : 0;
      }
    }
    open[i] = state;
    rows.push({
      id,
      name: index.names[i] as string | null,
      flags: index.flags[i] as number,
      depth: index.depths[i] as number,
      hasChildren,
      expanded: state !== 0,
      match: !!flags && ((flags[i] as number) & MATCH) !== 0,
    });
    i = state === 0 ? (end[i] as number) : i + 1;
  }
  return { rows, more: false };
}
