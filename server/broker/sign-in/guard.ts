import { createBoundedMap } from './bounded-map';
import { createHashGate } from './hash-gate';
import { createPenaltyBox, type PenaltyOptions } from './penalty-box';

export interface SignInLimits {
  /** Password hashes at once, and how many may wait for a slot (then 503). */
  hashConcurrency: number;
  hashQueue: number;
  /** Attempts of one client address being checked at once (then 429). */
  perClientInFlight: number;
  perClient: PenaltyOptions;
  perAccount: PenaltyOptions;
  /** Keys each table keeps at most. */
  maxKeys: number;
}

export const defaultSignInLimits: SignInLimits = {
  hashConcurrency: 2,
  hashQueue: 6,
  perClientInFlight: 1,
  perClient: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 5 * 60 * 1000 },
  perAccount: { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 30 * 1000 },
  maxKeys: 10_000,
};

export type Verdict =
  | { outcome: 'signed-in' | 'wrong' }
  | { outcome: 'refused'; status: 429 | 503; retryAfterSeconds: number };

/**
 * Decides whether a password attempt is checked at all, then checks it within the hash gate.
 * The per-account delay does not apply from an address this account signed in from before, so a
 * stranger hammering the agent's e-mail slows the stranger, not the agent.
 */
export function createSignInGuard(limits: SignInLimits) {
  const gate = createHashGate({ concurrency: limits.hashConcurrency, queue: limits.hashQueue });
  const clients = createPenaltyBox({ ...limits.perClient, maxKeys: limits.maxKeys });
  const accounts = createPenaltyBox({ ...limits.perAccount, maxKeys: limits.maxKeys });
  const knownPairs = createBoundedMap<true>(limits.maxKeys);
  // Bounded by the gate: only admitted attempts are counted.
  const inFlight = new Map<string, number>();
  const refused = (status: 429 | 503, ms: number): Verdict => ({
    outcome: 'refused',
    status,
    retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
  });

  return {
    async attempt(client: string, account: string, verify: () => Promise<boolean>): Promise<Verdict> {
      const pair = `${account}\n${client}`;
      const accountWait = knownPairs.get(pair) ? 0 : accounts.waitMs(account);
      const wait = Math.max(clients.waitMs(client), accountWait);
      if (wait > 0) return refused(429, wait);
      const running = inFlight.get(client) ?? 0;
      if (running >= limits.perClientInFlight) return refused(429, 1000);
      const checked = gate.run(verify);
      if (!checked) return refused(503, 1000);
      inFlight.set(client, running + 1);
      try {
        if (await checked) {
          accounts.clear(account);
          knownPairs.set(pair, true);
          return { outcome: 'signed-in' };
        }
        clients.fail(client);
        accounts.fail(account);
        return { outcome: 'wrong' };
      } finally {
        const left = (inFlight.get(client) ?? 1) - 1;
        if (left > 0) inFlight.set(client, left);
        else inFlight.delete(client);
      }
    },
    /** Entries held, for the memory-bound test. */
    size: () => ({ clients: clients.size, accounts: accounts.size, knownPairs: knownPairs.size }),
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
