import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { fail } from '../envelope';
import type { FaultRoute } from './config';
import { malformBody } from './malform';
import type { Faults } from './state';

export type RequestCounts = Record<FaultRoute, number>;

type Env = { Bindings: HttpBindings };

/** Token-endpoint failures use its own (OAuth-style) body; ticket endpoints the envelope. */
function failure(c: Context, route: FaultRoute, kind: 'rateLimited' | 'serverError', text: string) {
  if (route !== 'token') return fail(c, kind, text);
  const status = kind === 'rateLimited' ? 429 : 500;
  return c.json(
    { error: kind === 'rateLimited' ? 'slow_down' : 'server_error', error_description: text },
    status,
  );
}

/**
 * Wraps one route with the configured faults, in the order a real outage shows them: latency,
 * then a refusal (429, 500) or a dropped connection before any work, or after the work a malformed
 * body or a dropped connection. It also counts requests, so tests can see what reached the sandbox.
 */
export function withFaults(route: FaultRoute, faults: Faults, counts: RequestCounts): MiddlewareHandler<Env> {
  return async (c, next) => {
    counts[route] += 1;
    const latency = faults.value(route, 'latencyMs');
    if (latency) await sleep(latency);
    // A client that hung up while the request waited (a killed process) is not served: like a
    // real server, the sandbox does nothing for a request whose work had not begun.
    if (latency && c.env.incoming.socket.destroyed) return c.body(null, 499 as 400);
    if (faults.take(route, 'rateLimitNext')) {
      c.header('Retry-After', String(faults.value(route, 'retryAfterSeconds') ?? 1));
      return failure(
        c,
        route,
        'rateLimited',
        'Too many requests: wait for the time in Retry-After, then try again.',
      );
    }
    if (faults.take(route, 'failNext') || Math.random() < (faults.value(route, 'errorRate') ?? 0)) {
      return failure(
        c,
        route,
        'serverError',
        'The sandbox failed on purpose (an injected fault). Try again later.',
      );
    }
    // The line dropped before the request was handled: nothing was saved, and the client sees the
    // same network error as for a drop after the work (it cannot tell the two apart).
    if (faults.take(route, 'dropBeforeNext')) {
      await dropMidResponse(c.env.incoming.socket);
      return c.body(null, 499 as 400);
    }
    await next();
    if (faults.take(route, 'malformedNext')) {
      const body = malformBody(await c.res.text(), faults.value(route, 'malformedKind') ?? 'invalid-json');
      const headers = new Headers(c.res.headers);
      headers.delete('Content-Length');
      c.res = new Response(body, { status: c.res.status, headers });
    }
    // The handler has already saved its work: the client sees a network error for a request
    // that took effect (the case a reply POST must never be retried blindly for). The status line
    // and part of the body go out first: a browser silently resends a request whose reused
    // keep-alive connection closes before any byte of the answer, which would hide the fault.
    if (faults.take(route, 'dropConnectionNext')) await dropMidResponse(c.env.incoming.socket);
  };
}

/**
 * Resolves once the socket is gone: returning earlier lets the server write the real answer
 * behind the partial one, and a client then reads a garbled 200 instead of a dropped connection.
 */
function dropMidResponse(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    socket.write(
      'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 4096\r\n\r\n{"data":{',
      () => {
        socket.destroy();
        resolve();
      },
    );
  });
}
