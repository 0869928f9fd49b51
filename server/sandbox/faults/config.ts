import { z } from 'zod';

/** Routes a fault can target; `*` targets every one of them. */
const faultRoutes = ['token', 'ticket', 'reply', 'instances', 'categories'] as const;
export type FaultRoute = (typeof faultRoutes)[number];
export type FaultTarget = FaultRoute | '*';

const malformedKinds = ['invalid-json', 'wrong-types', 'missing-fields'] as const;
export type MalformedKind = (typeof malformedKinds)[number];

const count = z.number().int().min(0);

/**
 * Faults of one route. The `…Next` knobs are counts consumed one per request, so tests can
 * say exactly which request fails; `errorRate` is random, for manual soak testing.
 */
const routeFaultsSchema = z.strictObject({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  failNext: count.optional(),
  rateLimitNext: count.optional(),
  retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
  malformedNext: count.optional(),
  malformedKind: z.enum(malformedKinds).optional(),
  dropConnectionNext: count.optional(),
  dropBeforeNext: count.optional(),
});
export type RouteFaults = z.infer<typeof routeFaultsSchema>;

export const faultConfigSchema = z.strictObject({
  routes: z.partialRecord(z.enum([...faultRoutes, '*']), routeFaultsSchema).optional(),
  /** Overrides the lifetime of newly issued access tokens (a "short token lifetime"). */
  tokenTtlSeconds: z.number().int().positive().optional(),
});
export type FaultConfig = z.infer<typeof faultConfigSchema>;
