import type { ReplyUsage, SavedReply } from '@/lib/records/saved-reply';

// Which saved replies the listbox shows for what follows `/`, best first.

const normal = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/** 3: shortcut is the query; 2: shortcut starts with it; 1: a word of the name does; 0: no match. */
function matchTier(reply: Pick<SavedReply, 'name' | 'shortcut'>, query: string): number {
  if (!query) return 1;
  const shortcut = normal(reply.shortcut);
  if (shortcut === query) return 3;
  if (shortcut.startsWith(query)) return 2;
  const name = normal(reply.name);
  return name.startsWith(query) || name.includes(` ${query}`) ? 1 : 0;
}

/**
 * The replies matching `query`, the closest matches first and, among equals, the most recently
 * used first; never-used ones keep their saved order.
 */
export function rankReplies<T extends Pick<SavedReply, 'id' | 'name' | 'shortcut'>>(
  replies: readonly T[],
  query: string,
  usage: ReplyUsage,
): T[] {
  const q = normal(query.trim());
  return replies
    .map((reply, order) => ({ reply, order, tier: matchTier(reply, q), used: usage[reply.id] ?? 0 }))
    .filter((entry) => entry.tier > 0)
    .sort((a, b) => b.tier - a.tier || b.used - a.used || a.order - b.order)
    .map((entry) => entry.reply);
}
