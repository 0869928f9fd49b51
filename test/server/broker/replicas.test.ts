import { Redis } from 'ioredis';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brokerResponseSchema } from '@/lib/api/schemas';
import { hashPassword } from '@/server/broker/passwords';
import { startRedis } from '@/test/server/redis-server';
import { AGENT_EMAIL, request, startSandbox } from '@/test/server/sandbox/helpers';
import { type BrokerProcess, productionEnv, startBrokerProcess } from './process';

const PASSWORD = 'replica test password';
const EXTENSION = { Origin: 'chrome-extension://pkilpknhdffdbinlknhefccabdejijlp', 'X-Sidedesk': '1' };
const statsSchema = z.object({
  data: z.object({
    requests: z.object({ token: z.number() }),
    refreshTokens: z.object({ presented: z.number(), repeated: z.number() }),
  }),
});

// Three real broker processes (server/broker/main.ts) on one Redis, in front of a rotating sandbox.
describe('several broker replicas on Redis', { timeout: 60_000 }, () => {
  let agents: unknown[];
  const cleanups: (() => Promise<unknown>)[] = [];
  beforeAll(async () => {
    agents = [{ email: AGENT_EMAIL, name: 'Alex Agent', passwordHash: await hashPassword(PASSWORD) }];
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function startReplicas(latencyMs = 0) {
    const redis = await startRedis();
    cleanups.push(redis.stop);
    const sandbox = await startSandbox({
      rotateRefreshTokens: true,
      faults: latencyMs ? { routes: { token: { latencyMs } } } : undefined,
    });
    cleanups.push(sandbox.close);
    const env = {
      ...productionEnv(sandbox.url, agents),
      BROKER_REDIS_URL: redis.url,
      BROKER_REFRESH_LEASE: '1',
    };
    const replicas = await Promise.all([1, 2, 3].map(() => startBrokerProcess(env)));
    for (const replica of replicas) cleanups.push(() => replica.stop('SIGKILL'));
    // Signed in once, on the first replica: the session lives in Redis, so every replica knows it.
    const signIn = await request(`${replicas[0]?.url}/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: AGENT_EMAIL, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const stats = async () => statsSchema.parse((await sandbox.admin('GET', '/stats')).json).data;
    return { redis, replicas, cookie, stats };
  }

  const askToken = (replica: BrokerProcess, cookie: string) =>
    request(`${replica.url}/token`, { method: 'POST', headers: { ...EXTENSION, Cookie: cookie } });

  it('answers 50 concurrent token requests across 3 replicas with exactly one upstream refresh', async () => {
    const { replicas, cookie, stats } = await startReplicas();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => askToken(replicas[index % 3] as BrokerProcess, cookie)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(50).fill(200));
    const tokens = new Set(results.map((result) => brokerResponseSchema.parse(result.json).access_token));
    expect(tokens.size).toBe(1);
    expect(await stats()).toEqual({ requests: { token: 1 }, refreshTokens: { presented: 1, repeated: 0 } });
  });

  it('takes over within the lease when the replica holding it is killed mid-refresh', async () => {
    // Each upstream refresh takes 1.5 s: long enough to kill the holder while it waits.
    const { redis, replicas, cookie, stats } = await startReplicas(1500);
    const answers = replicas.map((replica) =>
      Promise.all(Array.from({ length: 10 }, () => askToken(replica, cookie).catch(() => undefined))),
    );
    const client = new Redis(redis.url);
    let holder: string | null = null;
    for (let tries = 0; tries < 100 && !holder; tries += 1) {
      holder = await client.get('sidedesk:broker:refresh-lease');
      if (!holder) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.quit();
    const holderPid = Number(holder?.split(':')[1]);
    const victim = replicas.find((replica) => replica.pid === holderPid);
    expect(victim).toBeDefined();
    const killedAt = Date.now();
    await victim?.stop('SIGKILL');

    const survivors = replicas.flatMap((replica, index) => (replica === victim ? [] : [answers[index]]));
    const results = (await Promise.all(survivors)).flat();
    // The lease (1 s) lapses, a survivor refreshes (1.5 s upstream): well under the 15 s wait.
    expect(Date.now() - killedAt).toBeLessThan(6000);
    expect(results.map((result) => result?.status)).toEqual(Array(20).fill(200));
    // The killed replica's request never reached the token handler; the survivor's did, once.
    expect((await stats()).refreshTokens).toEqual({ presented: 1, repeated: 0 });
  });
});
