import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { withDefaults } from '../shared/defaults';
import { nosniff } from '../shared/nosniff';
import { brokerDefaults } from './defaults';
import { createIdentity } from './identity';
import { withoutUrlCredentials } from './log';
import type { BrokerOptions } from './options';
import { allowedOrigin, extensionOnly } from './origin-policy';
import { createRateLimiter } from './rate-limit';
import { requestLog } from './request-log';
import { configHandler } from './routes/config';
import { savedRepliesHandler } from './routes/saved-replies';
import { signInRoutes } from './routes/sign-in';
import { signedInOnly } from './routes/signed-in-only';
import { tokenHandler } from './routes/token';
import { serveDraining } from './serve';
import { createSessions } from './sessions';
import { createDeviceCookies } from './sign-in/device-cookies';
import { createSignInGuard } from './sign-in/guard';
import { openStore } from './store';
import { STORE_RETRY_AFTER_SECONDS, StoreUnavailable } from './store/unavailable';
import { createUpstreamTokens } from './upstream-token';

export type { BrokerOptions } from './options';

/**
 * The reference token broker: it holds the client id and refresh token, and hands signed-in
 * agents the shared access token (product.md, "The token broker").
 */
export async function createBroker(options: BrokerOptions) {
  const settings = withDefaults(brokerDefaults, options);
  const log = withoutUrlCredentials(settings.log);
  const store = await openStore({
    redisUrl: settings.redisUrl,
    redisPrefix: settings.redisPrefix,
    stateFile: settings.stateFile,
    configuredToken: settings.refreshToken,
    log,
  });
  const now = settings.now;
  const sessions = createSessions(store, settings.sessionTtlSeconds, now);
  // Over https the cookie is always Secure, and __Host- binds it to this host (browsers accept
  // that prefix only when Secure, on Path=/; no cookie is kept per port: see `cookiePrefix`).
  // Plain http is refused in production unless loopback (production-config.ts), where a Secure
  // cookie would not be sent back.
  const secureCookie = settings.publicUrl?.startsWith('https:') ?? false;
  const cookieOf = (kind: string) =>
    `${secureCookie ? '__Host-' : ''}${settings.cookiePrefix ?? 'sidedesk'}_${kind}`;
  const cookieName = cookieOf('session');
  const deviceCookieName = cookieOf('device');
  const { deviceCookieMs } = settings.signInLimits;
  const identity = createIdentity({
    agents: settings.agents,
    sessions,
    cookieName,
    trustedIdentityHeader: settings.trustedIdentityHeader,
    trustedIdentityAllow: settings.trustedIdentityAllow,
    trustedProxies: settings.trustedProxies,
    log,
  });
  const upstream = createUpstreamTokens({
    tokenUrl: settings.upstreamTokenUrl,
    clientId: settings.clientId,
    store,
    refreshSkewSeconds: settings.refreshSkewSeconds,
    leaseMs: settings.refreshLeaseSeconds * 1000,
    waitMs: 15_000,
    log,
  });
  const isAllowedOrigin = allowedOrigin(settings.allowedOrigins, settings.allowAnyFirefoxExtension);

  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use(requestLog(log));
  app.use(nosniff);
  // Nothing the broker accepts is larger than a sign-in form.
  app.use(bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ error: 'payload_too_large' }, 413) }));
  // Relative, so a broker published under a path (https://example.com/broker/) keeps it.
  const signInUrl = (requestUrl: string) =>
    new URL('sign-in', settings.publicUrl?.replace(/\/?$/, '/') ?? requestUrl).href;
  app.on(['POST', 'OPTIONS'], '/token', extensionOnly(isAllowedOrigin));
  app.post(
    '/token',
    tokenHandler({ identity, upstream, rateLimit: createRateLimiter(settings.rateLimit), signInUrl, log }),
  );
  app.all('/token', (c) => {
    c.header('Allow', 'POST, OPTIONS');
    return c.json({ error: 'method_not_allowed', message: 'Use POST.' }, 405);
  });
  app.on(['GET', 'OPTIONS'], '/saved-replies', extensionOnly(isAllowedOrigin, 'GET'));
  const signedIn = signedInOnly(identity, signInUrl);
  app.get('/saved-replies', signedIn, savedRepliesHandler({ file: settings.savedRepliesFile, log }));
  app.on(['GET', 'OPTIONS'], '/config', extensionOnly(isAllowedOrigin, 'GET'));
  app.get('/config', signedIn, configHandler({ inboxLink: settings.inboxLink }));
  app.route(
    '/',
    signInRoutes({
      identity,
      sessions,
      cookie: { name: cookieName, secure: secureCookie, maxAgeSeconds: settings.sessionTtlSeconds },
      device: { name: deviceCookieName, maxAgeSeconds: Math.floor(deviceCookieMs / 1000) },
      devices: createDeviceCookies({ store, lifetimeMs: deviceCookieMs, now }),
      isAllowedOrigin,
      guard: createSignInGuard(settings.signInLimits, now),
      clientAddressHeader: settings.clientAddressHeader,
      ssoLogoutUrl: settings.ssoLogoutUrl,
      publicUrl: settings.publicUrl,
      teamName: settings.teamName,
    }),
  );
  // For the load balancer and the operator: 200 while the store answers, 503 while it does not.
  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await store.ping();
      return c.json({ status: 'ok' });
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) throw error;
      c.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
      return c.json({ status: 'unavailable', store: 'unreachable' }, 503);
    }
  });
  app.notFound((c) => c.json({ error: 'not_found' }, 404));
  app.onError((error, c) => {
    if (error instanceof StoreUnavailable) {
      log(`store unavailable: ${error.message}`, 'warn');
      c.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
      return c.json(
        { error: 'store_unavailable', message: 'The broker cannot reach its store; try again shortly.' },
        503,
      );
    }
    // The message only: a stack or request dump could carry a token.
    log(`unexpected error: ${error.message}`, 'error');
    return c.json({ error: 'server_error' }, 500);
  });

  return {
    app,
    /** Serves on `port` and `host`; `close()` drains the requests in flight, then closes the store. */
    listen: async (port = 0, host = '127.0.0.1') => {
      const server = await serveDraining(app, port, host);
      return { ...server, close: () => server.close().finally(() => store.close()) };
    },
  };
}
