import { describe, expect, it } from 'vitest';
import { getStatus } from '@/lib/account/worker/connection';
import { SidedeskError } from '@/lib/api/errors';
import type { WorkerContext } from '@/lib/worker/context';
import { sampleSettings } from '@/test/support/samples';

// popup-states.spec "Broker unreachable" flaked: the popup's status ask joined a token call that
// the change of broker URL then ended (token-manager.ts clear()), and it said "Sign in needed".

/** A worker context whose token answers are `answers`, one per ask. */
function contextAnswering(answers: (() => Promise<never>)[]) {
  let asked = 0;
  const context = {
    settings: async () => sampleSettings(),
    tokensOf: () => ({ getAgent: () => (answers[asked++] as () => Promise<never>)() }),
  } as unknown as WorkerContext;
  return { context, asks: () => asked };
}

const endedUnderIt = () =>
  Promise.reject(new SidedeskError('sign-in-required', { reason: 'error.sign-in-required.signed-out' }));
const brokerDown = () =>
  Promise.reject(new SidedeskError('broker-unreachable', { reason: 'error.broker-unreachable.at' }));
const signInPage = () =>
  Promise.reject(new SidedeskError('sign-in-required', { signInUrl: 'https://broker.example/sign-in' }));

describe('the connection state when the token call it joined was ended under it', () => {
  it('asks once more and says what is true now: the new broker does not answer', async () => {
    const { context, asks } = contextAnswering([endedUnderIt, brokerDown]);
    expect((await getStatus(context)).state).toBe('broker-unreachable');
    expect(asks()).toBe(2);
  });

  it('asks only once when the broker itself says sign in', async () => {
    const { context, asks } = contextAnswering([signInPage, brokerDown]);
    expect((await getStatus(context)).state).toBe('sign-in-required');
    expect(asks()).toBe(1);
  });
});
