import { randomBytes } from 'node:crypto';

/**
 * Broker sessions, in memory: a restart signs everyone out, which costs an agent one sign-in
 * and keeps the broker free of a session database. Ids are 256 random bits.
 */
export function createSessions(ttlSeconds: number) {
  const sessions = new Map<string, { email: string; expiresAt: number }>();
  return {
    create(email: string): string {
      const now = Date.now();
      for (const [staleId, stale] of sessions) if (stale.expiresAt <= now) sessions.delete(staleId);
      const id = randomBytes(32).toString('base64url');
      sessions.set(id, { email, expiresAt: now + ttlSeconds * 1000 });
      return id;
    },
    /** The e-mail of a live session; an expired one is forgotten. */
    emailOf(id: string | undefined): string | undefined {
      const session = id === undefined ? undefined : sessions.get(id);
      if (!session || !id) return undefined;
      if (session.expiresAt > Date.now()) return session.email;
      sessions.delete(id);
      return undefined;
    },
    destroy(id: string | undefined): void {
      if (id !== undefined) sessions.delete(id);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
