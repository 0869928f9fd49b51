import type { MiddlewareHandler } from 'hono';
import type { IdentityResolver } from '../identity';

/**
 * The guard of the routes for signed-in agents only (`/config`, `/saved-replies`): a request
 * without a broker session gets 401 with where to sign in, an agent the broker does not know 403;
 * a known agent's request goes on to the route.
 */
export function signedInOnly(
  identity: IdentityResolver,
  signInUrl: (requestUrl: string) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const who = await identity.identify(c);
    if ('signedOut' in who)
      return c.json({ error: 'sign_in_required', signInUrl: signInUrl(c.req.url) }, 401);
    if ('unknownEmail' in who) return c.json({ error: 'unknown_agent' }, 403);
    await next();
  };
}
