import { fingerprint } from '../../shared/fingerprint';
import { createHashGate } from './hash-gate';
import { createPenaltyBox, type PenaltyOptions } from './penalty-box';

export interface SignInLimits {
  /** Password hashes at once for strangers, and how many may wait for a slot (then 503). */
  hashConcurrency: number;
  hashQueue: number;
  /** Further hash slots only for accounts signing in from a network they signed in from before. */
  reservedHashes: number;
  /** Such known attempts of one account checked or waiting at once (then 503). */
  knownPerAccount: number;
  /** Attempts from one network being checked at once, known pairs aside (then 429). */
  perNetworkInFlight: number;
  perNetwork: PenaltyOptions;
  /** Failures per account; for a known pair, the same delays count that pair's own failures. */
  perAccount: PenaltyOptions;
  /** Keys each failure table keeps at most. */
  maxKeys: number;
  /** How long a network stays known to an account after its last sign-in from there. */
  knownForMs: number;
}

// One hash at a time for strangers leaves a core to known agents on a two-core server, however
// hard strangers push; a team's legitimate sign-ins are far fewer than one per hash time.
export const defaultSignInLimits: SignInLimits = {
  hashConcurrency: 1,
  hashQueue: 6,
  reservedHashes: 1,
  knownPerAccount: 2,
  perNetworkInFlight: 2,
  perNetwork: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 5 * 60 * 1000 },
  perAccount: { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 30 * 1000 },
  maxKeys: 10_000,
  knownForMs: 30 * 24 * 60 * 60 * 1000,
};

/** Where known (account, network) pairs are kept: the broker's store, shared by replicas. */
export interface KnownPairs {
  rememberSignIn(pair: string, ttlMs: number): Promise<void>;
  signedInBefore(pair: string): Promise<boolean>;
}

type Verdict =
  | { outcome: 'signed-in' | 'wrong' }
  | { outcome: 'refused'; status: 429 | 503; retryAfterSeconds: number };

/**
 * Decides whether a password attempt is checked at all, then checks it within the hash gate.
 * Limits count per network (an IPv4 address, an IPv6 /64) and per account. An account signing
 * in from a network it signed in from before skips both: it has hash slots of its own and its
 * own failure count, so strangers guessing at the agent's e-mail, or flooding from many
 * addresses, or sharing the agent's proxy, slow themselves and not the agent.
 */
export function createSignInGuard(limits: SignInLimits, known: KnownPairs) {
  const gate = createHashGate({
    concurrency: limits.hashConcurrency,
    reserved: limits.reservedHashes,
    queue: limits.hashQueue,
    perAccount: limits.knownPerAccount,
  });
  const networks = createPenaltyBox({ ...limits.perNetwork, maxKeys: limits.maxKeys });
  const accounts = createPenaltyBox({ ...limits.perAccount, maxKeys: limits.maxKeys });
  const pairs = createPenaltyBox({ ...limits.perAccount, maxKeys: limits.maxKeys });
  // Bounded by the gate: only admitted attempts are counted.
  const inFlight = new Map<string, number>();
  const refused = (status: 429 | 503, ms: number): Verdict => ({
    outcome: 'refused',
    status,
    retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
  });

  async function checkKnown(pair: string, account: string, verify: () => Promise<boolean>): Promise<Verdict> {
    const wait = pairs.waitMs(pair);
    if (wait > 0) return refused(429, wait);
    const checked = gate.runKnown(account, verify);
    if (!checked) return refused(503, 1000);
    if (!(await checked)) {
      pairs.fail(pair);
      accounts.fail(account);
      return { outcome: 'wrong' };
    }
    pairs.clear(pair);
    return { outcome: 'signed-in' };
  }

  async function checkStranger(
    network: string,
    account: string,
    verify: () => Promise<boolean>,
  ): Promise<Verdict> {
    const wait = Math.max(networks.waitMs(network), accounts.waitMs(account));
    if (wait > 0) return refused(429, wait);
    const running = inFlight.get(network) ?? 0;
    if (running >= limits.perNetworkInFlight) return refused(429, 1000);
    const checked = gate.run(verify);
    if (!checked) return refused(503, 1000);
    inFlight.set(network, running + 1);
    try {
      if (await checked) return { outcome: 'signed-in' };
      networks.fail(network);
      accounts.fail(account);
      return { outcome: 'wrong' };
    } finally {
      const left = (inFlight.get(network) ?? 1) - 1;
      if (left > 0) inFlight.set(network, left);
      else inFlight.delete(network);
    }
  }

  return {
    async attempt(network: string, account: string, verify: () => Promise<boolean>): Promise<Verdict> {
      // A hash, so the store holds no list of who signs in from where.
      const pair = fingerprint(`${account}\n${network}`);
      const verdict = (await known.signedInBefore(pair))
        ? await checkKnown(pair, account, verify)
        : await checkStranger(network, account, verify);
      if (verdict.outcome === 'signed-in') {
        accounts.clear(account);
        await known.rememberSignIn(pair, limits.knownForMs);
      }
      return verdict;
    },
    /** Entries held, for the memory-bound test. */
    size: () => ({ networks: networks.size, accounts: accounts.size, pairs: pairs.size }),
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
