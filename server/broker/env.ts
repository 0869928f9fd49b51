import { z } from 'zod';
import { envFlag, envJson, parseEnv } from '../shared/env';
import type { BrokerOptions } from './options';
import { isExtensionOrigin } from './origin-policy';
import { isAddressOrNetwork, isTooWide } from './trusted-proxies';

const agentsSchema = z.array(
  z.object({ email: z.email(), name: z.string().min(1), passwordHash: z.string() }),
);

const commaList = z.string().transform((list) =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

const originList = commaList.refine((origins) => origins.every(isExtensionOrigin), {
  message:
    'list extension origins only (chrome-extension://<id>, moz-extension://<uuid>): a web page must never get the token',
});

const DOMAIN = /^@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const identityAllowList = commaList.refine(
  (entries) => entries.every((entry) => DOMAIN.test(entry) || z.email().safeParse(entry).success),
  { message: 'list e-mails (ana@example.com) or domains written with their @ (@example.com)' },
);

const proxyList = commaList
  .refine((entries) => entries.every(isAddressOrNetwork), {
    message: 'list IP addresses (203.0.113.7) or networks (10.0.0.0/8, 2001:db8::/32)',
  })
  .refine((entries) => !entries.some(isTooWide), {
    message:
      'a network wider than /8 (IPv4) or /16 (IPv6), such as 0.0.0.0/0, would let almost any address say who the agent is: list the SSO proxy’s own addresses',
  });

/** A URL with a user name or password in it: refused, it would be a secret in plain config and logs. */
const withoutCredentials = (url: string) => {
  const { username, password } = new URL(url);
  return !username && !password;
};

const brokerEnvSchema = z.object({
  BROKER_HOST: z.string().min(1).optional(),
  BROKER_UPSTREAM_TOKEN_URL: z.url({ protocol: /^https?$/ }).refine(withoutCredentials, {
    message:
      'holds a user name or password (user:password@): give the client its id and refresh token instead, never credentials in the URL',
  }),
  BROKER_CLIENT_ID: z.string().min(1),
  BROKER_REFRESH_TOKEN: z.string().min(1),
  BROKER_STATE: z.string().optional(),
  BROKER_REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  BROKER_REDIS_PREFIX: z.string().min(1).optional(),
  BROKER_ALLOWED_ORIGINS: originList.optional(),
  BROKER_ALLOW_ANY_FIREFOX_EXTENSION: envFlag.optional(),
  BROKER_AGENTS: envJson(agentsSchema).optional(),
  BROKER_TRUSTED_IDENTITY_HEADER: z.string().optional(),
  BROKER_TRUSTED_IDENTITY_ALLOW: identityAllowList.optional(),
  BROKER_TRUSTED_PROXIES: proxyList.optional(),
  BROKER_SSO_LOGOUT_URL: z.url({ protocol: /^https$/ }).optional(),
  BROKER_CLIENT_ADDRESS_HEADER: z.string().optional(),
  BROKER_NO_PROXY: envFlag.optional(),
  BROKER_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  BROKER_TEAM_NAME: z.string().max(80).optional(),
  /** Two brokers on one host (different ports) need their own cookies: options.ts `cookiePrefix`. */
  BROKER_COOKIE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,40}$/)
    .optional(),
  // Gone: an https BROKER_PUBLIC_URL makes the cookie Secure, and nothing may turn that off.
  BROKER_SECURE_COOKIE: z
    .undefined({
      error:
        'no longer read: the session cookie is __Host- and Secure whenever BROKER_PUBLIC_URL is https; remove it',
    })
    .optional(),
  BROKER_RATE_LIMIT: z.coerce.number().int().positive().optional(),
  BROKER_REFRESH_SKEW: z.coerce.number().int().min(0).optional(),
  BROKER_REFRESH_LEASE: z.coerce.number().positive().max(60).optional(),
  BROKER_SESSION_TTL: z.coerce.number().int().positive().optional(),
  BROKER_SAVED_REPLIES: z.string().min(1).optional(),
  BROKER_INBOX_LINK: z
    .url({ protocol: /^https$/ })
    .refine((link) => link.includes('{id}'), {
      message: 'must contain {id} where the ticket number goes: https://inbox.example.com/tickets/{id}',
    })
    .optional(),
});

/**
 * Broker options from the environment (docs/deploy.md, "Every variable"). `fallback` supplies what
 * the one-command setup already knows (the sandbox's URL and credentials).
 */
export function brokerOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  fallback: NodeJS.ProcessEnv = {},
): BrokerOptions {
  const vars = parseEnv(brokerEnvSchema, { ...fallback, ...env });
  return {
    host: vars.BROKER_HOST,
    upstreamTokenUrl: vars.BROKER_UPSTREAM_TOKEN_URL,
    clientId: vars.BROKER_CLIENT_ID,
    refreshToken: vars.BROKER_REFRESH_TOKEN,
    stateFile: vars.BROKER_STATE,
    redisUrl: vars.BROKER_REDIS_URL,
    redisPrefix: vars.BROKER_REDIS_PREFIX,
    allowedOrigins: vars.BROKER_ALLOWED_ORIGINS,
    allowAnyFirefoxExtension: vars.BROKER_ALLOW_ANY_FIREFOX_EXTENSION,
    agents: vars.BROKER_AGENTS,
    trustedIdentityHeader: vars.BROKER_TRUSTED_IDENTITY_HEADER,
    trustedIdentityAllow: vars.BROKER_TRUSTED_IDENTITY_ALLOW,
    trustedProxies: vars.BROKER_TRUSTED_PROXIES,
    ssoLogoutUrl: vars.BROKER_SSO_LOGOUT_URL,
    clientAddressHeader: vars.BROKER_CLIENT_ADDRESS_HEADER,
    noProxy: vars.BROKER_NO_PROXY,
    publicUrl: vars.BROKER_PUBLIC_URL,
    teamName: vars.BROKER_TEAM_NAME,
    cookiePrefix: vars.BROKER_COOKIE_PREFIX,
    rateLimit: vars.BROKER_RATE_LIMIT ? { limit: vars.BROKER_RATE_LIMIT, windowSeconds: 60 } : undefined,
    refreshSkewSeconds: vars.BROKER_REFRESH_SKEW,
    refreshLeaseSeconds: vars.BROKER_REFRESH_LEASE,
    sessionTtlSeconds: vars.BROKER_SESSION_TTL,
    savedRepliesFile: vars.BROKER_SAVED_REPLIES,
    inboxLink: vars.BROKER_INBOX_LINK,
  };
}
