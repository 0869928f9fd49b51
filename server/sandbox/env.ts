import { z } from 'zod';
import { envFlag, envJson, parseEnv } from '../shared/env';
import { faultConfigSchema } from './faults/config';
import type { SandboxOptions } from './options';

export const DEFAULT_SANDBOX_DATA = '.sandbox-data/state.json';

const sandboxEnvSchema = z.object({
  SANDBOX_DATA: z.string().default(DEFAULT_SANDBOX_DATA),
  SANDBOX_CLIENT_ID: z.string().optional(),
  SANDBOX_REFRESH_TOKEN: z.string().optional(),
  SANDBOX_TOKEN_TTL: z.coerce.number().int().positive().optional(),
  SANDBOX_ROTATE_REFRESH_TOKENS: envFlag.optional(),
  SANDBOX_JWT_SECRET: z.string().optional(),
  SANDBOX_SEED: z.string().optional(),
  /** Faults from the start, as the admin route takes them: `{"routes":{"reply":{"latencyMs":800}}}`. */
  SANDBOX_FAULTS: envJson(faultConfigSchema).optional(),
});

/** Sandbox options from the environment (server/README.md lists the variables). */
export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv, reset: boolean): SandboxOptions {
  const vars = parseEnv(sandboxEnvSchema, env);
  return {
    dataFile: vars.SANDBOX_DATA,
    reset,
    clientId: vars.SANDBOX_CLIENT_ID,
    refreshToken: vars.SANDBOX_REFRESH_TOKEN,
    tokenTtlSeconds: vars.SANDBOX_TOKEN_TTL,
    rotateRefreshTokens: vars.SANDBOX_ROTATE_REFRESH_TOKENS,
    jwtSecret: vars.SANDBOX_JWT_SECRET,
    seed: vars.SANDBOX_SEED,
    faults: vars.SANDBOX_FAULTS,
  };
}
