import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { IdentityResolver } from '../identity';
import { CLIENT_HEADER, extensionOnly, isSameOrigin } from '../origin-policy';
import { messagePage, PAGE_SECURITY_HEADERS, signedInPage, signedOutPage, signInPage } from '../pages';
import { verifyPassword } from '../passwords';
import type { RateLimitCheck } from '../rate-limit';
import type { Sessions } from '../sessions';

export interface SignInOptions {
  identity: IdentityResolver;
  sessions: Sessions;
  cookie: { name: string; secure: boolean; maxAgeSeconds: number };
  allowedOrigins: readonly string[];
  /** Per-e-mail limit on password attempts. */
  attemptLimit: (key: string) => RateLimitCheck;
  publicUrl?: string;
}

// Spent on unknown e-mails so that a wrong e-mail takes as long as a wrong password.
const DECOY_HASH = 'scrypt$16384$8$5$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

function html(c: Context, body: string, status: 200 | 401 | 403 | 429 = 200) {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
  return c.html(body, status);
}

/** The broker's own sign-in: `GET /sign-in`, `POST /sign-in`, `POST /sign-out`. */
export function signInRoutes(options: SignInOptions) {
  const routes = new Hono();
  const { identity, sessions, cookie } = options;

  routes.get('/sign-in', (c) => {
    const current = identity.identify(c);
    return html(c, signInPage({ signedInAs: 'agent' in current ? current.agent : undefined }));
  });

  routes.post('/sign-in', async (c) => {
    // Login CSRF: another site must not sign this browser in as someone else.
    if (!isSameOrigin(c, options.publicUrl))
      return html(c, messagePage('Refused', 'Sign in from this page.'), 403);
    const form = new URLSearchParams(await c.req.text());
    const email = form.get('email')?.trim() ?? '';
    const limit = options.attemptLimit(email.toLowerCase());
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      return html(c, messagePage('Too many attempts', 'Too many sign-in attempts; wait a minute.'), 429);
    }
    const agent = identity.findAgent(email);
    const passwordOk = await verifyPassword(form.get('password') ?? '', agent?.passwordHash ?? DECOY_HASH);
    if (!agent || !passwordOk)
      return html(c, signInPage({ error: 'E-mail or password is wrong.', email }), 401);
    sessions.destroy(getCookie(c, cookie.name)); // a fresh id on every sign-in (no session fixation)
    setCookie(c, cookie.name, sessions.create(agent.email), {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      secure: cookie.secure,
      maxAge: cookie.maxAgeSeconds,
    });
    return html(c, signedInPage({ email: agent.email, name: agent.name }));
  });

  // The extension may sign out through fetch (CORS, like /token); the page through its form.
  const fromExtension = extensionOnly(options.allowedOrigins);
  routes.on(['POST', 'OPTIONS'], '/sign-out', async (c, next) => {
    const viaExtension = c.req.header(CLIENT_HEADER) !== undefined || c.req.method === 'OPTIONS';
    if (viaExtension) return fromExtension(c, next);
    if (!isSameOrigin(c, options.publicUrl))
      return html(c, messagePage('Refused', 'Sign out from this page.'), 403);
    return next();
  });
  routes.post('/sign-out', (c) => {
    sessions.destroy(getCookie(c, cookie.name));
    deleteCookie(c, cookie.name, { path: '/', secure: cookie.secure });
    return c.req.header(CLIENT_HEADER) ? c.json({ signedOut: true }) : html(c, signedOutPage());
  });
  return routes;
}
