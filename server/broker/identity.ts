import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Agent } from '../../lib/api/schemas';
import type { BrokerAgent } from './options';
import type { Sessions } from './sessions';

export interface IdentityOptions {
  agents: readonly BrokerAgent[];
  sessions: Sessions;
  cookieName: string;
  trustedIdentityHeader?: string;
}

/** Who is asking: a named agent, nobody signed in, or someone the proxy vouches for but who is no agent. */
export type Identity = { agent: Agent } | { signedOut: true } | { unknownEmail: string };

export function createIdentity(options: IdentityOptions) {
  const findAgent = (email: string): BrokerAgent | undefined =>
    options.agents.find((agent) => agent.email.toLowerCase() === email.trim().toLowerCase());
  const publicAgent = ({ email, name }: BrokerAgent): Agent => ({ email, name });

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
        const agent = findAgent(asserted);
        return agent ? { agent: publicAgent(agent) } : { unknownEmail: asserted };
      }
      const email = await options.sessions.emailOf(getCookie(c, options.cookieName));
      const agent = email === undefined ? undefined : findAgent(email);
      return agent ? { agent: publicAgent(agent) } : { signedOut: true };
    },
  };
}

export type IdentityResolver = ReturnType<typeof createIdentity>;
