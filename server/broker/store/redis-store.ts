import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { fingerprint } from '../../shared/fingerprint';
import type { Log } from '../log';
import type { BrokerStore } from './types';
import { StoreUnavailable } from './unavailable';

// Each script runs atomically in Redis: no other replica's command can fall between its steps.
// Adopting puts the configured refresh token in place (and answers 1) unless Redis holds one
// grown from it. With ARGV[3] = 'if-missing' it only fills a gap (a Redis that lost its data):
// a replica reconnecting with an older configured token must not undo a rotation by an operator.
const ADOPT_CONFIGURED = `local missing = redis.call('EXISTS', KEYS[1]) == 0
if missing or (ARGV[3] ~= 'if-missing' and redis.call('GET', KEYS[2]) ~= ARGV[2]) then
  redis.call('SET', KEYS[1], ARGV[1]); redis.call('SET', KEYS[2], ARGV[2]); redis.call('DEL', KEYS[3])
  return 1
end
return 0`;
// Swapping answers 1 when the new token is already stored too: a swap that timed out while Redis was
// paused still runs once Redis wakes up, and the broker's retry must not read that as a rival's rotation.
const SWAP = `local stored = redis.call('GET', KEYS[1])
if stored == ARGV[2] then return 1 end
if stored == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2]) return 1 end
return 0`;
const LEASE = `local holder = redis.call('GET', KEYS[1])
if holder == false then return redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) and 1 end
if holder == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;

// The first key set stays: every replica signs device cookies with the same one.
const KEEP_FIRST = `local kept = redis.call('GET', KEYS[1])
if kept then return kept end
redis.call('SET', KEYS[1], ARGV[1])
return ARGV[1]`;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const sessionSchema = z.object({ email: z.string(), createdAt: z.number() });
const cachedSchema = z.object({ accessToken: z.string(), expiresAt: z.number(), lifetimeMs: z.number() });

/**
 * A command Redis has not answered after this long fails: with the 503 that follows, every
 * request is answered within 2 s while Redis is paused or gone.
 */
const COMMAND_TIMEOUT_MS = 1000;

interface RedisStoreOptions {
  url: string;
  /** Prefix of every key, so several brokers (or teams) can share one Redis. */
  prefix: string;
  configuredToken: string;
  log: Log;
}

/**
 * The store for several replicas. Redis should persist (AOF) for the rotated refresh token to
 * outlive a Redis restart (docs/deploy.md); one that comes back empty is noticed, and the
 * configured refresh token is adopted again.
 */
export async function openRedisStore(options: RedisStoreOptions): Promise<BrokerStore> {
  const { log } = options;
  const redis = new Redis(options.url, {
    lazyConnect: true,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // While disconnected, fail at once instead of queueing: the caller answers 503 now.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying to reconnect, at most a second apart, for as long as the broker runs.
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  // Never the URL (it may hold a password) or the error object (it may echo a command).
  let lastError = '';
  redis.on('error', (error: Error) => {
    // Once per kind of failure, not once per reconnection attempt.
    if (error.message !== lastError) log(`redis: ${error.message}`, 'warn');
    lastError = error.message;
  });
  await redis.connect().catch((error: Error) => {
    redis.disconnect();
    throw new Error(`Could not connect to BROKER_REDIS_URL: ${error.message}`);
  });
  const key = (name: string) => `${options.prefix}${name}`;
  const refreshKey = key('refresh-token');
  const accessKey = key('access-token');
  const leaseKey = key('refresh-lease');
  /** Puts the configured refresh token in place unless Redis holds one grown from it (or any). */
  const adoptConfigured = async (when: string, mode: 'at-start' | 'if-missing') => {
    const adopted = await redis.eval(
      ADOPT_CONFIGURED,
      3,
      refreshKey,
      key('refresh-token:configured'),
      accessKey,
      options.configuredToken,
      fingerprint(options.configuredToken),
      mode,
    );
    if (adopted === 1) log(`${when}: using the configured BROKER_REFRESH_TOKEN`);
  };
  await adoptConfigured('Redis holds no refresh token grown from the configured one', 'at-start');
  redis.on('ready', () => {
    lastError = '';
    adoptConfigured(
      'Redis came back without the refresh token (restarted empty?); agents must sign in again',
      'if-missing',
    ).then(
      () => log('redis: connected again'),
      (error: Error) =>
        log(`redis: connected again, but could not check the refresh token: ${error.message}`, 'warn'),
    );
  });

  /** Any Redis failure becomes StoreUnavailable (503), its message without a command or token. */
  const answered = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new StoreUnavailable(`redis: ${(error as Error).message}`);
    }
  };

  return {
    putSession: (session, value, ttlMs) =>
      answered(async () => {
        await redis.set(key(`session:${session}`), JSON.stringify(value), 'PX', ttlMs);
      }),
    session: (session) =>
      answered(async () => {
        const stored = await redis.get(key(`session:${session}`));
        if (stored === null) return undefined;
        // Sessions saved before sign-out of all devices existed hold the bare e-mail.
        const parsed = sessionSchema.safeParse(parseJson(stored));
        return parsed.success ? parsed.data : { email: stored, createdAt: 0 };
      }),
    deleteSession: (session) =>
      answered(async () => {
        await redis.del(key(`session:${session}`));
      }),
    deviceKey: () =>
      answered(async () =>
        String(await redis.eval(KEEP_FIRST, 1, key('device-key'), randomBytes(32).toString('base64url'))),
      ),
    signedOutEverywhereAt: (account) =>
      answered(async () => Number((await redis.get(key(`everywhere:${fingerprint(account)}`))) ?? 0)),
    signOutEverywhere: (account, at) =>
      answered(async () => {
        await redis.set(key(`everywhere:${fingerprint(account)}`), String(at));
      }),
    accessToken: () =>
      answered(async () => {
        const parsed = cachedSchema.safeParse(JSON.parse((await redis.get(accessKey)) ?? 'null'));
        return parsed.success ? parsed.data : undefined;
      }),
    putAccessToken: (token) =>
      answered(async () => {
        const ttlMs = Math.max(1, Math.floor(token.expiresAt - Date.now()));
        await redis.set(accessKey, JSON.stringify(token), 'PX', ttlMs);
      }),
    refreshToken: () =>
      answered(async () => {
        const token = await redis.get(refreshKey);
        if (token) return token;
        // Lost with Redis's data while this replica stayed connected: adopt, then read again.
        await adoptConfigured('the refresh token is missing from Redis (restarted empty?)', 'if-missing');
        const adopted = await redis.get(refreshKey);
        if (!adopted) throw new Error('the refresh token is missing from Redis');
        return adopted;
      }),
    swapRefreshToken: (expected, next) =>
      answered(async () => (await redis.eval(SWAP, 1, refreshKey, expected, next)) === 1),
    lease: (owner, ms) =>
      answered(async () => (await redis.eval(LEASE, 1, leaseKey, owner, String(ms))) === 1),
    release: (owner) =>
      answered(async () => {
        await redis.eval(RELEASE, 1, leaseKey, owner);
      }),
    ping: () =>
      answered(async () => {
        await redis.ping();
      }),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
