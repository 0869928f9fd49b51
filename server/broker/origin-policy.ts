import type { Context, MiddlewareHandler } from 'hono';

/** The custom header the extension sends: a page cannot add it to a simple cross-site request. */
export const CLIENT_HEADER = 'X-Sidedesk';

const CHROME_EXTENSION = /^chrome-extension:\/\/[a-p]{32}$/;
const FIREFOX_EXTENSION = /^moz-extension:\/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An extension's origin (Chrome, Edge: `chrome-extension://<id>`; Firefox: `moz-extension://<uuid>`). */
export const isExtensionOrigin = (origin: string) =>
  CHROME_EXTENSION.test(origin) || FIREFOX_EXTENSION.test(origin);

export type OriginCheck = (origin: string) => boolean;

/**
 * The exact allow-listed origins, plus, when opted in, any Firefox add-on: a Firefox install's
 * origin is random, so it cannot be listed ahead. Web pages (http, https, null) never pass.
 */
export function allowedOrigin(origins: readonly string[], anyFirefoxExtension: boolean): OriginCheck {
  const allowed = new Set(origins);
  return (origin) => allowed.has(origin) || (anyFirefoxExtension && FIREFOX_EXTENSION.test(origin));
}

/**
 * CORS for the extension's calls: only allowed origins, each echoed back by name with
 * credentials (never `*`, which browsers refuse with credentials anyway), and the preflight.
 * Anything else is refused with 403 before any work is done. A GET route also serves a request
 * without Origin that carries the custom header (see below).
 */
export function extensionOnly(isAllowed: OriginCheck, method: 'POST' | 'GET' = 'POST'): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    c.header('Vary', 'Origin');
    c.header('Cache-Control', 'no-store');
    // Chrome sends no Origin with an extension's GET to a host it has access to. Such a read is
    // served on the custom header alone: a web page cannot send it without a preflight naming its
    // origin, and gets no CORS grant to read the answer.
    if (!origin && method === 'GET' && c.req.method === 'GET' && c.req.header(CLIENT_HEADER) === '1')
      return next();
    if (!origin || !isAllowed(origin)) {
      return c.json({ error: 'origin_not_allowed', message: 'This origin may not call the broker.' }, 403);
    }
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Allow-Credentials', 'true');
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', method);
      c.header('Access-Control-Allow-Headers', `${CLIENT_HEADER}, Content-Type`);
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    if (c.req.header(CLIENT_HEADER) !== '1') {
      return c.json({ error: 'missing_header', message: `Send the header "${CLIENT_HEADER}: 1".` }, 403);
    }
    return next();
  };
}

/** True for a request from the broker's own pages (or one with no Origin, as from curl). */
export function isSameOrigin(c: Context, publicUrl: string | undefined): boolean {
  const origin = c.req.header('Origin');
  return origin === undefined || origin === new URL(publicUrl ?? c.req.url).origin;
}
