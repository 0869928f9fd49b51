import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * True when the TCP peer is this machine. Reads the socket, never a header: `X-Forwarded-For`
 * is whatever the client wants it to be.
 */
export function isFromLoopback(c: Context<{ Bindings: HttpBindings }>): boolean {
  const address = c.env?.incoming?.socket?.remoteAddress;
  return address !== undefined && loopbackAddresses.has(address);
}
