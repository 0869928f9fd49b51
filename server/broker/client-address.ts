import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The address sign-in limits are kept per. Behind a reverse proxy every peer is the proxy, so
 * `header` (set by that proxy, e.g. X-Forwarded-For) names the client: its last entry, the one the
 * proxy itself appended. Only configure it when clients cannot reach the broker around the proxy.
 */
export function clientAddress(c: Context<{ Bindings: HttpBindings }>, header: string | undefined): string {
  const forwarded = header ? c.req.header(header)?.split(',').at(-1)?.trim() : undefined;
  return forwarded || (c.env?.incoming?.socket?.remoteAddress ?? 'unknown');
}
