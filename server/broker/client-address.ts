import { isIPv4, isIPv6 } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The address sign-in limits are kept per. Behind a reverse proxy every peer is the proxy, so
 * `header` (set by that proxy, e.g. X-Real-IP or X-Forwarded-For) names the client: its last
 * entry, the one the proxy itself appended. Only configure it when clients cannot reach the broker
 * around the proxy.
 */
export function clientAddress(c: Context<{ Bindings: HttpBindings }>, header: string | undefined): string {
  const forwarded = header ? c.req.header(header)?.split(',').at(-1)?.trim() : undefined;
  return forwarded || (c.env?.incoming?.socket?.remoteAddress ?? 'unknown');
}

/** The eight 16-bit groups of an IPv6 address, as numbers. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The network an address belongs to, as limits count it: an IPv4 address alone (/32), an IPv6
 * address's /64, since one IPv6 subscriber commonly holds a whole /64 and could otherwise rotate
 * through billions of addresses. Anything else (a malformed header) counts as itself.
 */
export function networkOf(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare) || bare.includes('.')) return bare;
  const prefix = ipv6Groups(bare)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}
