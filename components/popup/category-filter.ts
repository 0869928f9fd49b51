import type { Category } from '@/lib/api/schemas';

// The category tree as flat arrays, so that filtering a 10,000-node tree per keystroke is one pass
// over precomputed names, and rendering touches only the rows that show (collapsed subtrees are
// skipped by jumping to their end). Pure functions: unit-tested and benchmarked without a DOM.

export interface CategoryIndex {
  /** Every category in depth-first pre-order. */
  nodes: Category[];
  depth: Int32Array;
  /** Index of the parent in `nodes`, or -1 for a top-level category. */
  parent: Int32Array;
  /** One past the last index of the node's subtree (pre-order keeps a subtree contiguous). */
  end: Int32Array;
  /** Names folded for matching (lower case, accents removed). */
  keys: string[];
}

/** Lower case without accents, so "cafe" finds "Café". */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Flattens the tree once (iteratively: a deep tree must not overflow the stack). */
export function indexCategories(roots: readonly Category[]): CategoryIndex {
  const nodes: Category[] = [];
  const depths: number[] = [];
  const parents: number[] = [];
  const stack: { node: Category; depth: number; parent: number }[] = [];
  for (let i = roots.length - 1; i >= 0; i--)
    stack.push({ node: roots[i] as Category, depth: 0, parent: -1 });
  while (stack.length) {
    const { node, depth, parent } = stack.pop() as (typeof stack)[number];
    const index = nodes.length;
    nodes.push(node);
    depths.push(depth);
    parents.push(parent);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ node: children[i] as Category, depth: depth + 1, parent: index });
  }
  const count = nodes.length;
  const end = new Int32Array(count);
  for (let i = 0; i < count; i++) end[i] = i + 1;
  // Children come after their parent, so a backward pass carries each subtree's end upward.
  for (let i = count - 1; i >= 0; i--) {
    const p = parents[i] as number;
    if (p >= 0 && (end[i] as number) > (end[p] as number)) end[p] = end[i] as number;
  }
  return {
    nodes,
    depth: Int32Array.from(depths),
    parent: Int32Array.from(parents),
    end,
    keys: nodes.map((node) => foldForMatch(node.name ?? '')),
  };
}

export const MATCH = 1;
export const ANCESTOR_OF_MATCH = 2;

export interface CategoryFilter {
  query: string;
  /** Per node: MATCH and/or ANCESTOR_OF_MATCH bits; 0 hides the node. */
  flags: Uint8Array;
  matchCount: number;
}

/** Marks the categories whose name contains `query` and every ancestor of each; null for a blank query. */
export function filterCategories(index: CategoryIndex, query: string): CategoryFilter | null {
  const needle = foldForMatch(query.trim());
  if (!needle) return null;
  const { keys, parent } = index;
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
  category: Category;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  /** Matches the filter (false when no filter). */
  match: boolean;
}

export interface VisibleRows {
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
  const { nodes, depth, parent, end } = index;
  const flags = filter?.flags;
  const rows: CategoryRow[] = [];
  // Per shown node: whether its children show, and whether all of them or only flagged ones.
  const open = new Uint8Array(nodes.length); // 0 closed, 1 flagged children only, 2 all children
  let i = 0;
  while (i < nodes.length) {
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
    const category = nodes[i] as Category;
    const hasChildren = (end[i] as number) > i + 1;
    let state = 0;
    if (hasChildren) {
      if (!flags) state = expanded.has(category.id) ? 2 : 0;
      else {
        const auto = ((flags[i] as number) & ANCESTOR_OF_MATCH) !== 0;
        const flipped = toggled.has(category.id);
        state = auto ? (flipped ? 0 : 1) : flipped ? 2 : 0;
      }
    }
    open[i] = state;
    rows.push({
      category,
      depth: depth[i] as number,
      hasChildren,
      expanded: state !== 0,
      match: !!flags && ((flags[i] as number) & MATCH) !== 0,
    });
    i = state === 0 ? (end[i] as number) : i + 1;
  }
  return { rows, more: false };
}
