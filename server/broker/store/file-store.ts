import { randomBytes } from 'node:crypto';
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
  sessions: z
    .record(
      z.string(),
      // Sessions saved before sign-out of all devices existed have no createdAt: the oldest there is.
      z.object({ email: z.string(), expiresAt: z.number(), createdAt: z.number().default(0) }),
    )
    .default({}),
  /** The device cookies' signing key. */
  deviceKey: z.string().min(32).optional(),
  /** Hashes of accounts, with when each last signed out of all devices. */
  signedOutEverywhere: z.record(z.string(), z.number()).default({}),
});
type FileState = z.infer<typeof fileSchema>;

/**
 * The embedded store: one JSON file (mode 0600), rewritten atomically after every change, so a
 * restart keeps sessions and the tokens. One replica only: the lease lives in this process. Without
 * a path it keeps everything in memory (tests).
 */
export async function openFileStore(path: string | undefined, configuredToken: string): Promise<BrokerStore> {
  const configuredFingerprint = fingerprint(configuredToken);
  const saved = path ? fileSchema.safeParse(await readJsonFile(path)) : undefined;
  // A new configured token (an admin replaced it) wins over the rotated one grown from the old;
  // the agents' devices and sign-outs stay.
  const state: FileState =
    saved?.success && saved.data.configuredFingerprint === configuredFingerprint
      ? saved.data
      : {
          refreshToken: configuredToken,
          configuredFingerprint,
          sessions: {},
          deviceKey: saved?.data?.deviceKey,
          signedOutEverywhere: saved?.data?.signedOutEverywhere ?? {},
        };
  const write = path ? createSerialWriter(path) : undefined;
  const save = () => write?.(() => ({ ...state, savedAt: new Date().toISOString() })) ?? Promise.resolve();
  let lock: { owner: string; until: number } | undefined;

  const dropExpiredSessions = (now: number) => {
    for (const [key, session] of Object.entries(state.sessions))
      if (session.expiresAt <= now) delete state.sessions[key];
  };

  return {
    async putSession(key, session, ttlMs) {
      const now = Date.now();
      dropExpiredSessions(now);
      state.sessions[key] = { ...session, expiresAt: now + ttlMs };
      await save();
    },
    async session(key) {
      const session = state.sessions[key];
      if (!session || session.expiresAt <= Date.now()) return undefined;
      return { email: session.email, createdAt: session.createdAt };
    },
    async deleteSession(key) {
      if (!(key in state.sessions)) return;
      delete state.sessions[key];
      await save();
    },
    async deviceKey() {
      if (state.deviceKey) return state.deviceKey;
      state.deviceKey = randomBytes(32).toString('base64url');
      await save();
      return state.deviceKey;
    },
    async signedOutEverywhereAt(account) {
      return state.signedOutEverywhere[fingerprint(account)] ?? 0;
    },
    async signOutEverywhere(account, at) {
      state.signedOutEverywhere[fingerprint(account)] = at;
      await save();
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
    // In this process: reachable while the broker runs (a failed write reaches its caller).
    ping: async () => undefined,
    close: async () => undefined,
  };
}
