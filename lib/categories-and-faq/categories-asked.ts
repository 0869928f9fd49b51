import type { ProtocolClient } from '@/lib/messaging/client';
import type { Results } from '@/lib/messaging/protocol';

type CategoriesAnswer = Results['getCategories'];

/** The worker's answer or its failure, held until the view that asked reads it. */
export type CategoriesAsked = Promise<{ answer: CategoriesAnswer } | { failure: unknown }>;

/**
 * Asks the worker for the category tree while the view that draws it loads (the popup, when
 * Categories is picked): the two wait side by side instead of one after the other. A failure is
 * held, not thrown here, and said by the view (categories-model.ts) when it takes the answer.
 */
export function askCategories(client: ProtocolClient): CategoriesAsked {
  return client.call({ op: 'getCategories' }).then(
    (answer) => ({ answer }),
    (failure: unknown) => ({ failure }),
  );
}
