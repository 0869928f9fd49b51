import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { isFromLoopback } from '../../shared/loopback';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The admin routes rewrite any state, so only a local test or person may drive them, never a web
 * page in the agent's browser: the peer must be this machine (the socket, not a header), the Host
 * a loopback name (a rebound DNS name is not), and a write must be JSON, which a page can only
 * send after a CORS preflight that the sandbox never grants (no-cors text/plain is refused).
 */
export const adminGuard: MiddlewareHandler<{ Bindings: HttpBindings }> = async (c, next) => {
  if (!isFromLoopback(c))
    return c.json({ error: 'The admin routes answer requests from this machine only.' }, 403);
  const host = (c.req.header('Host') ?? '').toLowerCase().replace(/:\d+$/, '');
  if (!loopbackHosts.has(host))
    return c.json({ error: 'The admin routes answer only to a loopback Host (127.0.0.1, localhost).' }, 403);
  const write = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  if (write && !c.req.header('Content-Type')?.toLowerCase().startsWith('application/json'))
    return c.json({ error: 'Send admin requests with Content-Type: application/json.' }, 415);
  return next();
};
