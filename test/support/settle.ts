import { vi } from 'vitest';

/** Lets pending promises, storage writes and their change events of the fake browser run. */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * How long a unit test waits for what it polls. vi.waitFor's own default (1 s) is met on an idle
 * machine and missed on a loaded one (a composer test failed so under load): a wait bounds a hang,
 * it is no speed goal. test/unit/rules/test-waits.test.ts holds every wait to it.
 */
export const WAIT_MS = 10_000;

/** Polls `check` until it passes (no exception, or a promise that resolves), for WAIT_MS at most. */
export const eventually = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: WAIT_MS, interval: 20 });
