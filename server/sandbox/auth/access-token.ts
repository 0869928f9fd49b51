import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** What signs and checks access tokens; shared with tests that forge tokens. */
export interface AccessTokenConfig {
  secret: string;
  clientId: string;
}

// Claims as the real service sets them (shared/docs/api-notes.md, beside the repository): HS512, cid, type, nbf, exp, iss, aud.
const ACCESS_TOKEN_ISSUER = 'https://sandbox.sidedesk.test';
const ACCESS_TOKEN_AUDIENCE = 'ticket-api';
const ALGORITHM = 'HS512';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Signs an access token valid from `nowSeconds` for `ttlSeconds`. */
export function signAccessToken(
  config: AccessTokenConfig,
  ttlSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ cid: config.clientId, type: 'access' })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setJti(randomUUID())
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setNotBefore(nowSeconds)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .sign(keyOf(config.secret));
}

type AccessTokenCheck = 'valid' | 'expired' | 'invalid';

/** Checks signature, algorithm, issuer, audience, time window, type and client. */
export async function checkAccessToken(config: AccessTokenConfig, token: string): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config.secret), {
      algorithms: [ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'nbf', 'cid', 'type'],
    });
    return payload.type === 'access' && payload.cid === config.clientId ? 'valid' : 'invalid';
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
