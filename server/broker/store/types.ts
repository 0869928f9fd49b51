/** The team's shared access token as the broker caches it. */
export interface CachedAccessToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** The lifetime it was issued with, so a short-lived token is refreshed halfway. */
  lifetimeMs: number;
}

/**
 * Everything the broker must not lose on a restart nor keep apart between replicas: sessions, the
 * networks agents signed in from, the cached access token, the refresh token, and the refresh
 * lease. Two implementations: the embedded file store (one replica) and the Redis store (any
 * number); the broker logic is written once against this interface.
 */
export interface BrokerStore {
  /** `key` is a hash of the session id: the store never holds a usable cookie. */
  putSession(key: string, email: string, ttlMs: number): Promise<void>;
  /** The e-mail of a live session; undefined once it expired or was deleted. */
  sessionEmail(key: string): Promise<string | undefined>;
  deleteSession(key: string): Promise<void>;
  /**
   * Remembers that an account signed in from a network (`pair` is a hash of both) for `ttlMs`:
   * such a pair gets reserved sign-in capacity, on every replica and after a restart.
   */
  rememberSignIn(pair: string, ttlMs: number): Promise<void>;
  signedInBefore(pair: string): Promise<boolean>;
  accessToken(): Promise<CachedAccessToken | undefined>;
  putAccessToken(token: CachedAccessToken): Promise<void>;
  refreshToken(): Promise<string>;
  /**
   * Compare-and-set: stores `next` (durably) only while the stored token is still `expected`.
   * True when `next` is stored (also when an earlier attempt stored it); false when someone else
   * rotated it.
   */
  swapRefreshToken(expected: string, next: string): Promise<boolean>;
  /** Takes the refresh lease, or extends it for its holder; false while someone else holds it. */
  lease(owner: string, ms: number): Promise<boolean>;
  /** Gives the lease up, if `owner` still holds it. */
  release(owner: string): Promise<void>;
  close(): Promise<void>;
}
