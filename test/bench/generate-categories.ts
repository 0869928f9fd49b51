import type { CategorySpec as Category } from '@/lib/api/schemas';

const topics = (
  'Billing,Refunds,Invoices,Payments,Orders,Delivery,Returns,Warranty,Accounts,Login,Privacy,Security,' +
  'Mobile app,Web shop,Integrations,API,Feedback,Forums,Events,Partners,Resellers,Onboarding,Café,Réclamations'
).split(',');
const qualifiers = ',EU,Nordics,VIP,B2B,urgent,archive,follow-up,escalated,tier 2'.split(',');

/** Nodes per level: 20 top-level, 5 children each down to depth 4, the rest spread over depth 5. */
const WIDTHS = [20, 5, 5, 5];

/**
 * A deterministic category tree of `total` nodes, depth ≤ 5, built level by level so every
 * level is full before the next; names mix topics and qualifiers (some accented), and every third
 * node cycles through the four flags as the seeded tree does.
 */
export function generateCategoryTree(total = 10_000, firstId = 9_000_000): Category[] {
  let count = 0;
  const make = (parentId: number | null): Category => {
    const index = count++;
    const topic = topics[(index * 7) % topics.length] as string;
    const qualifier = qualifiers[(index * 3) % qualifiers.length] as string;
    const combination = index % 3 === 0 ? (index / 3) % 16 : 0;
    return {
      id: firstId + index,
      name: `${topic}${qualifier ? ` (${qualifier})` : ''} ${index}`,
      parentId,
      children: [],
      isHidden: (combination & 1) !== 0,
      isMuted: (combination & 2) !== 0,
      autoArchive: (combination & 4) !== 0,
      canBeChosen: (combination & 8) === 0,
    };
  };
  const roots = Array.from({ length: Math.min(WIDTHS[0] as number, total) }, () => make(null));
  let level = roots;
  for (const width of [...WIDTHS.slice(1), Number.POSITIVE_INFINITY]) {
    const next: Category[] = [];
    // The last level takes what is left, a few per parent, round robin.
    for (let round = 0; round < width && count < total; round++) {
      for (const parent of level) {
        if (count >= total) break;
        const child = make(parent.id);
        parent.children.push(child);
        next.push(child);
      }
      if (width === Number.POSITIVE_INFINITY && count >= total) break;
    }
    level = next;
    if (count >= total) break;
  }
  return roots;
}
