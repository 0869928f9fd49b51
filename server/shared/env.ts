import { z } from 'zod';

/** `1`/`true`/`yes` or `0`/`false`/`no`, as people write flags in environment variables. */
export const envFlag = z
  .enum(['1', 'true', 'yes', '0', 'false', 'no'])
  .transform((value) => ['1', 'true', 'yes'].includes(value));

export const envPort = z.coerce.number().int().min(0).max(65_535);

/** A JSON value inside a variable, checked against `schema`. */
export function envJson<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'is not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** Parses environment variables; an invalid one stops the start with its name and the problem. */
export function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  // An empty variable (`FOO=`) means "unset", as in most shells' conventions.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}
