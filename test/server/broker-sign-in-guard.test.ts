// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSignInGuard, defaultSignInLimits } from '../../server/broker/sign-in/guard';
import { createHashGate } from '../../server/broker/sign-in/hash-gate';

describe('sign-in guard', () => {
  it('keeps at most maxKeys entries per table, however many strangers try', async () => {
    const guard = createSignInGuard({ ...defaultSignInLimits, maxKeys: 50 });
    for (let index = 0; index < 500; index += 1)
      await guard.attempt(`10.0.${index >> 8}.${index & 255}`, `user${index}@example.com`, async () => false);
    expect(guard.size()).toEqual({ clients: 50, accounts: 50, knownPairs: 0 });
  });

  it('runs at most `concurrency` tasks at once and refuses beyond the queue', async () => {
    const gate = createHashGate({ concurrency: 2, queue: 1 });
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
});
