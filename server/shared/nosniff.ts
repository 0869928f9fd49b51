import type { MiddlewareHandler } from 'hono';

/**
 * `X-Content-Type-Options: nosniff` on every response, errors and 404s included: a browser must
 * never read a JSON or text answer as HTML or script. Set before and after the handler, so that
 * a response built from scratch (a fault, a body limit) carries it too.
 */
export const nosniff: MiddlewareHandler = async (c, next) => {
  c.header('X-Content-Type-Options', 'nosniff');
  await next();
  if (!c.res.headers.has('X-Content-Type-Options')) c.res.headers.set('X-Content-Type-Options', 'nosniff');
};
