import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { BrokerStore } from '../store';

const payloadSchema = z.object({
  /** The account (its e-mail, lower case) that signed in with this browser. */
  a: z.string().min(1),
  /** The device cookie's own id: its failures and its lockout are counted by it. */
  d: z.string().min(1),
  /** When it was issued (epoch ms): older than the account's "sign out of all devices", void. */
  t: z.number(),
});

const VERSION = 'v1';
/** Longer than any cookie we issue: anything longer is not worth a parse. */
const MAX_LENGTH = 600;

interface DeviceCookieOptions {
  store: Pick<BrokerStore, 'deviceKey' | 'signedOutEverywhereAt'>;
  /** How long a device cookie is good for after the sign-in that set it. */
  lifetimeMs: number;
  now: () => number;
}

/**
 * OWASP's device cookies: a successful sign-in leaves the browser a cookie naming the account,
 * signed (HMAC-SHA256) with a key the store keeps, so it survives a restart and every replica
 * accepts it. A guesser on the agent's network cannot make one; the agent's browser earns its
 * own sign-in lane with it (server/broker/sign-in/guard.ts).
 */
export function createDeviceCookies(options: DeviceCookieOptions) {
  const sign = (key: string, body: string) => createHmac('sha256', key).update(`${VERSION}.${body}`).digest();

  return {
    /** A new device cookie's value for `account` (lower case). */
    async issue(account: string): Promise<string> {
      const body = Buffer.from(
        JSON.stringify({ a: account, d: randomBytes(16).toString('base64url'), t: options.now() }),
      ).toString('base64url');
      const mac = sign(await options.store.deviceKey(), body).toString('base64url');
      return `${VERSION}.${body}.${mac}`;
    },
    /**
     * The id of a valid device cookie of `account`: signed by this broker, for this account, not
     * expired, not issued before the account signed out of all devices. Undefined otherwise.
     */
    async verify(value: string | undefined, account: string): Promise<string | undefined> {
      if (!value || value.length > MAX_LENGTH) return undefined;
      const [version, body = '', mac = ''] = value.split('.');
      if (version !== VERSION) return undefined;
      const expected = sign(await options.store.deviceKey(), body);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let parsed: z.infer<typeof payloadSchema>;
      try {
        parsed = payloadSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString()));
      } catch {
        return undefined;
      }
      if (parsed.a !== account || parsed.t + options.lifetimeMs <= options.now()) return undefined;
      if (parsed.t <= (await options.store.signedOutEverywhereAt(account))) return undefined;
      return parsed.d;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
