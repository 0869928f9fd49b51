import { orUnknown } from '@/components/common/unknown';
import type { Category } from '@/lib/api/schemas';

/** Names from the top of the tree down to the category with `id`, or null when it is not in the tree. */
export function categoryPath(tree: readonly Category[], id: number): string[] | null {
  for (const category of tree) {
    if (category.id === id) return [orUnknown(category.name)];
    const below = categoryPath(category.children, id);
    if (below) return [orUnknown(category.name), ...below];
  }
  return null;
}
