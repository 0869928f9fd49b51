import { randomBytes } from 'node:crypto';
import type { RefreshTokenState } from '../state/types';

/**
 * Follows a change of the configured refresh token (SANDBOX_REFRESH_TOKEN changed, data file
 * kept): the new one is accepted and the old one no longer, as when a token is deleted in the
 * inbox. Tokens issued by rotation stay valid. Returns whether the state changed.
 */
export function adoptConfiguredToken(tokens: RefreshTokenState, configured: string): boolean {
  if (tokens.configured === configured) return false;
  tokens.valid = [...tokens.valid.filter((token) => token !== tokens.configured), configured];
  tokens.configured = configured;
  return true;
}

/**
 * Redeems a refresh token: `undefined` when it is not valid. With rotation the answer is a new
 * token and the presented one stops working; without, the same token comes back (the spec's
 * token response always carries a `refresh_token`).
 */
export function redeemRefreshToken(
  tokens: RefreshTokenState,
  presented: string,
  rotate: boolean,
): string | undefined {
  const index = tokens.valid.indexOf(presented);
  if (index === -1) return undefined;
  if (!rotate) return presented;
  const next = `rt_${randomBytes(24).toString('base64url')}`;
  tokens.valid.splice(index, 1, next);
  return next;
}
