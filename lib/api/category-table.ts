import type { Category } from './schemas';

// The category tree as the worker keeps it and sends it to the pages: parallel arrays in
// depth-first pre-order instead of nested objects. Chrome sends a message as JSON, where a nested
// tree names every field of every node and the page would walk every object to index it; the
// table is a few times smaller and is the popup's index already (lib/categories-and-faq/category-filter.ts).
// No zod here: pages import the flag reading.

export interface CategoryTable {
  ids: number[];
  /** null: the service sent no usable name (shown as "name unknown"). */
  names: (string | null)[];
  /** 0 for a top-level category; a node's subtree follows it, one level deeper. */
  depths: number[];
  /** The four flags of a node, two bits each (see `flagOf`). */
  flags: number[];
}

/** Flag order in `flags`: canBeChosen first, so the usual node (choosable, nothing else) packs to 1. */
const FLAGS = ['canBeChosen', 'isHidden', 'isMuted', 'autoArchive'] as const;
type CategoryFlag = (typeof FLAGS)[number];

// Per flag: 0 false, 1 true, 2 unknown (the service sent no boolean).
const packFlags = (category: Category) =>
  FLAGS.reduce((packed, flag, i) => {
    const value = category[flag];
    return packed | ((value === undefined ? 2 : value ? 1 : 0) << (2 * i));
  }, 0);

/** A flag of a node: true, false, or undefined when it is unknown. */
export function flagOf(packed: number, flag: CategoryFlag): boolean | undefined {
  const bits = (packed >> (2 * FLAGS.indexOf(flag))) & 3;
  return bits === 2 ? undefined : bits === 1;
}

/** The tree (as the client read it, lib/api/schemas.ts) as a table; iterative: a deep tree must not overflow the stack. */
export function tableOf(roots: readonly Category[]): CategoryTable {
  const table: CategoryTable = { ids: [], names: [], depths: [], flags: [] };
  const stack: [Category, number][] = roots.map((root) => [root, 0]).reverse() as [Category, number][];
  while (stack.length) {
    const [node, depth] = stack.pop() as [Category, number];
    table.ids.push(node.id);
    table.names.push(node.name ?? null);
    table.depths.push(depth);
    table.flags.push(packFlags(node));
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i] as Category, depth + 1]);
  }
  return table;
}

/** Names from the top of the tree down to the category with `id` (null: unknown), or null when it is not in it. */
export function pathIn(table: CategoryTable, id: number): (string | null)[] | null {
  let at = table.ids.indexOf(id);
  if (at < 0) return null;
  const path: (string | null)[] = [];
  // Pre-order: a node's parent is the nearest node before it one level up.
  for (let depth = table.depths[at] as number; at >= 0 && depth >= 0; at--) {
    if (table.depths[at] !== depth) continue;
    path.unshift(table.names[at] as string | null);
    depth--;
  }
  return path;
}
