import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// One of OWASP's equivalent minimums for scrypt (N=2^14, r=8, p=5): the same work as N=2^17 with
// p=1 but 16 MB of memory per hash instead of 128 MB, which matters when strangers can make the
// broker hash (every sign-in attempt does). maxmem must cover 128 * N * r bytes.
const cost = { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 32;

/** The cheapest hash a production broker accepts: below it, a leaked hash is cracked quickly. */
export const MIN_COST = { N: 2 ** 14, r: 8, p: 1 };
/** Above this memory per hash (128 * N * r bytes) a few sign-ins would exhaust the server. */
export const MAX_HASH_MEMORY = 256 * 1024 * 1024;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** The parts of `scrypt$N$r$p$salt$hash`; undefined when it is not such a hash. */
export function parseHash(encoded: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = encoded.split('$');
  const numbers = [n, r, p].map(Number);
  const [N = 0, R = 0, P = 0] = numbers;
  if (scheme !== 'scrypt' || !salt || !hash || rest.length) return undefined;
  if (!numbers.every((value) => Number.isInteger(value) && value > 0)) return undefined;
  // scrypt requires N to be a power of two above 1.
  if (N < 2 || (N & (N - 1)) !== 0) return undefined;
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * (options.N ?? cost.N) * (options.r ?? cost.r);
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a hash from hashPassword; false for a bad hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const { N, r, p } = parsed;
  const actual = await derive(password, parsed.salt, { N, r, p }).catch(() => undefined);
  return actual !== undefined && actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}
