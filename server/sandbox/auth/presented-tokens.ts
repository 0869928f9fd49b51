import { fingerprint } from '../../shared/fingerprint';

/**
 * Counts the refresh tokens the token endpoint was handed, and how many of them it had seen
 * before: the tests' proof that brokers never send one refresh token twice. Only hashes are kept.
 */
export function createPresentedTokens() {
  const seen = new Set<string>();
  let presented = 0;
  let repeated = 0;
  return {
    record(token: string) {
      presented += 1;
      const hash = fingerprint(token);
      if (seen.has(hash)) repeated += 1;
      seen.add(hash);
    },
    tally: () => ({ presented, repeated }),
    reset() {
      seen.clear();
      presented = 0;
      repeated = 0;
    },
  };
}

export type PresentedTokens = ReturnType<typeof createPresentedTokens>;
