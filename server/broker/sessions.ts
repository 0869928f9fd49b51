import { randomBytes } from 'node:crypto';
import { fingerprint } from '../shared/fingerprint';
import type { BrokerStore } from './store';

/**
 * Broker sessions, kept in the store so that they survive a restart and are shared by replicas.
 * Ids are 256 random bits; the store holds only their hash, so a copy of the state file or of
 * Redis holds no cookie anyone could use.
 */
export function createSessions(store: BrokerStore, ttlSeconds: number) {
  return {
    async create(email: string): Promise<string> {
      const id = randomBytes(32).toString('base64url');
      await store.putSession(fingerprint(id), email, ttlSeconds * 1000);
      return id;
    },
    /** The e-mail of a live session; undefined for none, an expired or a signed-out one. */
    emailOf(id: string | undefined): Promise<string | undefined> {
      return id ? store.sessionEmail(fingerprint(id)) : Promise.resolve(undefined);
    },
    async destroy(id: string | undefined): Promise<void> {
      if (id) await store.deleteSession(fingerprint(id));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
