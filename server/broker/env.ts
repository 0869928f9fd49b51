import { z } from 'zod';
import { envFlag, envJson, parseEnv } from '../shared/env';
import type { BrokerOptions } from './options';
import { isExtensionOrigin } from './origin-policy';

const agentsSchema = z.array(
  z.object({ email: z.email(), name: z.string().min(1), passwordHash: z.string() }),
);

const originList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .refine((origins) => origins.every(isExtensionOrigin), {
    message:
      'list extension origins only (chrome-extension://<id>, moz-extension://<uuid>): a web page must never get the token',
  });

const brokerEnvSchema = z.object({
  BROKER_UPSTREAM_TOKEN_URL: z.url({ protocol: /^https?$/ }),
  BROKER_CLIENT_ID: z.string().min(1),
  BROKER_REFRESH_TOKEN: z.string().min(1),
  BROKER_STATE: z.string().optional(),
  BROKER_REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  BROKER_REDIS_PREFIX: z.string().min(1).optional(),
  BROKER_ALLOWED_ORIGINS: originList.optional(),
  BROKER_ALLOW_ANY_FIREFOX_EXTENSION: envFlag.optional(),
  BROKER_AGENTS: envJson(agentsSchema).optional(),
  BROKER_TRUSTED_IDENTITY_HEADER: z.string().optional(),
  BROKER_CLIENT_ADDRESS_HEADER: z.string().optional(),
  BROKER_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  BROKER_TEAM_NAME: z.string().max(80).optional(),
  BROKER_SECURE_COOKIE: envFlag.optional(),
  BROKER_RATE_LIMIT: z.coerce.number().int().positive().optional(),
  BROKER_REFRESH_SKEW: z.coerce.number().int().min(0).optional(),
  BROKER_REFRESH_LEASE: z.coerce.number().positive().max(60).optional(),
  BROKER_SESSION_TTL: z.coerce.number().int().positive().optional(),
  BROKER_SAVED_REPLIES: z.string().min(1).optional(),
});

/**
 * Broker options from the environment (server/README.md, "Deploying the broker"). `fallback`
 * supplies what the one-command setup already knows (the sandbox's URL and credentials).
 */
export function brokerOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  fallback: NodeJS.ProcessEnv = {},
): BrokerOptions {
  const vars = parseEnv(brokerEnvSchema, { ...fallback, ...env });
  return {
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
    clientAddressHeader: vars.BROKER_CLIENT_ADDRESS_HEADER,
    publicUrl: vars.BROKER_PUBLIC_URL,
    teamName: vars.BROKER_TEAM_NAME,
    secureCookie: vars.BROKER_SECURE_COOKIE,
    rateLimit: vars.BROKER_RATE_LIMIT ? { limit: vars.BROKER_RATE_LIMIT, windowSeconds: 60 } : undefined,
    refreshSkewSeconds: vars.BROKER_REFRESH_SKEW,
    refreshLeaseSeconds: vars.BROKER_REFRESH_LEASE,
    sessionTtlSeconds: vars.BROKER_SESSION_TTL,
    savedRepliesFile: vars.BROKER_SAVED_REPLIES,
  };
}
