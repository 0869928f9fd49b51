import type { MiddlewareHandler } from 'hono';
import type { Log } from './log';

const MAX_PATH = 200;

/**
 * One line per request: method, path, status, milliseconds. The query is left out whatever it
 * holds (only its presence shows, as `?…`), and no header, cookie or body is ever read here, so
 * no token, cookie or password can reach the log.
 */
export function requestLog(log: Log): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    const url = new URL(c.req.url);
    const path = url.pathname.length > MAX_PATH ? `${url.pathname.slice(0, MAX_PATH)}…` : url.pathname;
    const ms = Math.round(performance.now() - startedAt);
    const { status } = c.res;
    log(
      `${c.req.method} ${path}${url.search ? '?…' : ''} ${status} ${ms} ms`,
      status >= 500 ? 'warn' : 'info',
    );
  };
}
