import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientAddress, networkOf } from '../client-address';
import type { IdentityResolver } from '../identity';
import { CLIENT_HEADER, extensionOnly, isSameOrigin, type OriginCheck } from '../origin-policy';
import { fill, wordsFor } from '../page-words';
import {
  messagePage,
  PAGE_SECURITY_HEADERS,
  type PageContext,
  signedInPage,
  signedOutPage,
  signInPage,
} from '../pages';
import { verifyPassword } from '../passwords';
import type { Sessions } from '../sessions';
import type { DeviceCookies } from '../sign-in/device-cookies';
import type { SignInGuard } from '../sign-in/guard';
import { STORE_RETRY_AFTER_SECONDS, StoreUnavailable } from '../store/unavailable';

interface SignInOptions {
  identity: IdentityResolver;
  sessions: Sessions;
  cookie: { name: string; secure: boolean; maxAgeSeconds: number };
  /** The long-lived device cookie a sign-in leaves (OWASP "device cookies"). */
  device: { name: string; maxAgeSeconds: number };
  devices: DeviceCookies;
  isAllowedOrigin: OriginCheck;
  guard: SignInGuard;
  clientAddressHeader?: string;
  publicUrl?: string;
  teamName: string;
  /** The SSO's logout page (BROKER_SSO_LOGOUT_URL), named to the extension at an SSO sign-out. */
  ssoLogoutUrl?: string;
}

type Env = { Bindings: HttpBindings };

// Spent on unknown e-mails so that a wrong e-mail takes as long as a wrong password.
const DECOY_HASH = 'scrypt$16384$8$5$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

function html(c: Context, body: string, status: 200 | 401 | 403 | 429 | 503 = 200) {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
  return c.html(body, status);
}

/** The broker's own sign-in: `GET /sign-in`, `POST /sign-in`, `POST /sign-out`. */
export function signInRoutes(options: SignInOptions) {
  const routes = new Hono<Env>();
  const { identity, sessions, cookie, devices, device } = options;
  const cookieAttributes = (maxAge: number) =>
    ({ httpOnly: true, sameSite: 'Strict', path: '/', secure: cookie.secure, maxAge }) as const;
  const context = (c: Context): PageContext => ({
    teamName: options.teamName,
    host: new URL(options.publicUrl ?? c.req.url).host,
    ...wordsFor(c.req.header('accept-language')),
  });

  routes.get('/sign-in', async (c) => {
    const current = await identity.identify(c);
    return html(c, signInPage(context(c), { signedInAs: 'agent' in current ? current.agent : undefined }));
  });

  routes.post('/sign-in', async (c) => {
    const page = context(c);
    // Login CSRF: another site must not sign this browser in as someone else.
    if (!isSameOrigin(c, options.publicUrl))
      return html(c, messagePage(page, page.words.refused, page.words.signInFromHere), 403);
    const form = new URLSearchParams(await c.req.text());
    const email = form.get('email')?.trim() ?? '';
    const agent = identity.findAgent(email);
    const account = email.toLowerCase();
    const verdict = await options.guard.attempt({
      network: networkOf(clientAddress(c, options.clientAddressHeader)),
      account,
      device: await devices.verify(getCookie(c, device.name), account),
      verify: () => verifyPassword(form.get('password') ?? '', agent?.passwordHash ?? DECOY_HASH),
    });
    if (verdict.outcome === 'refused') {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      const busy = verdict.status === 503;
      const { words } = page;
      const message = busy ? words.busyText : fill(words.tooManyText, { seconds: verdict.retryAfterSeconds });
      return html(c, messagePage(page, busy ? words.busy : words.tooMany, message), verdict.status);
    }
    if (!agent || verdict.outcome === 'wrong')
      return html(c, signInPage(page, { error: page.words.wrongPassword, email }), 401);
    await sessions.destroy(getCookie(c, cookie.name)); // a fresh id on every sign-in (no fixation)
    setCookie(c, cookie.name, await sessions.create(agent.email), cookieAttributes(cookie.maxAgeSeconds));
    // A new device cookie on every sign-in: this browser's own lane next time.
    setCookie(c, device.name, await devices.issue(account), cookieAttributes(device.maxAgeSeconds));
    return html(c, signedInPage(page, { email: agent.email, name: agent.name }));
  });

  // The extension may sign out through fetch (CORS, like /token); the page through its form.
  const fromExtension = extensionOnly(options.isAllowedOrigin);
  routes.on(['POST', 'OPTIONS'], '/sign-out', async (c, next) => {
    const viaExtension = c.req.header(CLIENT_HEADER) !== undefined || c.req.method === 'OPTIONS';
    if (viaExtension) return fromExtension(c, next);
    if (!isSameOrigin(c, options.publicUrl)) {
      const page = context(c);
      return html(c, messagePage(page, page.words.refused, page.words.signOutFromHere), 403);
    }
    return next();
  });
  routes.post('/sign-out', async (c) => {
    const session = getCookie(c, cookie.name);
    // "Sign out of all devices" (the page's second button): every session and device cookie of
    // this account issued until now stops counting, on every replica.
    const everywhere =
      !c.req.header(CLIENT_HEADER) && new URLSearchParams(await c.req.text()).has('everywhere');
    const email = everywhere ? await sessions.emailOf(session) : undefined;
    if (email) await sessions.signOutEverywhere(email);
    await sessions.destroy(session);
    deleteCookie(c, cookie.name, { path: '/', secure: cookie.secure });
    // The device cookie names the account: it goes with every sign-out, so the next person at
    // this browser learns nothing of who was here (the next sign-in issues a new one).
    deleteCookie(c, device.name, { path: '/', secure: cookie.secure });
    if (c.req.header(CLIENT_HEADER)) {
      // Behind an SSO proxy the agent stays signed in at the SSO: the next token call would sign
      // them in again. Say so, and where they can end it.
      if (identity.viaProxy(c))
        return c.json({
          signedOut: false,
          ...(options.ssoLogoutUrl ? { logoutUrl: options.ssoLogoutUrl } : {}),
        });
      return c.json({ signedOut: true });
    }
    return html(c, signedOutPage(context(c), { everywhere: email !== undefined }));
  });
  // The store (Redis) did not answer: say so at once, in the page's words, and the next try works.
  routes.onError((error, c) => {
    if (!(error instanceof StoreUnavailable) || c.req.header(CLIENT_HEADER)) throw error;
    c.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
    const page = context(c);
    return html(c, messagePage(page, page.words.busy, page.words.unavailableText), 503);
  });
  return routes;
}
