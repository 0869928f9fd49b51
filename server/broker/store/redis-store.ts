import { Redis } from 'ioredis';
import { z } from 'zod';
import { fingerprint } from '../../shared/fingerprint';
import type { BrokerStore } from './types';

// Each script runs atomically in Redis: no other replica's command can fall between its steps.
const ADOPT_CONFIGURED = `if redis.call('GET', KEYS[2]) ~= ARGV[2] or redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('SET', KEYS[1], ARGV[1]); redis.call('SET', KEYS[2], ARGV[2]); redis.call('DEL', KEYS[3])
end
return 1`;
const SWAP = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2]) return 1 end
return 0`;
const LEASE = `local holder = redis.call('GET', KEYS[1])
if holder == false then return redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) and 1 end
if holder == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;

const cachedSchema = z.object({ accessToken: z.string(), expiresAt: z.number(), lifetimeMs: z.number() });

export interface RedisStoreOptions {
  url: string;
  /** Prefix of every key, so several brokers (or teams) can share one Redis. */
  prefix: string;
  configuredToken: string;
  log: (message: string) => void;
}

/**
 * The store for several replicas. Redis must persist (AOF) for the rotated refresh token to
 * outlive a Redis restart: server/README.md, "Several replicas".
 */
export async function openRedisStore(options: RedisStoreOptions): Promise<BrokerStore> {
  const redis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // Never the URL (it may hold a password) or the error object (it may echo a command).
  redis.on('error', (error: Error) => options.log(`redis: ${error.message}`));
  await redis.connect().catch((error: Error) => {
    redis.disconnect();
    throw new Error(`Could not connect to BROKER_REDIS_URL: ${error.message}`);
  });
  const key = (name: string) => `${options.prefix}${name}`;
  const refreshKey = key('refresh-token');
  const accessKey = key('access-token');
  const leaseKey = key('refresh-lease');
  await redis.eval(
    ADOPT_CONFIGURED,
    3,
    refreshKey,
    key('refresh-token:configured'),
    accessKey,
    options.configuredToken,
    fingerprint(options.configuredToken),
  );

  return {
    async putSession(session, email, ttlMs) {
      await redis.set(key(`session:${session}`), email, 'PX', ttlMs);
    },
    async sessionEmail(session) {
      return (await redis.get(key(`session:${session}`))) ?? undefined;
    },
    async deleteSession(session) {
      await redis.del(key(`session:${session}`));
    },
    async accessToken() {
      const parsed = cachedSchema.safeParse(JSON.parse((await redis.get(accessKey)) ?? 'null'));
      return parsed.success ? parsed.data : undefined;
    },
    async putAccessToken(token) {
      const ttlMs = Math.max(1, Math.floor(token.expiresAt - Date.now()));
      await redis.set(accessKey, JSON.stringify(token), 'PX', ttlMs);
    },
    async refreshToken() {
      const token = await redis.get(refreshKey);
      if (!token) throw new Error('the refresh token is missing from Redis');
      return token;
    },
    async swapRefreshToken(expected, next) {
      return (await redis.eval(SWAP, 1, refreshKey, expected, next)) === 1;
    },
    async lease(owner, ms) {
      return (await redis.eval(LEASE, 1, leaseKey, owner, String(ms))) === 1;
    },
    async release(owner) {
      await redis.eval(RELEASE, 1, leaseKey, owner);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
