import type { Draft } from '@/lib/storage/items';
import { draftStorage } from '@/lib/storage/read';

// The one read of a draft, for the side panel as for the worker (lib/sending/drafts.ts writes).

/** Drafts untouched for this long are dropped, and at most this many are kept per workspace. */
export const DRAFT_BOUNDS = { cap: 500, maxAgeMs: 30 * 24 * 60 * 60 * 1000 };

/** The ticket's draft, or null when there is none (or it expired). */
export async function loadDraft(scope: string, ticketId: number, now = Date.now()): Promise<Draft | null> {
  const draft = await draftStorage.get(scope, ticketId);
  return draft && now - draft.updatedAt <= DRAFT_BOUNDS.maxAgeMs ? draft : null;
}
