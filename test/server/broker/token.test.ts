import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerResponseSchema, brokerSignInSchema } from '@/lib/api/schemas';
import { AGENT_EMAIL, request } from '@/test/server/sandbox/helpers';
import { EXTENSION_ORIGIN, type Stack, startStack } from './helpers';

describe('broker POST /token', () => {
  let stack: Stack;
  let cookie: string;
  beforeAll(async () => {
    stack = await startStack();
    cookie = (await stack.signIn()).cookie ?? '';
  });
  afterAll(() => stack.close());

  it('gives a signed-in agent the access token, who they are, and no refresh token', async () => {
    const result = await stack.token({ cookie });
    expect(result.status).toBe(200);
    expect(result.headers.get('Cache-Control')).toBe('no-store');
    expect(result.headers.get('Access-Control-Allow-Origin')).toBe(EXTENSION_ORIGIN);
    expect(result.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    // Strict: an extra field (a refresh_token above all) would fail this parse.
    const body = brokerResponseSchema.parse(result.json);
    expect(body.agent).toEqual({ email: AGENT_EMAIL, name: 'Alex Agent' });
    expect(body.expires_in).toBeGreaterThan(3500);
    expect(body.expires_in).toBeLessThanOrEqual(3600);
    // The token opens the API.
    const ticket = await request(`${stack.sandbox.url}/tickets/4478900`, {
      headers: { Authorization: `Bearer ${body.access_token}` },
    });
    expect(ticket.status).toBe(200);
  });

  it('answers a signed-out agent 401 with where to sign in', async () => {
    for (const call of [{}, { cookie: 'sidedesk_session=forged-session-id' }]) {
      const result = await stack.token(call);
      expect(result.status).toBe(401);
      expect(brokerSignInSchema.parse(result.json)).toEqual({
        error: 'sign_in_required',
        signInUrl: `${stack.url}/sign-in`,
      });
    }
  });

  it.each([
    ['another origin', { origin: 'https://evil.example.com' }],
    ['a web page on the same host', { origin: 'http://127.0.0.1:9999' }],
    ['a lookalike extension', { origin: 'chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }],
    ['no origin', { origin: null }],
  ])('refuses %s with 403 and no CORS grant', async (_, call) => {
    const result = await stack.token({ cookie, ...call });
    expect(result.status).toBe(403);
    expect(result.json).toMatchObject({ error: 'origin_not_allowed' });
    expect(result.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it.each([
    ['without the X-Sidedesk header', { clientHeader: null }],
    ['with another X-Sidedesk value', { clientHeader: '0' }],
  ])('refuses a request %s with 403', async (_, call) => {
    const result = await stack.token({ cookie, ...call });
    expect(result.status).toBe(403);
    expect(result.json).toMatchObject({ error: 'missing_header' });
  });

  it('answers the preflight of an allowed origin, naming it (never *)', async () => {
    const result = await stack.token({
      method: 'OPTIONS',
      clientHeader: null,
      headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-sidedesk' },
    });
    expect(result.status).toBe(204);
    expect(result.headers.get('Access-Control-Allow-Origin')).toBe(EXTENSION_ORIGIN);
    expect(result.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(result.headers.get('Access-Control-Allow-Headers')).toMatch(/X-Sidedesk/i);
    expect(result.headers.get('Access-Control-Allow-Methods')).toBe('POST');
    const refused = await stack.token({
      method: 'OPTIONS',
      origin: 'https://evil.example.com',
      clientHeader: null,
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405', async (method) => {
    const result = await stack.token({ cookie, method });
    expect(result.status).toBe(405);
    expect(result.headers.get('Allow')).toBe('POST, OPTIONS');
  });

  it('never sent a refresh token in any response', () => {
    const refreshToken = stack.sandbox.sandbox.store.state.refreshTokens.configured;
    expect(stack.bodies.length).toBeGreaterThan(10);
    for (const body of stack.bodies) {
      expect(body).not.toContain('refresh_token');
      expect(body).not.toContain(refreshToken);
    }
  });
});
