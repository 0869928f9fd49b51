import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through proxy on loopback in front of the broker that counts what reaches it, so the
 * figure is the extension's own requests (the broker itself asks upstream once, whatever comes in).
 * Cookies are per host, not per port: the session from signing in at the broker goes along.
 */
export async function startBrokerCounter(brokerUrl: string) {
  const target = new URL(brokerUrl);
  let tokenRequests = 0;
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === 'POST' && incoming.url?.startsWith('/token')) tokenRequests++;
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** `POST /token` requests since the last reset. */
    tokenRequests: () => tokenRequests,
    reset() {
      tokenRequests = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type BrokerCounter = Awaited<ReturnType<typeof startBrokerCounter>>;
