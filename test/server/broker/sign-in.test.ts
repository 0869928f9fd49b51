import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerResponseSchema } from '@/lib/api/schemas';
import { AGENT_EMAIL } from '@/test/server/sandbox/helpers';
import { EXTENSION_ORIGIN, type Stack, startStack } from './helpers';

// Each sign-in runs scrypt, slow on purpose: allow for a loaded CI machine.
describe('broker sign-in', { timeout: 30_000 }, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('serves an accessible, script-free sign-in form', async () => {
    const page = await stack.call('/sign-in', {});
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(page.text).toMatch(/<label for="email">E-mail<\/label>/);
    expect(page.text).toMatch(/<input id="email" name="email" type="email"/);
    expect(page.text).toMatch(/<label for="password">Password<\/label>/);
    expect(page.text).toMatch(/<input id="password" name="password" type="password"/);
    expect(page.text).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(page.text).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('signs in with the right password: an HttpOnly, SameSite=Strict session cookie that opens /token', async () => {
    const result = await stack.signIn();
    expect(result.status).toBe(200);
    expect(result.text).toContain('Signed in as Alex Agent (agent@sidedesk.test), you can close this tab');
    expect(result.setCookie).toMatch(/^sidedesk_session=[\w-]{40,};/);
    expect(result.setCookie).toMatch(/; HttpOnly/);
    expect(result.setCookie).toMatch(/; SameSite=Strict/);
    expect(result.setCookie).toMatch(/; Path=\//);
    const token = await stack.token({ cookie: result.cookie });
    expect(brokerResponseSchema.parse(token.json).agent.email).toBe(AGENT_EMAIL);
  });

  it.each([
    ['a wrong password', AGENT_EMAIL, 'wrong'],
    ['an unknown e-mail', 'nobody@sidedesk.test', 'sidedesk'],
  ])('refuses %s with 401, the form again, and no cookie', async (_, email, password) => {
    const result = await stack.signIn(email, password);
    expect(result.status).toBe(401);
    expect(result.text).toContain('role="alert"');
    expect(result.text).toContain('E-mail or password is wrong.');
    expect(result.setCookie).toBeUndefined();
  });

  it('refuses a sign-in posted from another site (login CSRF)', async () => {
    const result = await stack.signIn(AGENT_EMAIL, 'sidedesk', { Origin: 'https://evil.example.com' });
    expect(result.status).toBe(403);
    expect(result.setCookie).toBeUndefined();
  });

  it('signs out through the form: the session stops working', async () => {
    const { cookie } = await stack.signIn();
    const result = await stack.call('/sign-out', { method: 'POST', headers: { Cookie: cookie ?? '' } });
    expect(result.status).toBe(200);
    expect(result.text).toContain('You are signed out.');
    expect(result.headers.getSetCookie()[0]).toMatch(/^sidedesk_session=;.*Max-Age=0/);
    expect((await stack.token({ cookie })).status).toBe(401);
  });

  it('signs out through the extension (CORS), and refuses other origins', async () => {
    const { cookie } = await stack.signIn();
    const foreign = await stack.call('/sign-out', {
      method: 'POST',
      headers: { Cookie: cookie ?? '', Origin: 'https://evil.example.com', 'X-Sidedesk': '1' },
    });
    expect(foreign.status).toBe(403);
    expect((await stack.token({ cookie })).status).toBe(200);
    const result = await stack.call('/sign-out', {
      method: 'POST',
      headers: { Cookie: cookie ?? '', Origin: EXTENSION_ORIGIN, 'X-Sidedesk': '1' },
    });
    expect(result.json).toEqual({ signedOut: true });
    expect(result.headers.get('Access-Control-Allow-Origin')).toBe(EXTENSION_ORIGIN);
    expect((await stack.token({ cookie })).status).toBe(401);
  });
});

describe('broker cookie names', { timeout: 30_000 }, () => {
  it('takes its own prefix: a second broker on the same host keeps its cookies apart', async () => {
    // Browsers keep cookies per host, not per port: two brokers on 127.0.0.1 with one name would
    // share one session, and signing in to one would sign the agent out of the other.
    const stack = await startStack({ broker: { cookiePrefix: 'desk2' } });
    try {
      const result = await stack.signIn();
      expect(result.setCookie).toMatch(/^desk2_session=[\w-]{40,};/);
      const token = await stack.token({ cookie: result.cookie });
      expect(brokerResponseSchema.parse(token.json).agent.email).toBe(AGENT_EMAIL);
      // The default name is not this broker's: a session cookie under it signs no one in.
      const value = (result.cookie ?? '').split('=')[1];
      expect((await stack.token({ cookie: `sidedesk_session=${value}` })).status).toBe(401);
    } finally {
      await stack.close();
    }
  });
});

describe('broker trusted identity header', () => {
  it('is ignored unless configured', async () => {
    const stack = await startStack();
    try {
      const result = await stack.token({ headers: { 'X-Forwarded-Email': AGENT_EMAIL } });
      expect(result.status).toBe(401);
    } finally {
      await stack.close();
    }
  });

  it('names the agent when configured, and refuses a person who is no agent', async () => {
    const stack = await startStack({ broker: { trustedIdentityHeader: 'X-Forwarded-Email' } });
    try {
      const result = await stack.token({ headers: { 'X-Forwarded-Email': 'SAM@sidedesk.test' } });
      expect(brokerResponseSchema.parse(result.json).agent).toEqual({
        email: 'sam@sidedesk.test',
        name: 'Sam Support',
      });
      const stranger = await stack.token({ headers: { 'X-Forwarded-Email': 'stranger@example.com' } });
      expect(stranger.status).toBe(403);
      expect((await stack.token()).status).toBe(401); // without the header: the session decides
    } finally {
      await stack.close();
    }
  });
});

describe('broker rate limit', () => {
  it('answers 429 with Retry-After once an agent exceeds the limit, per agent', async () => {
    const stack = await startStack({
      broker: { trustedIdentityHeader: 'X-Forwarded-Email', rateLimit: { limit: 3, windowSeconds: 60 } },
    });
    try {
      const as = (email: string) => ({ headers: { 'X-Forwarded-Email': email } });
      for (let call = 0; call < 3; call++) expect((await stack.token(as(AGENT_EMAIL))).status).toBe(200);
      const limited = await stack.token(as(AGENT_EMAIL));
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({ error: 'rate_limited' });
      const retryAfter = Number(limited.headers.get('Retry-After'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
      expect(limited.headers.get('Access-Control-Allow-Origin')).toBe(EXTENSION_ORIGIN);
      // Another agent has a budget of their own.
      expect((await stack.token(as('sam@sidedesk.test'))).status).toBe(200);
    } finally {
      await stack.close();
    }
  });
});
