import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { RunningServer } from '../shared/listen';

// biome-ignore lint/suspicious/noExplicitAny: any Hono app, whatever its bindings
type AnyHono = Hono<any, any, any>;

/**
 * Serves `app` over HTTP (loopback by default), and closes gracefully: `close()` stops accepting
 * connections at once, lets the requests in flight finish (up to `drainMs`), closes keep-alive
 * connections as they fall idle, and resolves when the last one is gone.
 */
export function serveDraining(
  app: AnyHono,
  port = 0,
  host = '127.0.0.1',
  drainMs = 10_000,
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }) as Server;
    let inFlight = 0;
    let closing = false;
    server.on('request', (_request, response: ServerResponse) => {
      inFlight += 1;
      // A response given while closing says so: the client opens no further request on it.
      if (closing) response.setHeader('Connection', 'close');
      response.once('close', () => {
        inFlight -= 1;
        if (closing) server.closeIdleConnections();
      });
    });
    server.once('error', reject);
    server.once('listening', () => {
      const actualPort = (server.address() as AddressInfo).port;
      const urlHost = host.includes(':') ? `[${host}]` : host;
      let closed: Promise<void> | undefined;
      const drain = () =>
        new Promise<void>((done, fail) => {
          closing = true;
          server.close((error) => (error ? fail(error) : done()));
          server.closeIdleConnections();
          // Past the deadline a held request is cut: a shutdown must end.
          const deadline = setTimeout(() => server.closeAllConnections(), drainMs);
          deadline.unref();
          if (inFlight === 0) server.closeAllConnections();
        });
      resolve({
        url: `http://${urlHost}:${actualPort}`,
        port: actualPort,
        // Idempotent: a test's cleanup may close a server the test already closed.
        close: () => {
          closed ??= drain();
          return closed;
        },
      });
    });
  });
}
