import type { ReplyFields } from '@/lib/records/reply-fields';

/**
 * Saves the draft at most `delayMs` after the last change (the agent types; storage must not be
 * written per key press). `flush()` writes the pending change now: call it on pagehide, on
 * visibility change, before a send and before switching tickets.
 */
export function createDraftSaver(delayMs: number, save: (draft: ReplyFields) => Promise<void>) {
  let pending: ReplyFields | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const draft = pending;
    pending = null;
    if (draft) await save(draft);
  };
  return {
    schedule(draft: ReplyFields) {
      pending = draft;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    /** Forgets the pending change (the draft was sent, or replaced from storage). */
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
    get dirty() {
      return pending !== null;
    },
  };
}
