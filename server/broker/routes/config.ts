import type { Handler } from 'hono';
import type { IdentityResolver } from '../identity';

interface ConfigRouteOptions {
  identity: IdentityResolver;
  /** The team's web inbox link template (`BROKER_INBOX_LINK`), `{id}` standing for the ticket. */
  inboxLink: string | undefined;
  signInUrl: (requestUrl: string) => string;
}

/**
 * `GET /config` (behind extensionOnly): what the team sets for every agent of this broker, for
 * signed-in agents only. Today the inbox link template, so "Read what is new in the inbox" leads
 * somewhere without each agent setting it. Kept apart from the token answer, which older
 * extensions read strictly; fields may be added, and the extension ignores those it does not know.
 */
export function configHandler(options: ConfigRouteOptions): Handler {
  return async (c) => {
    const identity = await options.identity.identify(c);
    if ('signedOut' in identity) {
      return c.json({ error: 'sign_in_required', signInUrl: options.signInUrl(c.req.url) }, 401);
    }
    if ('unknownEmail' in identity) return c.json({ error: 'unknown_agent' }, 403);
    return c.json(options.inboxLink ? { inboxLink: options.inboxLink } : {});
  };
}
