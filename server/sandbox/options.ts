import type { FaultConfig } from './faults/config';

export interface SandboxOptions {
  /** State file (JSON, written atomically). Without one, the state lives in memory only. */
  dataFile?: string;
  /** Reseed at start even when the data file holds a state. */
  reset?: boolean;
  /** The client id the token endpoint accepts. */
  clientId?: string;
  /** The refresh token the token endpoint accepts on a fresh seed. */
  refreshToken?: string;
  /** When on, each refresh answers a new refresh token and the one used stops working. */
  rotateRefreshTokens?: boolean;
  /** Lifetime of access tokens, in seconds. */
  tokenTtlSeconds?: number;
  /** HS512 secret that signs access tokens. */
  jwtSecret?: string;
  /** Seed of the generated data: the same seed gives the same tickets. */
  seed?: string;
  /** Faults active from the start (the admin route changes them later). */
  faults?: FaultConfig;
}

/** Defaults, documented in server/README.md. The secrets are for a local sandbox only. */
export const sandboxDefaults = {
  clientId: 'sidedesk-sandbox',
  refreshToken: 'sandbox-refresh-token',
  rotateRefreshTokens: false,
  tokenTtlSeconds: 3600,
  jwtSecret: 'sidedesk-sandbox-signing-secret-not-for-production-use-0123456789',
  seed: 'sidedesk',
} as const;
