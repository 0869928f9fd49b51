import type { MiddlewareHandler } from 'hono';
import { fail } from '../envelope';
import { type AccessTokenConfig, checkAccessToken } from './access-token';

const problems = {
  missing: 'The Authorization header is missing: send "Authorization: Bearer <access token>".',
  expired: 'The access token has expired: get a new one from POST /token.',
  invalid: 'The access token is not valid: get a new one from POST /token.',
} as const;

/** Lets a request through only with a valid, unexpired `Authorization: Bearer <jwt>`. */
export function requireBearer(config: AccessTokenConfig): MiddlewareHandler {
  return async (c, next) => {
    const match = /^Bearer +(\S+)$/i.exec(c.req.header('Authorization') ?? '');
    const outcome = match?.[1] ? await checkAccessToken(config, match[1]) : 'missing';
    if (outcome === 'valid') return next();
    c.header(
      'WWW-Authenticate',
      `Bearer error="${outcome === 'missing' ? 'invalid_request' : 'invalid_token'}"`,
    );
    return fail(c, 'unauthorized', problems[outcome]);
  };
}
