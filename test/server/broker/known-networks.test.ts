import { afterEach, describe, expect, it } from 'vitest';
import { defaultSignInLimits } from '../../../server/broker/sign-in/guard';
import { startRedis } from '../redis-server';
import { AGENT_EMAIL } from '../sandbox/helpers';
import { type Stack, startStack } from './helpers';

const SAM = 'sam@sidedesk.test';
const from = (address: string) => ({ 'X-Real-IP': address });
const HOME = from('198.51.100.20');
// The account's delay starts after two failures, so a few guesses prove it is on.
const quickAccountDelay = {
  ...defaultSignInLimits,
  perAccount: { freeFailures: 2, baseDelayMs: 30_000, maxDelayMs: 30_000 },
};

/** Three wrong guesses at the agent's account from a stranger's network: the account is delayed. */
async function guessAtAgent(stack: Stack, at?: string) {
  for (const guess of ['guess1', 'guess2', 'guess3'])
    await stack.signIn(AGENT_EMAIL, guess, from('203.0.113.7'), at);
  const elsewhere = await stack.signIn(AGENT_EMAIL, undefined, from('192.0.2.55'), at);
  expect([elsewhere.status, elsewhere.headers.get('Retry-After')]).toEqual([429, '30']);
}

describe('networks an agent signed in from before', { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const start = async (broker: Parameters<typeof startStack>[0] = {}) => {
    const stack = await startStack(broker);
    cleanups.push(stack.close);
    return stack;
  };

  it('behind a proxy that names no client: the agents get in after 22 wrong tries from the proxy', async () => {
    // No address header: every client is the proxy's address (this test's loopback). The default
    // 20 free failures; a long first delay, so that a slow machine cannot outwait it.
    const perNetwork = { ...defaultSignInLimits.perNetwork, baseDelayMs: 60_000 };
    const stack = await start({ broker: { signInLimits: { ...defaultSignInLimits, perNetwork } } });
    expect((await stack.signIn()).status).toBe(200);
    expect((await stack.signIn(SAM)).status).toBe(200);
    const statuses: number[] = [];
    for (let round = 0; round < 11; round += 1) {
      const tries = [0, 1].map((index) => stack.signIn(`stranger${round}-${index}@example.com`, 'guess'));
      for (const wrong of await Promise.all(tries)) statuses.push(wrong.status);
    }
    // Twenty are checked and wrong; past them the address waits (growing delays).
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    // The proxy's address is now delayed for strangers...
    expect((await stack.signIn('stranger@example.com', 'guess')).status).toBe(429);
    // ...not for the agents who signed in from it before, both at once.
    const [agent, sam] = await Promise.all([stack.signIn(), stack.signIn(SAM)]);
    expect([agent.status, sam.status]).toEqual([200, 200]);
  });

  it('a known network survives a broker restart', async () => {
    const stack = await start({
      broker: { clientAddressHeader: 'X-Real-IP', signInLimits: quickAccountDelay },
    });
    expect((await stack.signIn(AGENT_EMAIL, undefined, HOME)).status).toBe(200);
    await stack.restartBroker();
    await guessAtAgent(stack);
    expect((await stack.signIn(AGENT_EMAIL, undefined, HOME)).status).toBe(200);
  });

  it('a known network is known to the other replica (Redis)', async () => {
    const redis = await startRedis();
    cleanups.push(redis.stop);
    const stack = await start({
      broker: { redisUrl: redis.url, clientAddressHeader: 'X-Real-IP', signInLimits: quickAccountDelay },
    });
    expect((await stack.signIn(AGENT_EMAIL, undefined, HOME)).status).toBe(200);
    const other = (await stack.startReplica()).url;
    await guessAtAgent(stack, other);
    expect((await stack.signIn(AGENT_EMAIL, undefined, HOME, other)).status).toBe(200);
  });

  it('counts an IPv6 /64 as one network: rotating addresses inside it gains nothing', async () => {
    const limits = {
      ...defaultSignInLimits,
      perNetwork: { freeFailures: 3, baseDelayMs: 30_000, maxDelayMs: 30_000 },
    };
    const stack = await start({ broker: { clientAddressHeader: 'X-Real-IP', signInLimits: limits } });
    for (const host of ['1', '2', '3'])
      expect(
        (await stack.signIn(`stranger${host}@example.com`, 'guess', from(`2001:db8:5:6::${host}`))).status,
      ).toBe(401);
    const sameNetwork = await stack.signIn('stranger@example.com', 'guess', from('2001:db8:5:6:ffff:1:2:3'));
    expect([sameNetwork.status, sameNetwork.headers.get('Retry-After')]).toEqual([429, '30']);
    expect((await stack.signIn('stranger@example.com', 'guess', from('2001:db8:5:7::1'))).status).toBe(401);
  });
});
