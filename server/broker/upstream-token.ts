import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Log } from './log';
import type { BrokerStore, CachedAccessToken } from './store';
import { StoreUnavailable } from './store/unavailable';
import { callTokenEndpoint, type UpstreamAnswer, UpstreamError } from './upstream-call';

export { UpstreamError } from './upstream-call';

const ROTATED_TOKEN_PATIENCE_MS = 30_000;

interface UpstreamOptions {
  tokenUrl: string;
  clientId: string;
  store: BrokerStore;
  refreshSkewSeconds: number;
  /** How long a refresh holder may go silent before another replica takes over. */
  leaseMs: number;
  /** How long a request waits for another replica's refresh before it gives up (502). */
  waitMs: number;
  log: Log;
}

/**
 * The team's one shared access token, refreshed by exactly one caller at a time across every
 * replica: single-flight inside this process, and a lease in the store between processes. The
 * holder renews its lease while the upstream call runs, so only a dead holder loses it.
 */
export function createUpstreamTokens(options: UpstreamOptions) {
  const { store, log } = options;
  // Names this process in the lease; the pid lets an operator see which replica holds it.
  const owner = `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  let inFlight: Promise<CachedAccessToken> | undefined;

  const isFresh = (token: CachedAccessToken | undefined): token is CachedAccessToken => {
    if (!token) return false;
    // A short-lived token (a fault knob, or a strict service) is refreshed halfway, not never.
    const skewMs = Math.min(options.refreshSkewSeconds * 1000, token.lifetimeMs / 2);
    return token.expiresAt - skewMs > Date.now();
  };

  /** The upstream grant; on invalid_grant, once more with the stored token if it changed meanwhile. */
  async function grant(): Promise<{ presented: string; answer: UpstreamAnswer }> {
    const presented = await store.refreshToken();
    const answer = await callTokenEndpoint(options.tokenUrl, options.clientId, presented);
    if (answer !== 'invalid-grant') return { presented, answer };
    const stored = await store.refreshToken();
    if (stored === presented)
      throw new UpstreamError('token endpoint refused the stored refresh token (invalid_grant)');
    log('the stored refresh token changed during the refresh; retrying once with it');
    return { presented: stored, answer: await callTokenEndpoint(options.tokenUrl, options.clientId, stored) };
  }

  /**
   * The service has spent the old refresh token: the new one must reach the store, or it is lost
   * and an operator must configure another. So this one write keeps trying through a short store
   * outage, longer than the 2 s in which other requests are answered.
   */
  async function untilStored<T>(write: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + ROTATED_TOKEN_PATIENCE_MS;
    for (;;) {
      try {
        return await write();
      } catch (error) {
        if (!(error instanceof StoreUnavailable) || Date.now() > deadline) throw error;
        log('could not store the rotated refresh token yet; trying again', 'warn');
        await sleep(250);
      }
    }
  }

  async function refreshHoldingLease(): Promise<CachedAccessToken> {
    const renew = setInterval(() => {
      store.lease(owner, options.leaseMs).then(
        (held) => held || log('lost the refresh lease while refreshing', 'warn'),
        (error: Error) => log(`could not renew the refresh lease: ${error.message}`, 'warn'),
      );
    }, options.leaseMs / 3);
    try {
      const { presented, answer } = await grant();
      if (answer === 'invalid-grant')
        throw new UpstreamError('token endpoint refused the refresh token (invalid_grant)');
      const { token } = answer;
      if (token.refresh_token !== presented) {
        // Stored before anything uses it: the next refresh, here or on any replica, reads it.
        const swapped = await untilStored(() => store.swapRefreshToken(presented, token.refresh_token));
        log(
          swapped
            ? 'the refresh token was rotated; the new one is saved'
            : 'the refresh token changed meanwhile; kept the stored one',
        );
      }
      const lifetimeMs = token.expires_in * 1000;
      const cached = { accessToken: token.access_token, expiresAt: Date.now() + lifetimeMs, lifetimeMs };
      await store.putAccessToken(cached);
      log(`access token refreshed upstream (valid ${token.expires_in} s)`);
      return cached;
    } finally {
      clearInterval(renew);
    }
  }

  async function obtain(): Promise<CachedAccessToken> {
    const deadline = Date.now() + options.waitMs;
    for (;;) {
      const cached = await store.accessToken();
      if (isFresh(cached)) return cached;
      if (await store.lease(owner, options.leaseMs)) {
        try {
          // Another replica may have refreshed between the read above and the lease.
          const again = await store.accessToken();
          return isFresh(again) ? again : await refreshHoldingLease();
        } finally {
          await store.release(owner).catch(() => undefined);
        }
      }
      if (Date.now() > deadline)
        throw new UpstreamError('another replica has held the refresh lease too long');
      await sleep(40 + Math.random() * 40);
    }
  }

  return {
    get(): Promise<CachedAccessToken> {
      inFlight ??= obtain().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}

export type UpstreamTokens = ReturnType<typeof createUpstreamTokens>;
