import { randomBytes } from 'node:crypto';
import { fingerprint } from '../shared/fingerprint';
import type { BrokerStore } from './store';

/**
 * Broker sessions, kept in the store so that they survive a restart and are shared by replicas.
 * Ids are 256 random bits; the store holds only their hash, so a copy of the state file or of
 * Redis holds no cookie anyone could use. A session older than its account's last "sign out of
 * all devices" no longer counts.
 */
export function createSessions(store: BrokerStore, ttlSeconds: number, now: () => number = Date.now) {
  return {
    async create(email: string): Promise<string> {
      const id = randomBytes(32).toString('base64url');
      await store.putSession(fingerprint(id), { email, createdAt: now() }, ttlSeconds * 1000);
      return id;
    },
    /** The e-mail of a live session; undefined for none, an expired or a signed-out one. */
    async emailOf(id: string | undefined): Promise<string | undefined> {
      const session = id ? await store.session(fingerprint(id)) : undefined;
      if (!session) return undefined;
      const revokedAt = await store.signedOutEverywhereAt(session.email.toLowerCase());
      return session.createdAt > revokedAt ? session.email : undefined;
    },
    async destroy(id: string | undefined): Promise<void> {
      if (id) await store.deleteSession(fingerprint(id));
    },
    /** Every session and device cookie of `email` issued until now stops counting. */
    signOutEverywhere: (email: string) => store.signOutEverywhere(email.toLowerCase(), now()),
  };
}

export type Sessions = ReturnType<typeof createSessions>;
