import type { FetchResponse } from 'ofetch';
import { SidedeskError } from '@/lib/api/errors';
import { parseRetryAfter } from '@/lib/api/retry';
import { type Agent, brokerResponseSchema, brokerSignInSchema } from '@/lib/api/schemas';
import type { StoredToken } from '@/lib/storage/items';
import { brokerFetch } from './broker-fetch';

const waitFor = (seconds: number | undefined) => (seconds === undefined ? {} : { retryAfter: seconds });

interface TokenStore {
  getValue(): Promise<StoredToken | null>;
  setValue(value: StoredToken | null): Promise<void>;
}

interface TokenManagerOptions {
  /** Read at each broker call, so a changed setting applies at once. */
  brokerUrl: () => Promise<string>;
  /** Memory-only store (`storage.session`), so a restarted worker need not ask the broker again. */
  store: TokenStore;
  now?: () => number;
  /** Called with each agent the broker names; `asked`: by `askNow` (the agent pressed Sign in). */
  onAgent?: (agent: Agent, asked: boolean) => void;
  /**
   * Why no token may be asked for now (the workspace is signed out), or null when one may. Read
   * before every broker call but those the agent asked for (`askNow`).
   */
  signedOut?: () => Promise<SidedeskError | null>;
  /** The broker answered that no one is signed in (its sign-in page); awaited before the caller hears it. */
  onSignInRequired?: () => Promise<void>;
}

/** Refresh this long before expiry, but never more than a fifth of the lifetime (short test tokens). */
const MAX_SKEW_MS = 60_000;

export type TokenManager = ReturnType<typeof createTokenManager>;

/**
 * Holds the access token. The worker can die at any moment, so the token is mirrored to
 * `storage.session`; concurrent callers share one broker request (single flight).
 */
export function createTokenManager(options: TokenManagerOptions) {
  const { store, now = Date.now } = options;
  let current: StoredToken | null = null;
  let inFlight: Promise<StoredToken> | null = null;
  /**
   * Bumped by `clear()`. A broker answer that started in an older epoch (before a sign-out or a
   * change of broker) is thrown away: it must never be stored, nor used for the next call.
   */
  let epoch = 0;
  let aborter = new AbortController();
  /** The broker's `Retry-After` (503, 429): no broker call before this time. */
  let blockedUntil = 0;

  const usable = (token: StoredToken | null, brokerUrl: string): token is StoredToken =>
    !!token && token.refreshAt > now() && token.brokerUrl === brokerUrl;

  async function getToken(): Promise<string> {
    return (await getSession()).accessToken;
  }

  async function getSession(): Promise<StoredToken> {
    if (current && current.refreshAt > now()) return current;
    inFlight ??= fetchSession(false);
    return inFlight;
  }

  /** `asked`: the agent pressed Sign in (or its sign-in tab moved): the broker is asked even when signed out. */
  function fetchSession(asked: boolean): Promise<StoredToken> {
    const started = epoch;
    const { signal } = aborter;
    const stale = () => epoch !== started;
    const promise: Promise<StoredToken> = (async () => {
      const refused = asked ? null : await options.signedOut?.();
      if (refused) throw refused;
      const url = await options.brokerUrl();
      const stored = await store.getValue();
      if (usable(stored, url)) return stored;
      const token = await requestFromBroker(url, signal);
      if (stale()) throw signedOut();
      await store.setValue(token);
      if (stale()) {
        await store.setValue(null); // cleared while it was being written
        throw signedOut();
      }
      return token;
    })()
      .then((token) => {
        if (stale()) throw signedOut();
        current = token;
        options.onAgent?.(token.agent, asked);
        return token;
      })
      .finally(() => {
        if (inFlight === promise) inFlight = null;
      });
    return promise;
  }

  async function requestFromBroker(url: string, signal: AbortSignal): Promise<StoredToken> {
    if (!url) throw new SidedeskError('not-configured', { reason: 'error.not-configured.broker' });
    if (blockedUntil > now()) {
      const seconds = Math.ceil((blockedUntil - now()) / 1000);
      throw new SidedeskError('broker-unreachable', {
        reason: 'error.broker-unreachable.wait',
        params: { count: seconds },
        retryAfter: seconds,
      });
    }
    const requestedAt = now();
    let response: FetchResponse<unknown>;
    try {
      response = await brokerFetch.raw<unknown>(url, { method: 'POST', signal });
    } catch {
      if (signal.aborted) throw signedOut();
      throw new SidedeskError('broker-unreachable', {
        reason: 'error.broker-unreachable.at',
        params: { origin: originOf(url) },
      });
    }
    const body = response._data;
    if (response.status === 401) {
      const signIn = brokerSignInSchema.safeParse(body);
      if (!signIn.success)
        throw new SidedeskError('broker-unreachable', { reason: 'error.broker-unreachable.no-sign-in-page' });
      if (!signal.aborted) await options.onSignInRequired?.();
      throw new SidedeskError('sign-in-required', { signInUrl: signIn.data.signInUrl });
    }
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now());
    if (retryAfter !== undefined && (response.status === 429 || response.status >= 500)) {
      // The broker named when to come back: no call to it before then, from any caller.
      blockedUntil = now() + retryAfter * 1000;
    }
    if (response.status === 429) {
      throw new SidedeskError('rate-limited', {
        reason: 'error.rate-limited.broker',
        ...waitFor(retryAfter),
      });
    }
    if (!response.ok) {
      throw new SidedeskError('broker-unreachable', {
        reason: 'error.broker-unreachable.status',
        params: { status: response.status },
        ...waitFor(retryAfter),
      });
    }
    if (typeof body === 'object' && body !== null && 'refresh_token' in body) {
      // A refresh token must stay on the server side; a broker that sends one is misconfigured.
      throw new SidedeskError('invalid-response', { reason: 'error.invalid-response.broker-refresh-token' });
    }
    const parsed = brokerResponseSchema.safeParse(body);
    if (!parsed.success) {
      throw new SidedeskError('invalid-response', { reason: 'error.invalid-response.broker' });
    }
    const { access_token, expires_in, agent } = parsed.data;
    // Trust the JWT `exp` only when it makes sense against our clock (clocks can disagree).
    const jwtMs = jwtLifetimeMs(access_token, requestedAt);
    const lifetimeMs = jwtMs > 0 ? Math.min(expires_in * 1000, jwtMs) : expires_in * 1000;
    return {
      accessToken: access_token,
      agent,
      brokerUrl: url,
      refreshAt: requestedAt + lifetimeMs - Math.min(MAX_SKEW_MS, lifetimeMs / 5),
    };
  }

  return {
    getToken,
    /** The agent of the current broker session (fetches a token if needed, unless signed out). */
    getAgent: async () => (await getSession()).agent,
    /**
     * The agent asked to sign in: a token from the broker now, even while the workspace is signed
     * out (its answer, a token or the sign-in page, ends or keeps that state). Single flight too.
     */
    askNow(): Promise<Agent> {
      const promise = fetchSession(true);
      inFlight = promise;
      return promise.then((token) => token.agent);
    },
    /** A 401 proved `token` dead: drop it, unless a newer one already replaced it. */
    invalidate(token: string) {
      if (current?.accessToken !== token) return;
      current = null;
      void store.setValue(null);
    },
    /**
     * Sign-out, or another broker: forget the token everywhere, abort the broker call in flight,
     * and make sure an answer that arrives later is never stored or used.
     */
    clear(): Promise<void> {
      epoch++;
      aborter.abort();
      aborter = new AbortController();
      current = null;
      inFlight = null;
      return store.setValue(null);
    },
  };
}

const signedOut = () =>
  new SidedeskError('sign-in-required', { reason: 'error.sign-in-required.signed-out' });

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** The JWT `exp` claim as a lifetime from `since`; Infinity when the token is not a readable JWT. */
function jwtLifetimeMs(token: string, since: number): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? ''));
    return typeof payload.exp === 'number' ? payload.exp * 1000 - since : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
