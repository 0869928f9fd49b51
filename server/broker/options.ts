/** An agent who may sign in; `passwordHash` comes from server/broker/hash-password.ts. */
export interface BrokerAgent {
  email: string;
  name: string;
  passwordHash: string;
}

export interface BrokerOptions {
  /** The service's token endpoint, `{auth_url}/token`. */
  upstreamTokenUrl: string;
  clientId: string;
  /** The initial refresh token; a rotated one saved in `stateFile` takes over from it. */
  refreshToken: string;
  /** Where a rotated refresh token is kept (atomically). Without one, only in memory. */
  stateFile?: string;
  /** Origins allowed to call POST /token with credentials (the extension's). */
  allowedOrigins?: string[];
  agents?: BrokerAgent[];
  /** A header set by an SSO reverse proxy naming the signed-in agent's e-mail. Off when unset. */
  trustedIdentityHeader?: string;
  /** The broker's public origin, for `signInUrl` (default: the origin the request came to). */
  publicUrl?: string;
  /** Mark the session cookie Secure (set it when the broker is served over https). */
  secureCookie?: boolean;
  /** Token requests allowed per agent per window. */
  rateLimit?: { limit: number; windowSeconds: number };
  /** Password attempts allowed per e-mail per window (slows down guessing). */
  signInAttemptLimit?: { limit: number; windowSeconds: number };
  /** Refresh upstream this long before the shared access token expires. */
  refreshSkewSeconds?: number;
  sessionTtlSeconds?: number;
  /** Where operational messages go; they never contain a token. */
  log?: (message: string) => void;
}

/** The fixed id of the sandbox build of the extension (its key is pinned in wxt.config.ts). */
export const SANDBOX_EXTENSION_ORIGIN = 'chrome-extension://pkilpknhdffdbinlknhefccabdejijlp';

export const brokerDefaults = {
  allowedOrigins: [SANDBOX_EXTENSION_ORIGIN],
  secureCookie: false,
  rateLimit: { limit: 60, windowSeconds: 60 },
  signInAttemptLimit: { limit: 10, windowSeconds: 60 },
  refreshSkewSeconds: 60,
  sessionTtlSeconds: 12 * 60 * 60,
  log: (message: string) => console.log(`broker: ${message}`),
};
