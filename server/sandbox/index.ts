import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { withDefaults } from '../shared/defaults';
import { listen } from '../shared/listen';
import { nosniff } from '../shared/nosniff';
import { requireBearer } from './auth/bearer';
import { createPresentedTokens } from './auth/presented-tokens';
import { adoptConfiguredToken } from './auth/refresh-tokens';
import { fail } from './envelope';
import type { FaultRoute } from './faults/config';
import { type RequestCounts, withFaults } from './faults/middleware';
import { createFaults } from './faults/state';
import { type SandboxOptions, sandboxDefaults } from './options';
import type { RawOverrides } from './raw-overrides';
import { adminRoutes } from './routes/admin';
import { categoriesHandler, instancesHandler } from './routes/catalog';
import { createReplyHandler } from './routes/replies';
import { getTicketHandler } from './routes/tickets';
import { tokenHandler } from './routes/token';
import { openStore } from './state/store';

export type { SandboxOptions } from './options';
export { sandboxDefaults } from './options';

/** The local emulator of the Ticket API: the spec's endpoints, seeded data, fault knobs. */
export async function createSandbox(options: SandboxOptions = {}) {
  const settings = withDefaults(sandboxDefaults, options);
  const store = await openStore(settings);
  if (adoptConfiguredToken(store.state.refreshTokens, settings.refreshToken)) await store.save();
  const faults = createFaults(settings.faults);
  const counts: RequestCounts = { token: 0, ticket: 0, reply: 0, instances: 0, categories: 0 };
  const presented = createPresentedTokens();
  const overrides: RawOverrides = new Map();
  const accessToken = { secret: settings.jwtSecret, clientId: settings.clientId };
  const bearer = requireBearer(accessToken);
  const faulty = (route: FaultRoute) => withFaults(route, faults, counts);
  const replyBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => {
      // The rest of the body is never read: close the connection rather than let a client reuse it.
      c.header('Connection', 'close');
      return fail(c, 'payloadTooLarge', 'The body is larger than 1 MB.');
    },
  });

  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use(nosniff);
  app.post(
    '/token',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) =>
        c.json({ error: 'invalid_request', error_description: 'The body is larger than 16 KB.' }, 413),
    }),
    faulty('token'),
    tokenHandler({
      store,
      accessToken,
      rotateRefreshTokens: settings.rotateRefreshTokens,
      presented,
      ttlSeconds: () => faults.tokenTtlSeconds() ?? settings.tokenTtlSeconds,
    }),
  );
  app.get('/tickets/:ticketId', faulty('ticket'), bearer, getTicketHandler(store, overrides));
  app.post('/tickets/:ticketId/replies', faulty('reply'), bearer, replyBodyLimit, createReplyHandler(store));
  app.get('/faq/instances', faulty('instances'), bearer, instancesHandler(store));
  app.get('/categories', faulty('categories'), bearer, categoriesHandler(store));
  app.route('/__admin', adminRoutes({ store, faults, counts, presented, overrides }));
  app.notFound((c) =>
    fail(c, 'routeNotFound', `There is no ${c.req.method} ${c.req.path} in the Ticket API.`),
  );
  app.onError((error, c) => {
    console.error('sandbox: unexpected error', error);
    return fail(c, 'serverError', 'The sandbox failed unexpectedly; see its console.');
  });

  return {
    app,
    store,
    faults,
    listen: (port = 0, host = '127.0.0.1') => listen(app, port, host),
  };
}
