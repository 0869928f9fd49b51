import { afterEach, describe, expect, it } from 'vitest';
import { defaultSignInLimits } from '@/server/broker/sign-in/guard';
import { startRedis } from '@/test/server/redis-server';
import { AGENT_EMAIL } from '@/test/server/sandbox/helpers';
import { type Stack, startStack } from './helpers';

const SAM = 'sam@sidedesk.test';
const from = (address: string) => ({ 'X-Real-IP': address });
const HOME = from('198.51.100.20');
const GUESSER = from('203.0.113.7');
const withDevice = (device: string | undefined, address = HOME) => ({ ...address, Cookie: device ?? '' });
// The account's delay starts after two failures, so a few guesses prove it is on.
const quickAccountDelay = {
  ...defaultSignInLimits,
  perAccount: { freeFailures: 2, baseDelayMs: 30_000, maxDelayMs: 30_000 },
};

/** Three wrong guesses at the agent's account from a stranger's network: the account is delayed. */
async function guessAtAgent(stack: Stack, at?: string) {
  for (const guess of ['guess1', 'guess2', 'guess3']) await stack.signIn(AGENT_EMAIL, guess, GUESSER, at);
  // Without a device cookie the agent waits too, even from home: an address earns no lane.
  const cookieless = await stack.signIn(AGENT_EMAIL, undefined, HOME, at);
  expect([cookieless.status, cookieless.headers.get('Retry-After')]).toEqual([429, '30']);
}

describe("device cookies: the agent's browser has a sign-in lane of its own", { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const start = async (broker: Parameters<typeof startStack>[0] = {}) => {
    const stack = await startStack(broker);
    cleanups.push(stack.close);
    return stack;
  };

  it('is set at sign-in, signed, long-lived, HttpOnly, SameSite=Strict; __Host- and Secure over https', async () => {
    const local = await start();
    const { setDevice = '' } = await local.signIn();
    expect(setDevice).toMatch(/^sidedesk_device=v1\.[\w-]+\.[\w-]{43};/);
    for (const attribute of ['HttpOnly', 'SameSite=Strict', 'Path=/', `Max-Age=${90 * 24 * 60 * 60}`])
      expect(setDevice.split('; ')).toContain(attribute);
    const https = await start({ broker: { publicUrl: 'https://broker.example.com' } });
    const secure = (await https.signIn()).setDevice ?? '';
    expect(secure).toMatch(/^__Host-sidedesk_device=/);
    expect(secure.split('; ')).toContain('Secure');
  });

  it('behind a proxy that names no client: the agents, with their device cookies, get in after 22 wrong tries from the proxy', async () => {
    // No address header: every client is the proxy's address (this test's loopback). The default
    // 20 free failures; a long first delay, so that a slow machine cannot outwait it.
    const perNetwork = { ...defaultSignInLimits.perNetwork, baseDelayMs: 60_000 };
    const stack = await start({ broker: { signInLimits: { ...defaultSignInLimits, perNetwork } } });
    const agentDevice = (await stack.signIn()).device;
    const samDevice = (await stack.signIn(SAM)).device;
    const statuses: number[] = [];
    for (let round = 0; round < 11; round += 1) {
      const tries = [0, 1].map((index) => stack.signIn(`stranger${round}-${index}@example.com`, 'guess'));
      for (const wrong of await Promise.all(tries)) statuses.push(wrong.status);
    }
    // Twenty are checked and wrong; past them the address waits (growing delays).
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    // The proxy's address is now delayed for strangers, and for a browser with no device cookie...
    expect((await stack.signIn('stranger@example.com', 'guess')).status).toBe(429);
    expect((await stack.signIn(SAM)).status).toBe(429);
    // ...not for the agents' browsers that signed in before, both at once.
    const [agent, sam] = await Promise.all([
      stack.signIn(AGENT_EMAIL, undefined, { Cookie: agentDevice ?? '' }),
      stack.signIn(SAM, undefined, { Cookie: samDevice ?? '' }),
    ]);
    expect([agent.status, sam.status]).toEqual([200, 200]);
  });

  it('counts only for its own account, and not once tampered with', async () => {
    const stack = await start({
      broker: { clientAddressHeader: 'X-Real-IP', signInLimits: quickAccountDelay },
    });
    const { device = '' } = await stack.signIn(SAM, undefined, HOME);
    await guessAtAgent(stack);
    // Sam's cookie is no lane into the agent's account.
    expect((await stack.signIn(AGENT_EMAIL, undefined, withDevice(device))).status).toBe(429);
    // Nor is a cookie whose account was rewritten (its signature no longer matches).
    const [name, value = ''] = device.split('=');
    const [version, body = '', mac] = value.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, a: AGENT_EMAIL })).toString('base64url');
    const tampered = `${name}=${version}.${forged}.${mac}`;
    expect((await stack.signIn(AGENT_EMAIL, undefined, withDevice(tampered))).status).toBe(429);
  });

  it('survives a broker restart (its key is kept in the state file)', async () => {
    const stack = await start({
      broker: { clientAddressHeader: 'X-Real-IP', signInLimits: quickAccountDelay },
    });
    const { device } = await stack.signIn(AGENT_EMAIL, undefined, HOME);
    await stack.restartBroker();
    await guessAtAgent(stack);
    // From home, or from the guesser's own address: the cookie, not the address, is the lane.
    expect((await stack.signIn(AGENT_EMAIL, undefined, withDevice(device))).status).toBe(200);
    expect((await stack.signIn(AGENT_EMAIL, undefined, withDevice(device, GUESSER))).status).toBe(200);
  });

  it('is honoured by the other replica (Redis), and sign-out of all devices revokes it on every replica', async () => {
    const redis = await startRedis();
    cleanups.push(redis.stop);
    const stack = await start({
      broker: { redisUrl: redis.url, clientAddressHeader: 'X-Real-IP', signInLimits: quickAccountDelay },
    });
    const laptop = await stack.signIn(AGENT_EMAIL, undefined, HOME);
    const other = (await stack.startReplica()).url;
    await guessAtAgent(stack, other);
    const phone = await stack.signIn(AGENT_EMAIL, undefined, withDevice(laptop.device), other);
    expect(phone.status).toBe(200);
    expect((await stack.token({ cookie: laptop.cookie })).status).toBe(200);
    // From the phone: sign out of all devices (the page's second button).
    const signedOut = await stack.call('/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: phone.cookie ?? '' },
      body: 'everywhere=1',
    });
    expect(signedOut.status).toBe(200);
    expect(signedOut.text).toContain('You are signed out on every device');
    expect(signedOut.headers.getSetCookie().join('\n')).toMatch(/^sidedesk_device=;.*Max-Age=0/m);
    // The laptop's session and both device cookies no longer count, on either replica.
    expect((await stack.token({ cookie: laptop.cookie })).status).toBe(401);
    // The guesses above still delay the account for browsers without a valid device cookie.
    for (const device of [laptop.device, phone.device])
      expect((await stack.signIn(AGENT_EMAIL, undefined, withDevice(device), other)).status).toBe(429);
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
