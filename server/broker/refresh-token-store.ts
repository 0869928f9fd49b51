import { createHash } from 'node:crypto';
import { z } from '../../lib/zod';
import { createSerialWriter, readJsonFile } from '../shared/json-file';

const fileSchema = z.object({ refreshToken: z.string().min(1), configuredFingerprint: z.string() });

// The file remembers which configured token it grew from (as a hash, not the token), so that an
// admin who configures a new refresh token is obeyed instead of the stale rotated one.
const fingerprint = (token: string) => createHash('sha256').update(token).digest('hex');

export interface RefreshTokenStore {
  current(): string;
  /** Saves a rotated refresh token durably, then makes it current. */
  replace(next: string): Promise<void>;
}

export async function openRefreshTokenStore(
  stateFile: string | undefined,
  configured: string,
): Promise<RefreshTokenStore> {
  const saved = stateFile ? fileSchema.safeParse(await readJsonFile(stateFile)) : undefined;
  const configuredFingerprint = fingerprint(configured);
  let current =
    saved?.success && saved.data.configuredFingerprint === configuredFingerprint
      ? saved.data.refreshToken
      : configured;
  const write = stateFile ? createSerialWriter(stateFile) : undefined;
  return {
    current: () => current,
    replace: async (next) => {
      // Saved before use: if the broker dies right after, the restart still has the only valid
      // token. Should the save fail, the token is still kept in memory (the old one is already
      // spent upstream) and the error surfaces to the operator.
      try {
        await write?.(() => ({
          refreshToken: next,
          configuredFingerprint,
          savedAt: new Date().toISOString(),
        }));
      } finally {
        current = next;
      }
    },
  };
}
