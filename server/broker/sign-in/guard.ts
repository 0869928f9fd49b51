import { createHashGate } from './hash-gate';
import { createPenaltyBox, type PenaltyOptions } from './penalty-box';

export interface SignInLimits {
  /** Password hashes at once for strangers, and how many may wait for a slot (then 503). */
  hashConcurrency: number;
  hashQueue: number;
  /** Further hash slots only for attempts with a valid device cookie of their account. */
  reservedHashes: number;
  /** Such known attempts of one account checked or waiting at once (then 503). */
  knownPerAccount: number;
  /** Attempts from one network being checked at once, device cookies aside (then 429). */
  perNetworkInFlight: number;
  perNetwork: PenaltyOptions;
  /** Failures per account of attempts without its device cookie (strangers, a new browser). */
  perAccount: PenaltyOptions;
  /**
   * Failures per device cookie: past `freeFailures` the cookie itself is locked out for the delay
   * (OWASP, "device cookies"), while strangers' delays never reach it.
   */
  perDevice: PenaltyOptions;
  /** Keys each failure table keeps at most. */
  maxKeys: number;
  /** How long a device cookie lasts after the sign-in that set it (each sign-in sets a new one). */
  deviceCookieMs: number;
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
  perDevice: { freeFailures: 10, baseDelayMs: 15 * 60 * 1000, maxDelayMs: 15 * 60 * 1000 },
  maxKeys: 10_000,
  deviceCookieMs: 90 * 24 * 60 * 60 * 1000,
};

/** One password attempt: from where, at which account, with which device cookie (if valid). */
interface Attempt {
  network: string;
  account: string;
  /** The id of a valid device cookie of `account` the browser sent; undefined for none. */
  device?: string;
  verify: () => Promise<boolean>;
}

type Verdict =
  | { outcome: 'signed-in' | 'wrong' }
  | { outcome: 'refused'; status: 429 | 503; retryAfterSeconds: number };

/**
 * Decides whether a password attempt is checked at all, then checks it within the hash gate.
 * Limits count per network (an IPv4 address, an IPv6 /64) and per account. A browser that
 * signed in to the account before, proven by its device cookie (something a guesser cannot send,
 * unlike an address), skips both: it has hash slots of its own and its cookie's own failure
 * count, so strangers guessing at the agent's e-mail, even from the agent's own network, or
 * flooding from many addresses, or sharing the agent's proxy, slow themselves and not the agent.
 * `now` is the clock (tests drive it).
 */
export function createSignInGuard(limits: SignInLimits, now: () => number = Date.now) {
  const gate = createHashGate({
    concurrency: limits.hashConcurrency,
    reserved: limits.reservedHashes,
    queue: limits.hashQueue,
    perAccount: limits.knownPerAccount,
  });
  const networks = createPenaltyBox({ ...limits.perNetwork, maxKeys: limits.maxKeys });
  const accounts = createPenaltyBox({ ...limits.perAccount, maxKeys: limits.maxKeys });
  const devices = createPenaltyBox({ ...limits.perDevice, maxKeys: limits.maxKeys });
  // Bounded by the gate: only admitted attempts are counted.
  const inFlight = new Map<string, number>();
  const refused = (status: 429 | 503, ms: number): Verdict => ({
    outcome: 'refused',
    status,
    retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
  });

  async function checkDevice(
    device: string,
    account: string,
    verify: () => Promise<boolean>,
  ): Promise<Verdict> {
    const wait = devices.waitMs(device, now());
    if (wait > 0) return refused(429, wait);
    const checked = gate.runKnown(account, verify);
    if (!checked) return refused(503, 1000);
    if (!(await checked)) {
      devices.fail(device, now());
      return { outcome: 'wrong' };
    }
    devices.clear(device);
    return { outcome: 'signed-in' };
  }

  async function checkStranger(
    network: string,
    account: string,
    verify: () => Promise<boolean>,
  ): Promise<Verdict> {
    const wait = Math.max(networks.waitMs(network, now()), accounts.waitMs(account, now()));
    if (wait > 0) return refused(429, wait);
    const running = inFlight.get(network) ?? 0;
    if (running >= limits.perNetworkInFlight) return refused(429, 1000);
    const checked = gate.run(verify);
    if (!checked) return refused(503, 1000);
    inFlight.set(network, running + 1);
    try {
      if (await checked) {
        accounts.clear(account);
        return { outcome: 'signed-in' };
      }
      networks.fail(network, now());
      accounts.fail(account, now());
      return { outcome: 'wrong' };
    } finally {
      const left = (inFlight.get(network) ?? 1) - 1;
      if (left > 0) inFlight.set(network, left);
      else inFlight.delete(network);
    }
  }

  return {
    attempt: ({ network, account, device, verify }: Attempt): Promise<Verdict> =>
      device ? checkDevice(device, account, verify) : checkStranger(network, account, verify),
    /** Entries held, for the memory-bound test. */
    size: () => ({ networks: networks.size, accounts: accounts.size, devices: devices.size }),
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
