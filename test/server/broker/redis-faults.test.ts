import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_SAVED_REPLIES } from '@/server/broker/options';
import { startRedis, startRelay } from '@/test/server/redis-server';
import type { HttpResult } from '@/test/server/sandbox/helpers';
import { eventually } from '@/test/support/settle';
import { EXTENSION_ORIGIN, type Stack, startStack } from './helpers';

/**
 * A broker with a lost Redis answers while Redis is still gone (its commands time out at 1 s, so
 * about 1 s on a quiet machine): Redis comes back only after every answer is in, so an answer at
 * all proves it did not wait for Redis. The bound only fails fast and is loose on purpose: a loaded
 * CI machine took more than 2 s, and speed is measured by the bench, not asserted here.
 */
const ANSWERED_WITHIN_MS = 10_000;

describe('the broker when Redis fails', { timeout: 30_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function start() {
    const redis = await startRedis();
    cleanups.push(redis.stop);
    const stack = await startStack({
      broker: { redisUrl: redis.url, savedRepliesFile: SAMPLE_SAVED_REPLIES },
    });
    cleanups.push(stack.close);
    return { redis, stack };
  }
  const timed = async (call: () => Promise<HttpResult>) => {
    const startedAt = performance.now();
    const result = await call();
    return { ...result, ms: performance.now() - startedAt };
  };
  const fromExtension = (cookie = '') => ({ Origin: EXTENSION_ORIGIN, 'X-Sidedesk': '1', Cookie: cookie });
  const tokenStatus = async (stack: Stack, cookie?: string) => (await stack.token({ cookie })).status;

  it('paused (SIGSTOP): every route answers 503 with Retry-After within 2 s; back by itself on SIGCONT', async () => {
    const { redis, stack } = await start();
    const { cookie = '' } = await stack.signIn();
    expect(await tokenStatus(stack, cookie)).toBe(200);
    const other = (await stack.signIn()).cookie ?? '';
    redis.pause();
    const answers = await Promise.all([
      timed(() => stack.token({ cookie })),
      timed(() => stack.call('/saved-replies', { headers: fromExtension(cookie) })),
      timed(() => stack.call('/sign-in', { headers: { Cookie: cookie } })),
      timed(() => stack.signIn()),
      // Another session: Redis runs the delete it was sent once it is thawed.
      timed(() => stack.call('/sign-out', { method: 'POST', headers: { Cookie: other } })),
      timed(() => stack.call('/sign-out', { method: 'POST', headers: fromExtension(other) })),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe('2');
      expect(answer.ms).toBeLessThan(ANSWERED_WITHIN_MS);
    }
    expect(answers[0]?.json).toMatchObject({ error: 'store_unavailable' });
    expect(answers[2]?.text).toContain('The broker cannot reach its storage right now');
    redis.resume();
    await vi.waitFor(async () => expect(await tokenStatus(stack, cookie)).toBe(200), {
      timeout: 5000,
      interval: 100,
    });
    expect((await stack.signIn()).status).toBe(200);
  });

  it('restarted empty: noticed without a broker restart; agents sign in again and get tokens', async () => {
    const { redis, stack } = await start();
    const { cookie = '' } = await stack.signIn();
    expect(await tokenStatus(stack, cookie)).toBe(200);
    await redis.restartEmpty(async () => {
      // Unreachable meanwhile: refused at once, not queued until Redis returns.
      const down = await timed(() => stack.token({ cookie }));
      expect([down.status, down.headers.get('Retry-After')]).toEqual([503, '2']);
      expect(down.ms).toBeLessThan(ANSWERED_WITHIN_MS);
    });
    // The broker reconnects by itself; the sessions were lost with Redis's data.
    await vi.waitFor(async () => expect(await tokenStatus(stack, cookie)).toBe(401), {
      timeout: 10_000,
      interval: 100,
    });
    const again = await stack.signIn();
    expect(again.status).toBe(200);
    expect(await tokenStatus(stack, again.cookie)).toBe(200);
    expect(stack.logs.join('\n')).toMatch(/restarted empty\?\).*: using the configured BROKER_REFRESH_TOKEN/);
  });

  it('a replica reconnecting with an older configured refresh token leaves the new one in place', async () => {
    const { redis, stack } = await start();
    await stack.startReplica({ refreshToken: 'a-new-refresh-token' });
    const client = new Redis(redis.url);
    cleanups.push(() => client.quit());
    expect(await client.get('sidedesk:broker:refresh-token')).toBe('a-new-refresh-token');
    // Every replica loses its connection and reconnects by itself.
    await client.client('KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
    await eventually(() =>
      expect(stack.logs.filter((line) => line === 'redis: connected again')).toHaveLength(2),
    );
    expect(await client.get('sidedesk:broker:refresh-token')).toBe('a-new-refresh-token');
  });

  it('unreachable with its data kept: a refresh token rotated meanwhile is stored once Redis is back', async () => {
    const redis = await startRedis();
    cleanups.push(redis.stop);
    const relay = await startRelay(redis.port);
    cleanups.push(relay.stop);
    // The upstream refresh takes 1 s: Redis goes away while it runs, and comes back 1.5 s later.
    const stack = await startStack({
      sandbox: { rotateRefreshTokens: true, faults: { routes: { token: { latencyMs: 1000 } } } },
      broker: { redisUrl: relay.url },
    });
    cleanups.push(stack.close);
    const { cookie = '' } = await stack.signIn();
    const pending = stack.token({ cookie });
    await sleep(400);
    await relay.cut();
    expect((await timed(() => stack.token({ cookie }))).status).toBe(503);
    // Back only once the broker holds a rotated token it could not store yet: the case under test.
    await vi.waitFor(
      () => expect(stack.logs).toContain('could not store the rotated refresh token yet; trying again'),
      { timeout: 5000 },
    );
    await relay.restore();
    expect((await pending).status).toBe(200);
    const client = new Redis(redis.url);
    cleanups.push(() => client.quit());
    const stored = await client.get('sidedesk:broker:refresh-token');
    expect(stack.sandbox.sandbox.store.state.refreshTokens.valid).toEqual([stored]);
  });
});
