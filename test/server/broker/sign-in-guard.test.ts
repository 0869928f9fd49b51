import { describe, expect, it } from 'vitest';
import { networkOf } from '@/server/broker/client-address';
import { createSignInGuard, defaultSignInLimits } from '@/server/broker/sign-in/guard';
import { createHashGate } from '@/server/broker/sign-in/hash-gate';

/** A task that runs until `finish()`, recording that it started. */
function heldTask(started: string[], name: string) {
  const finishers: ((value: boolean) => void)[] = [];
  const done = new Promise<boolean>((resolve) => finishers.push(resolve));
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finishers[0]?.(true),
  };
}

describe('sign-in guard', () => {
  it('keeps at most maxKeys entries per table, however many strangers try', async () => {
    const guard = createSignInGuard({ ...defaultSignInLimits, maxKeys: 50 });
    for (let index = 0; index < 500; index += 1)
      await guard.attempt({
        network: `10.0.${index >> 8}.${index & 255}`,
        account: `user${index}@example.com`,
        device: index % 2 ? `device${index}` : undefined,
        verify: async () => false,
      });
    expect(guard.size()).toEqual({ networks: 50, accounts: 50, devices: 50 });
  });

  it("counts a device cookie's failures against it alone, and locks it out after N of them", async () => {
    let now = 1_000_000;
    const limits = {
      ...defaultSignInLimits,
      perAccount: { freeFailures: 2, baseDelayMs: 60_000, maxDelayMs: 60_000 },
      perDevice: { freeFailures: 3, baseDelayMs: 600_000, maxDelayMs: 600_000 },
    };
    const guard = createSignInGuard(limits, () => now);
    const attempt = (device: string | undefined, right: boolean, network = '203.0.113.7') =>
      guard.attempt({ network, account: 'agent@example.com', device, verify: async () => right });
    // A guesser without the cookie: two free failures, then the account waits for strangers.
    for (const _ of [1, 2]) expect(await attempt(undefined, false)).toEqual({ outcome: 'wrong' });
    expect(await attempt(undefined, true, '198.51.100.20')).toMatchObject({
      status: 429,
      retryAfterSeconds: 60,
    });
    // The agent's browser, with its cookie, from the guesser's own network: in.
    expect(await attempt('agent-device', true)).toEqual({ outcome: 'signed-in' });
    // Three wrong passwords with the cookie lock that cookie out for ten minutes...
    for (const _ of [1, 2, 3]) expect(await attempt('agent-device', false)).toEqual({ outcome: 'wrong' });
    expect(await attempt('agent-device', true)).toMatchObject({ status: 429, retryAfterSeconds: 600 });
    // ...not another browser's cookie of the same account...
    expect(await attempt('other-device', true)).toEqual({ outcome: 'signed-in' });
    // ...and when the ten minutes are over, it gets in again.
    now += 600_000;
    expect(await attempt('agent-device', true)).toEqual({ outcome: 'signed-in' });
  });

  it('runs at most `concurrency` tasks at once and refuses beyond the queue', async () => {
    const gate = createHashGate({ concurrency: 2, reserved: 0, queue: 1, perAccount: 1 });
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return true;
    };
    const admitted = [gate.run(task), gate.run(task), gate.run(task)];
    expect(gate.run(task)).toBeUndefined();
    expect(await Promise.all(admitted)).toEqual([true, true, true]);
    expect(most).toBe(2);
    expect(gate.run(task)).toBeDefined();
  });

  it('gives a known account the reserved slot while strangers fill theirs, and serves it first', async () => {
    const gate = createHashGate({ concurrency: 2, reserved: 1, queue: 6, perAccount: 1 });
    const started: string[] = [];
    const strangers = Array.from({ length: 8 }, (_, index) => heldTask(started, `stranger${index}`));
    const runs = strangers.map((stranger) => gate.run(stranger.task));
    expect(gate.run(async () => true)).toBeUndefined(); // the strangers' queue is full
    const agent = heldTask(started, 'agent');
    const agentRun = gate.runKnown('agent@example.com', agent.task);
    await Promise.resolve();
    expect(started).toEqual(['stranger0', 'stranger1', 'agent']);
    // One account at a time in its lane: a second attempt of the same account is refused.
    expect(gate.runKnown('agent@example.com', async () => true)).toBeUndefined();
    // Every slot busy: a known account waits at the head of the line, before all six strangers.
    const colleague = heldTask(started, 'colleague');
    const colleagueRun = gate.runKnown('colleague@example.com', colleague.task);
    strangers[0]?.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started.at(-1)).toBe('colleague');
    for (const held of [agent, colleague, ...strangers]) held.finish();
    expect(await Promise.all([agentRun, colleagueRun, ...runs])).toEqual(Array(10).fill(true));
  });

  it('counts IPv4 addresses alone and IPv6 addresses by their /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(networkOf('[2001:db8::5]')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('not an address')).toBe('not an address');
  });
});
