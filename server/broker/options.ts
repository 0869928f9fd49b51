import type { Log } from './log';
import type { SignInLimits } from './sign-in/guard';

/** An agent who may sign in; `passwordHash` comes from server/broker/hash-password.ts. */
export interface BrokerAgent {
  email: string;
  name: string;
  passwordHash: string;
}

export interface BrokerOptions {
  /** The address main.ts listens on (BROKER_HOST); loopback unless a proxy elsewhere needs more. */
  host?: string;
  /** The service's token endpoint, `{auth_url}/token`. */
  upstreamTokenUrl: string;
  clientId: string;
  /** The initial refresh token; a rotated one in the store takes over from it. */
  refreshToken: string;
  /** The embedded store's file (sessions, tokens; written atomically). Without one, memory only. */
  stateFile?: string;
  /** `redis://…`: keep the state in Redis instead, shared by every replica. */
  redisUrl?: string;
  /** Prefix of the broker's Redis keys. */
  redisPrefix?: string;
  /** Origins allowed to call POST /token with credentials (the extension's). */
  allowedOrigins?: string[];
  /** Also allow any Firefox add-on origin, `moz-extension://<uuid>` (random per install). */
  allowAnyFirefoxExtension?: boolean;
  /** Who may sign in. None by default: the demo agents belong to the local setup only. */
  agents?: BrokerAgent[];
  /** A header set by an SSO reverse proxy naming the signed-in agent's e-mail. Off when unset. */
  trustedIdentityHeader?: string;
  /**
   * The SSO's own logout page: a sign-out in SSO mode cannot end the company sign-in, so the
   * broker names this page to the extension, which opens it.
   */
  ssoLogoutUrl?: string;
  /**
   * Who the SSO proxy may admit: e-mails (`ana@example.com`) and domains (`@example.com`, that
   * exact domain). Agents of `agents` are admitted too.
   */
  trustedIdentityAllow?: string[];
  /**
   * The proxy's addresses or networks (`10.0.0.5`, `10.0.0.0/8`): the identity header counts only
   * from these TCP peers, and is ignored (with a log line) from any other. Loopback by default.
   */
  trustedProxies?: string[];
  /** A header set by the reverse proxy with the client's address (its last entry counts). */
  clientAddressHeader?: string;
  /** Clients reach the broker directly, with no proxy in between (the TCP peer is the client). */
  noProxy?: boolean;
  /**
   * The broker's public origin, for `signInUrl` (default: the origin the request came to). When
   * https, the session cookie is `__Host-`, `Secure`, `HttpOnly`, `SameSite=Strict`.
   */
  publicUrl?: string;
  /**
   * The first part of the broker's cookie names (`<prefix>_session`, `<prefix>_device`; default
   * `sidedesk`). Browsers keep cookies per host, not per port, `__Host-` ones too: two brokers on
   * one host (each on its own port) need their own, or signing in to one signs out of the other.
   */
  cookiePrefix?: string;
  /** Shown on the sign-in page: which team's broker this is. */
  teamName?: string;
  /** Token requests allowed per agent per window (per replica). */
  rateLimit?: { limit: number; windowSeconds: number };
  /** Bounds on password checking (server/broker/sign-in/guard.ts). */
  signInLimits?: SignInLimits;
  /** Refresh upstream this long before the shared access token expires. */
  refreshSkewSeconds?: number;
  /** How long a replica holds the refresh lease without renewing it. */
  refreshLeaseSeconds?: number;
  sessionTtlSeconds?: number;
  /** The team's saved replies (`GET /saved-replies`), a file in the format of the README. */
  savedRepliesFile?: string;
  /**
   * The team's web inbox link (`GET /config`): an https template with `{id}` for the ticket, used
   * by agents who set none of their own and whose managed policy gives none.
   */
  inboxLink?: string;
  /** The clock sign-in limits and device cookies read (tests drive their own). */
  now?: () => number;
  /** Where operational messages go; they never contain a token. */
  log?: Log;
}

/** The fixed id of the sandbox build of the extension (its key is pinned in wxt.config.ts). */
export const SANDBOX_EXTENSION_ORIGIN = 'chrome-extension://pkilpknhdffdbinlknhefccabdejijlp';

/** The team library the local setup serves (relative to the repository, where npm scripts run). */
export const SAMPLE_SAVED_REPLIES = 'server/broker/sample-saved-replies.json';
