import { reported } from '@/lib/diagnostics/report';
import type { ReplyFields } from '@/lib/records/reply-fields';

/**
 * Saves the draft on every change, one save at a time: a change made while a save is under way
 * waits for it, and only the newest waiting change is saved then. No timer stands between a key
 * press and its save, so a browser quit or killed right after typing keeps the text (a closing
 * page also flushes on pagehide and visibility change). `delayMs` > 0 holds changes that long
 * after the last one instead (tests that need typing not yet saved). `flush()` saves the waiting
 * change now and settles when every save asked for so far has settled.
 */
export function createDraftSaver(save: (draft: ReplyFields) => Promise<void>, delayMs = 0) {
  let pending: ReplyFields | null = null;
  let queued = false;
  let saves: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing = false;
  const step = async () => {
    queued = false;
    const draft = pending;
    pending = null;
    if (!draft) return;
    writing = true;
    try {
      await save(draft);
    } finally {
      writing = false;
    }
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending && !queued) {
      queued = true;
      saves = saves.then(step).catch(reported('draft/save'));
    }
    return saves;
  };
  return {
    schedule(draft: ReplyFields) {
      pending = draft;
      if (delayMs <= 0) return void flush();
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    /** Forgets the waiting change (the draft was sent, or replaced from storage). */
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
    /** A change is waiting to be saved (a save under way is not counted). */
    get dirty() {
      return pending !== null;
    },
    /** A save is under way: its answer will bring the draft as stored. */
    get writing() {
      return writing;
    },
  };
}
