import { createHash } from 'node:crypto';

/**
 * A SHA-256 of a secret, base64url: what the stores keep instead of a session id, and how they
 * remember which configured refresh token they grew from without holding it twice.
 */
export const fingerprint = (secret: string) => createHash('sha256').update(secret).digest('base64url');
