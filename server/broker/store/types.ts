/** The team's shared access token as the broker caches it. */
export interface CachedAccessToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** The lifetime it was issued with, so a short-lived token is refreshed halfway. */
  lifetimeMs: number;
}

/** A signed-in browser: whose it is, and when it signed in (epoch ms). */
interface StoredSession {
  email: string;
  createdAt: number;
}

/**
 * Everything the broker must not lose on a restart nor keep apart between replicas: sessions, the
 * device-cookie key and sign-outs of all devices, the cached access token, the refresh token, and the refresh
 * lease. Two implementations: the embedded file store (one replica) and the Redis store (any
 * number); the broker logic is written once against this interface.
 */
export interface BrokerStore {
  /** `key` is a hash of the session id: the store never holds a usable cookie. */
  putSession(key: string, session: StoredSession, ttlMs: number): Promise<void>;
  /** A live session; undefined once it expired or was deleted. */
  session(key: string): Promise<StoredSession | undefined>;
  deleteSession(key: string): Promise<void>;
  /**
   * The key device cookies are signed with (server/broker/sign-in/device-cookies.ts): made at the
   * first call, then the same on every replica and after a restart.
   */
  deviceKey(): Promise<string>;
  /**
   * When `account` last signed out of all devices (epoch ms, 0 for never): its sessions and device
   * cookies from before then no longer count.
   */
  signedOutEverywhereAt(account: string): Promise<number>;
  signOutEverywhere(account: string, at: number): Promise<void>;
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
  /** Resolves when the store answers (GET /healthz); StoreUnavailable when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
