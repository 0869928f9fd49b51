import { createBoundedMap } from './bounded-map';

export interface PenaltyOptions {
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Failures are forgotten after this long without a new one. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

/**
 * Growing delays per key (a client address, an account): after the free failures, the next
 * attempt must wait 1, 2, 4 … seconds after the last failure, capped. Never a lockout: the cap
 * bounds the wait, and the box forgets. Bounded memory.
 */
export function createPenaltyBox(options: PenaltyOptions & { maxKeys: number }) {
  const failures = createBoundedMap<{ count: number; lastAt: number }>(options.maxKeys);
  const current = (key: string, now: number) => {
    const entry = failures.get(key);
    return entry && now - entry.lastAt < FORGET_AFTER_MS ? entry : undefined;
  };
  return {
    /** How long `key` must still wait before its next attempt is looked at (0: now). */
    waitMs(key: string, now = Date.now()): number {
      const entry = current(key, now);
      if (!entry || entry.count < options.freeFailures) return 0;
      const delay = Math.min(
        options.baseDelayMs * 2 ** (entry.count - options.freeFailures),
        options.maxDelayMs,
      );
      return Math.max(0, entry.lastAt + delay - now);
    },
    fail(key: string, now = Date.now()) {
      failures.set(key, { count: (current(key, now)?.count ?? 0) + 1, lastAt: now });
    },
    clear: (key: string) => failures.delete(key),
    get size() {
      return failures.size;
    },
  };
}
