import { z } from '../../lib/zod';
import { envFlag, envJson, parseEnv } from '../shared/env';
import type { BrokerOptions } from './options';

const agentsSchema = z.array(
  z.object({ email: z.email(), name: z.string().min(1), passwordHash: z.string() }),
);

const brokerEnvSchema = z.object({
  BROKER_UPSTREAM_TOKEN_URL: z.url({ protocol: /^https?$/ }),
  BROKER_CLIENT_ID: z.string().min(1),
  BROKER_REFRESH_TOKEN: z.string().min(1),
  BROKER_STATE: z.string().optional(),
  BROKER_ALLOWED_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .optional(),
  BROKER_AGENTS: envJson(agentsSchema).optional(),
  BROKER_TRUSTED_IDENTITY_HEADER: z.string().optional(),
  BROKER_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  BROKER_SECURE_COOKIE: envFlag.optional(),
  BROKER_RATE_LIMIT: z.coerce.number().int().positive().optional(),
  BROKER_REFRESH_SKEW: z.coerce.number().int().min(0).optional(),
  BROKER_SESSION_TTL: z.coerce.number().int().positive().optional(),
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
    allowedOrigins: vars.BROKER_ALLOWED_ORIGINS,
    agents: vars.BROKER_AGENTS,
    trustedIdentityHeader: vars.BROKER_TRUSTED_IDENTITY_HEADER,
    publicUrl: vars.BROKER_PUBLIC_URL,
    secureCookie: vars.BROKER_SECURE_COOKIE,
    rateLimit: vars.BROKER_RATE_LIMIT ? { limit: vars.BROKER_RATE_LIMIT, windowSeconds: 60 } : undefined,
    refreshSkewSeconds: vars.BROKER_REFRESH_SKEW,
    sessionTtlSeconds: vars.BROKER_SESSION_TTL,
  };
}
