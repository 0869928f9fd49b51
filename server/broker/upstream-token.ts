import { tokenResponseSchema } from '../../lib/api/schemas';
import type { RefreshTokenStore } from './refresh-token-store';

export interface UpstreamToken {
  accessToken: string;
  expiresAt: number;
}

export interface UpstreamOptions {
  tokenUrl: string;
  clientId: string;
  refreshTokens: RefreshTokenStore;
  refreshSkewSeconds: number;
  log: (message: string) => void;
}

/** The upstream token endpoint said no, or could not be reached; the message holds no token. */
export class UpstreamError extends Error {}

/**
 * The team's one shared access token. Callers get the cached token until it is within the skew
 * of its expiry; then exactly one refresh runs, however many callers are waiting (single-flight),
 * so concurrent agents never burn through refresh tokens or race a rotation.
 */
export function createUpstreamTokens(options: UpstreamOptions) {
  let cached: (UpstreamToken & { lifetimeMs: number }) | undefined;
  let inFlight: Promise<UpstreamToken> | undefined;

  const isFresh = (token: typeof cached): token is NonNullable<typeof cached> => {
    if (!token) return false;
    // A short-lived token (a fault knob, or a strict service) is refreshed halfway, not never.
    const skewMs = Math.min(options.refreshSkewSeconds * 1000, token.lifetimeMs / 2);
    return token.expiresAt - skewMs > Date.now();
  };

  async function refresh(): Promise<UpstreamToken> {
    const presented = options.refreshTokens.current();
    const response = await fetch(options.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: presented,
        client_id: options.clientId,
      }),
      signal: AbortSignal.timeout(15_000),
    }).catch((error: Error) => {
      throw new UpstreamError(`token endpoint unreachable: ${error.message}`);
    });
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = tokenResponseSchema.safeParse(body);
    if (!response.ok || !parsed.success) {
      const reason = (body as { error?: unknown } | undefined)?.error;
      throw new UpstreamError(
        `token endpoint answered HTTP ${response.status} ${typeof reason === 'string' ? reason : ''}`.trim(),
      );
    }
    const token = parsed.data;
    if (token.refresh_token !== presented) {
      await options.refreshTokens.replace(token.refresh_token);
      options.log('the refresh token was rotated; the new one is saved');
    }
    const lifetimeMs = token.expires_in * 1000;
    cached = { accessToken: token.access_token, expiresAt: Date.now() + lifetimeMs, lifetimeMs };
    options.log(`access token refreshed upstream (valid ${token.expires_in} s)`);
    return cached;
  }

  return {
    get(): Promise<UpstreamToken> {
      if (isFresh(cached)) return Promise.resolve(cached);
      inFlight ??= refresh().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}

export type UpstreamTokens = ReturnType<typeof createUpstreamTokens>;
