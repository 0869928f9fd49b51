import type { Context, Handler } from 'hono';
import { type AccessTokenConfig, signAccessToken } from '../auth/access-token';
import type { PresentedTokens } from '../auth/presented-tokens';
import { redeemRefreshToken } from '../auth/refresh-tokens';
import type { Store } from '../state/store';

interface TokenRouteOptions {
  store: Store;
  accessToken: AccessTokenConfig;
  rotateRefreshTokens: boolean;
  presented: PresentedTokens;
  /** The lifetime of the next token (the fault knob may shorten it). */
  ttlSeconds: () => number;
}

/** The token endpoint's errors follow OAuth 2.0 (RFC 6749 5.2); the spec leaves them open. */
function oauthError(c: Context, status: 400 | 401, error: string, description: string) {
  return c.json({ error, error_description: description }, status);
}

/** `POST /token`: a refresh token (and client id) for a signed, short-lived access token. */
export function tokenHandler(options: TokenRouteOptions): Handler {
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
    if (!c.req.header('Content-Type')?.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      return oauthError(c, 400, 'invalid_request', 'Send the body as application/x-www-form-urlencoded.');
    }
    const form = new URLSearchParams(await c.req.text());
    if (form.get('grant_type') !== 'refresh_token') {
      return oauthError(c, 400, 'unsupported_grant_type', 'grant_type must be "refresh_token".');
    }
    if (form.get('client_id') !== options.accessToken.clientId) {
      return oauthError(c, 401, 'invalid_client', 'client_id is missing or unknown.');
    }
    const presented = form.get('refresh_token');
    if (!presented) return oauthError(c, 400, 'invalid_request', 'refresh_token is missing.');
    options.presented.record(presented);
    const { store } = options;
    const refreshToken = redeemRefreshToken(
      store.state.refreshTokens,
      presented,
      options.rotateRefreshTokens,
    );
    if (!refreshToken) {
      return oauthError(
        c,
        400,
        'invalid_grant',
        'The refresh token is not valid (unknown, deleted or already rotated).',
      );
    }
    // Rotation is saved before the answer: a restart must not bring the old token back.
    if (refreshToken !== presented) await store.save();
    const ttl = options.ttlSeconds();
    return c.json({
      access_token: await signAccessToken(options.accessToken, ttl),
      token_type: 'bearer',
      expires_in: ttl,
      refresh_token: refreshToken,
    });
  };
}
