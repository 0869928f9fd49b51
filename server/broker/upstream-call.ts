import { type TokenResponse, tokenResponseSchema } from '../../lib/api/schemas';

/** The upstream token endpoint said no, or could not be reached; the message holds no token. */
export class UpstreamError extends Error {}

/** A new token, or `invalid-grant`: the refresh token presented is not (or no longer) valid. */
export type UpstreamAnswer = { token: TokenResponse } | 'invalid-grant';

/** One refresh-token grant at the service's token endpoint. */
export async function callTokenEndpoint(
  tokenUrl: string,
  clientId: string,
  refreshToken: string,
): Promise<UpstreamAnswer> {
  const response = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
    }),
    signal: AbortSignal.timeout(15_000),
  }).catch((error: Error) => {
    throw new UpstreamError(`token endpoint unreachable: ${error.message}`);
  });
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = tokenResponseSchema.safeParse(body);
  if (response.ok && parsed.success) return { token: parsed.data };
  const reason = (body as { error?: unknown } | undefined)?.error;
  if (reason === 'invalid_grant') return 'invalid-grant';
  throw new UpstreamError(
    `token endpoint answered HTTP ${response.status} ${typeof reason === 'string' ? reason : ''}`.trim(),
  );
}
