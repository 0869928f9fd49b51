import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** A running server: where it answers, and how to stop it. */
export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: any Hono app, whatever its bindings
type AnyHono = Hono<any, any, any>;

/**
 * Serves `app` over real HTTP. Port 0 picks a free port (tests run many servers side by side).
 * Loopback by default: the sandbox and a local broker must not be reachable from the network.
 */
export function listen(app: AnyHono, port = 0, host = '127.0.0.1'): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      const actualPort = (server.address() as AddressInfo).port;
      const urlHost = host.includes(':') ? `[${host}]` : host;
      let closing: Promise<void> | undefined;
      resolve({
        url: `http://${urlHost}:${actualPort}`,
        port: actualPort,
        // Idempotent: a test's cleanup may close a server the test already closed.
        close: () => {
          closing ??= closeServer(server);
          return closing;
        },
      });
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive sockets of fetch clients would otherwise hold close() open for seconds.
    server.closeAllConnections();
  });
}
