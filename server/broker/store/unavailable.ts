/**
 * The store did not answer in time (Redis paused, unreachable, restarting). Every route turns it
 * into 503 with Retry-After: the request is refused quickly rather than left hanging, and the next
 * one succeeds once the store is back.
 */
export class StoreUnavailable extends Error {}

/** Seconds a client should wait before trying again while the store is away. */
export const STORE_RETRY_AFTER_SECONDS = 2;
