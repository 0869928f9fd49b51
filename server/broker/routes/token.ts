import type { Handler } from 'hono';
import type { IdentityResolver } from '../identity';
import type { Log } from '../log';
import type { RateLimitCheck } from '../rate-limit';
import { UpstreamError, type UpstreamTokens } from '../upstream-token';

interface TokenRouteOptions {
  identity: IdentityResolver;
  upstream: UpstreamTokens;
  rateLimit: (key: string) => RateLimitCheck;
  /** Where an agent signs in, absolute (`http://127.0.0.1:8788/sign-in`). */
  signInUrl: (requestUrl: string) => string;
  log: Log;
}

/**
 * `POST /token` (behind extensionOnly): the shared access token for a signed-in agent, with
 * how long it still lives. Never a refresh token: that stays on this server.
 */
export function tokenHandler(options: TokenRouteOptions): Handler {
  return async (c) => {
    const identity = await options.identity.identify(c);
    if ('signedOut' in identity) {
      return c.json({ error: 'sign_in_required', signInUrl: options.signInUrl(c.req.url) }, 401);
    }
    if ('unknownEmail' in identity) {
      return c.json(
        { error: 'unknown_agent', message: 'This person is not one of the broker\u2019s agents.' },
        403,
      );
    }
    const { agent } = identity;
    const limit = options.rateLimit(agent.email);
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      return c.json({ error: 'rate_limited', message: 'Too many token requests; try again later.' }, 429);
    }
    try {
      const token = await options.upstream.get();
      return c.json({
        access_token: token.accessToken,
        token_type: 'bearer',
        expires_in: Math.max(1, Math.floor((token.expiresAt - Date.now()) / 1000)),
        agent,
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      options.log(`upstream refresh failed: ${error.message}`, 'warn');
      return c.json(
        { error: 'upstream_unavailable', message: 'The ticket service did not issue a token.' },
        502,
      );
    }
  };
}
