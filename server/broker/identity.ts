import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type Agent, agentSchema } from '../../lib/api/schemas';
import type { BrokerAgent } from './options';
import type { Sessions } from './sessions';

interface IdentityOptions {
  agents: readonly BrokerAgent[];
  sessions: Sessions;
  cookieName: string;
  trustedIdentityHeader?: string;
  /** E-mails and `@domains` the SSO proxy may admit besides `agents`. */
  trustedIdentityAllow?: readonly string[];
}

/** Who is asking: a named agent, nobody signed in, or someone the proxy vouches for but who is no agent. */
type Identity = { agent: Agent } | { signedOut: true } | { unknownEmail: string };

export function createIdentity(options: IdentityOptions) {
  const findAgent = (email: string): BrokerAgent | undefined =>
    options.agents.find((agent) => agent.email.toLowerCase() === email.trim().toLowerCase());
  const publicAgent = ({ email, name }: BrokerAgent): Agent => ({ email, name });
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
    /**
     * The trusted header wins when configured and present: the SSO proxy in front of the broker
     * authenticated the person and strips the header from what clients send. Without it, the
     * session cookie decides.
     */
    async identify(c: Context): Promise<Identity> {
      const asserted = options.trustedIdentityHeader
        ? c.req.header(options.trustedIdentityHeader)
        : undefined;
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
