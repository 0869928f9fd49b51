import type { AppError } from '@/lib/api/errors';

// The outbox's rules, pure so they are tested with a fixed clock (test/unit/lib/sending/worker/
// outbox.test.ts). A reply that could not reach the service, with nothing created, is kept and
// goes out by itself: the browser offline, the network failing before the POST, the broker or the
// API refusing for now (5xx, 429, 503), no token to be had. Anything else is the agent's to decide.

/** A reply kept longer than this asks before it goes: the ticket may have moved meanwhile. */
const OUTBOX_MAX_WAIT_MS = 30 * 60_000;
/** The first retry comes after about this long; each one after waits twice as long, up to the cap. */
const BASE_MS = 5_000;
export const CAP_MS = 5 * 60_000;
/** Signed out: the sign-in retries it at once; the alarm only checks now and then. */
const SIGNED_OUT_MS = 10 * 60_000;

const KEPT: readonly AppError['code'][] = [
  'network',
  'timeout',
  'broker-unreachable',
  'rate-limited',
  'server',
  'sign-in-required',
];

/** The failure (of an attempt that created nothing) leaves the reply in the outbox. */
export function keptInOutbox(error: AppError): boolean {
  return KEPT.includes(error.code);
}

/**
 * When the next attempt may run: a backoff with jitter (half fixed, half random, so never at once
 * and never in step with other clients), and never before the service's `Retry-After`.
 */
export function nextAttemptAt(attempts: number, error: AppError, now: number, random = Math.random): number {
  if (error.code === 'sign-in-required') return now + SIGNED_OUT_MS;
  const step = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
  const backoff = Math.round(step / 2 + (random() * step) / 2);
  const retryAfter = (error.retryAfter ?? 0) * 1000;
  return now + Math.max(backoff, retryAfter);
}

/** When the `Retry-After` of a kept reply's last refusal ends (its record's time, then the wait asked). */
export const retryAfterEnds = (kept: { updatedAt: number; error: AppError }) =>
  kept.updatedAt + (kept.error.retryAfter ?? 0) * 1000;

/** Waited too long: the agent is asked before it goes. */
export const waitedTooLong = (queuedAt: number, now: number) => now - queuedAt > OUTBOX_MAX_WAIT_MS;

/** The browser says it has no network: no attempt is made, the reply waits for `online`. */
export const isOffline = () => globalThis.navigator?.onLine === false;
