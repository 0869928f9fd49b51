import { z } from 'zod';
import { fingerprint } from '../../shared/fingerprint';
import { createSerialWriter, readJsonFile } from '../../shared/json-file';
import type { BrokerStore, CachedAccessToken } from './types';

const fileSchema = z.object({
  refreshToken: z.string().min(1),
  configuredFingerprint: z.string(),
  accessToken: z
    .object({ accessToken: z.string(), expiresAt: z.number(), lifetimeMs: z.number() })
    .optional(),
  sessions: z.record(z.string(), z.object({ email: z.string(), expiresAt: z.number() })).default({}),
  /** Hashes of (account, network) pairs that signed in, with when each is forgotten. */
  knownPairs: z.record(z.string(), z.number()).default({}),
});
type FileState = z.infer<typeof fileSchema>;

const MAX_KNOWN_PAIRS = 10_000;

/**
 * The embedded store: one JSON file (mode 0600), rewritten atomically after every change, so a
 * restart keeps sessions and the tokens. One replica only: the lease lives in this process. Without
 * a path it keeps everything in memory (tests).
 */
export async function openFileStore(path: string | undefined, configuredToken: string): Promise<BrokerStore> {
  const configuredFingerprint = fingerprint(configuredToken);
  const saved = path ? fileSchema.safeParse(await readJsonFile(path)) : undefined;
  // A new configured token (an admin replaced it) wins over the rotated one grown from the old.
  const state: FileState =
    saved?.success && saved.data.configuredFingerprint === configuredFingerprint
      ? saved.data
      : { refreshToken: configuredToken, configuredFingerprint, sessions: {}, knownPairs: {} };
  const write = path ? createSerialWriter(path) : undefined;
  const save = () => write?.(() => ({ ...state, savedAt: new Date().toISOString() })) ?? Promise.resolve();
  let lock: { owner: string; until: number } | undefined;

  const dropExpiredSessions = (now: number) => {
    for (const [key, session] of Object.entries(state.sessions))
      if (session.expiresAt <= now) delete state.sessions[key];
  };

  // Only a successful sign-in adds a pair, so this bound is generous; it keeps the file small.
  const forgetOldPairs = (now: number) => {
    const pairs = Object.entries(state.knownPairs).filter(([, until]) => until > now);
    pairs.sort(([, a], [, b]) => b - a);
    state.knownPairs = Object.fromEntries(pairs.slice(0, MAX_KNOWN_PAIRS));
  };

  return {
    async putSession(key, email, ttlMs) {
      const now = Date.now();
      dropExpiredSessions(now);
      state.sessions[key] = { email, expiresAt: now + ttlMs };
      await save();
    },
    async sessionEmail(key) {
      const session = state.sessions[key];
      return session && session.expiresAt > Date.now() ? session.email : undefined;
    },
    async deleteSession(key) {
      if (!(key in state.sessions)) return;
      delete state.sessions[key];
      await save();
    },
    async rememberSignIn(pair, ttlMs) {
      const now = Date.now();
      state.knownPairs[pair] = now + ttlMs;
      forgetOldPairs(now);
      await save();
    },
    async signedInBefore(pair) {
      return (state.knownPairs[pair] ?? 0) > Date.now();
    },
    async accessToken() {
      return state.accessToken;
    },
    async putAccessToken(token: CachedAccessToken) {
      state.accessToken = token;
      await save();
    },
    async refreshToken() {
      return state.refreshToken;
    },
    async swapRefreshToken(expected, next) {
      if (state.refreshToken === next) return true;
      if (state.refreshToken !== expected) return false;
      // In memory first: the old token is already spent upstream, so even if the write fails
      // (the error reaches the operator) the new one is the only one worth using.
      state.refreshToken = next;
      await save();
      return true;
    },
    async lease(owner, ms) {
      const now = Date.now();
      if (lock && lock.owner !== owner && lock.until > now) return false;
      lock = { owner, until: now + ms };
      return true;
    },
    async release(owner) {
      if (lock?.owner === owner) lock = undefined;
    },
    close: async () => undefined,
  };
}
