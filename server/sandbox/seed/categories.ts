import type { CategorySpec as Category } from '../../../lib/api/schemas';
import type { Random } from './random';
import { CATEGORY_ID_FIRST } from './ranges';

const topLevel = ['Billing', 'Orders & Delivery', 'Account', 'Product Support', 'Community', 'Partners'];
const subtopics = [
  'Invoices',
  'Refunds',
  'Payment methods',
  'Subscriptions',
  'Tracking',
  'Returns',
  'Damaged items',
  'Login',
  'Privacy',
  'Notifications',
  'Mobile app',
  'Web shop',
  'Integrations',
  'API',
  'Feedback',
  'Events',
  'Forums',
  'Resellers',
  'Onboarding',
  'Security',
  'Bugs',
  'Feature requests',
  'Warranty',
];

/** Children per node at each depth (depth 1 = top level); depth 5 is the deepest. */
function childCount(random: Random, depth: number, index: number): number {
  if (depth === 1) return 3;
  if (depth === 2) return 2;
  if (depth === 3) return random.int(1, 2);
  if (depth === 4) return index % 3 === 0 ? random.int(1, 2) : 0;
  return 0;
}

/**
 * Every third node carries one of the 16 combinations of the four flags, cycling, so the tree
 * holds all of them (hidden, muted, auto-archive, not choosable, and their mixes); the rest are
 * plain, as in a real community.
 */
function flagsFor(index: number): Pick<Category, 'autoArchive' | 'canBeChosen' | 'isHidden' | 'isMuted'> {
  const combination = index % 3 === 0 ? (index / 3) % 16 : 0;
  return {
    isHidden: (combination & 1) !== 0,
    isMuted: (combination & 2) !== 0,
    autoArchive: (combination & 4) !== 0,
    canBeChosen: (combination & 8) === 0,
  };
}

/** The full tree of community categories, ids assigned depth-first from CATEGORY_ID_FIRST. */
export function createCategoryTree(random: Random): Category[] {
  let index = 0;
  const build = (name: string, parentId: number | null, depth: number): Category => {
    const id = CATEGORY_ID_FIRST + index;
    const node: Category = { id, name, parentId, children: [], ...flagsFor(index) };
    const count = childCount(random, depth, index);
    index += 1;
    for (let child = 0; child < count; child++) {
      node.children.push(build(random.pick(subtopics), id, depth + 1));
    }
    return node;
  };
  return topLevel.map((name) => build(name, null, 1));
}

/** Depth-first list of every node of the tree. */
export function flattenCategories(tree: Category[]): Category[] {
  return tree.flatMap((node) => [node, ...flattenCategories(node.children)]);
}
