import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type Agent, agentSchema } from '../../lib/api/schemas';
import type { Log } from './log';
import type { BrokerAgent } from './options';
import type { Sessions } from './sessions';
import { createBoundedMap } from './sign-in/bounded-map';
import { createProxyCheck } from './trusted-proxies';

interface IdentityOptions {
  agents: readonly BrokerAgent[];
  sessions: Sessions;
  cookieName: string;
  trustedIdentityHeader?: string;
  /** E-mails and `@domains` the SSO proxy may admit besides `agents`. */
  trustedIdentityAllow?: readonly string[];
  /** TCP peers the identity header counts from (the SSO proxy); loopback when unset. */
  trustedProxies?: readonly string[];
  log: Log;
}

/** One log line per peer per minute at most: a flood of forged headers must not flood the log. */
const LOG_EVERY_MS = 60_000;

/** Who is asking: a named agent, nobody signed in, or someone the proxy vouches for but who is no agent. */
type Identity = { agent: Agent } | { signedOut: true } | { unknownEmail: string };

export function createIdentity(options: IdentityOptions) {
  const findAgent = (email: string): BrokerAgent | undefined =>
    options.agents.find((agent) => agent.email.toLowerCase() === email.trim().toLowerCase());
  const publicAgent = ({ email, name }: BrokerAgent): Agent => ({ email, name });
  const fromProxy = createProxyCheck(options.trustedProxies);
  const loggedAt = createBoundedMap<number>(1000);
  /** The header's value, only when the TCP peer is a trusted proxy; a log line when it is not. */
  const assertedBy = (c: Context<{ Bindings: HttpBindings }>): string | undefined => {
    const header = options.trustedIdentityHeader;
    const asserted = header ? c.req.header(header) : undefined;
    if (!header || !asserted) return undefined;
    const peer = c.env?.incoming?.socket?.remoteAddress;
    if (fromProxy(peer)) return asserted;
    const now = Date.now();
    const key = peer ?? 'unknown';
    if (now - (loggedAt.get(key) ?? -Infinity) >= LOG_EVERY_MS) {
      loggedAt.set(key, now);
      // The header's name and the peer only: never its value, a cookie or a token.
      options.log(`ignored ${header} from ${key}: not a trusted proxy (BROKER_TRUSTED_PROXIES)`, 'warn');
    }
    return undefined;
  };
  const allowed = new Set(options.trustedIdentityAllow?.map((entry) => entry.toLowerCase()));
  /** An e-mail the proxy vouches for: a listed agent, or allowed by address or exact domain. */
  const ssoAgent = (asserted: string): Agent | undefined => {
    const email = asserted.trim();
    const agent = findAgent(email);
    if (agent) return publicAgent(agent);
    const lower = email.toLowerCase();
    const at = Math.max(0, lower.lastIndexOf('@'));
    if (!allowed.has(lower) && !allowed.has(lower.slice(at))) return undefined;
    if (!agentSchema.shape.email.safeParse(email).success) return undefined;
    // The proxy names no one: the e-mail stands for the name.
    return { email, name: email };
  };

  return {
    findAgent,
    /** True when a trusted SSO proxy names the agent: the session is the SSO's, not the broker's. */
    viaProxy: (c: Context) => assertedBy(c) !== undefined,
    /**
     * The trusted header wins when configured and present and sent by a trusted proxy: the SSO
     * proxy in front of the broker authenticated the person and strips the header from what
     * clients send. From any other peer it is ignored. Without it, the session cookie decides.
     */
    async identify(c: Context): Promise<Identity> {
      const asserted = assertedBy(c);
      if (asserted) {
        const agent = ssoAgent(asserted);
        return agent ? { agent } : { unknownEmail: asserted };
      }
      const email = await options.sessions.emailOf(getCookie(c, options.cookieName));
      const agent = email === undefined ? undefined : findAgent(email);
      return agent ? { agent: publicAgent(agent) } : { signedOut: true };
    },
  };
}

export type IdentityResolver = ReturnType<typeof createIdentity>;
