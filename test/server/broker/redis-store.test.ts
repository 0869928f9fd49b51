import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRedisStore } from '@/server/broker/store/redis-store';
import { startRedis } from '@/test/server/redis-server';

describe('the Redis store of the broker', { timeout: 30_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('counts a rotation as saved when a swap sent during a pause ran once Redis woke up', async () => {
    const redis = await startRedis();
    cleanups.push(redis.stop);
    const store = await openRedisStore({
      url: redis.url,
      prefix: 'test:',
      configuredToken: 'first',
      log: () => {},
    });
    cleanups.push(() => store.close());
    const client = new Redis(redis.url);
    cleanups.push(() => client.quit());

    redis.pause();
    await expect(store.swapRefreshToken('first', 'second')).rejects.toThrow();
    redis.resume();
    // Redis runs the swap it was sent while frozen; the broker, told nothing, tries again.
    await vi.waitFor(async () => expect(await client.get('test:refresh-token')).toBe('second'), {
      timeout: 5000,
    });
    await vi.waitFor(async () => expect(await store.swapRefreshToken('first', 'second')).toBe(true), {
      timeout: 5000,
    });
    // A token rotated by someone else is still refused.
    expect(await store.swapRefreshToken('first', 'third')).toBe(false);
    expect(await store.refreshToken()).toBe('second');
  });
});
