import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, tokenForm } from '@/test/server/sandbox/helpers';
import { EXTENSION_ORIGIN, type Stack, startStack } from './helpers';

const FIREFOX_ORIGIN = 'moz-extension://0d7e8f3a-1b2c-4d5e-8f90-a1b2c3d4e5f6';

describe('hardening of the broker and the sandbox', { timeout: 30_000 }, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ broker: { allowAnyFirefoxExtension: true } });
  });
  afterAll(() => stack.close());

  it('puts nosniff on every response of both servers, errors included', async () => {
    const sandbox = stack.sandbox.url;
    const responses = await Promise.all([
      request(`${stack.url}/sign-in`),
      request(`${stack.url}/token`, {
        method: 'POST',
        headers: { Origin: EXTENSION_ORIGIN, 'X-Sidedesk': '1' },
      }),
      request(`${stack.url}/token`, { method: 'GET' }),
      request(`${stack.url}/nowhere`),
      request(`${stack.url}/sign-in`, { method: 'POST', body: 'x'.repeat(20_000) }),
      request(`${sandbox}/token`, tokenForm()),
      request(`${sandbox}/tickets/4478900`),
      request(`${sandbox}/nowhere`),
      request(`${sandbox}/token`, { method: 'POST', body: 'x'.repeat(20_000) }),
      request(`${sandbox}/__admin/stats`),
    ]);
    for (const response of responses) expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('limits the body of POST /token on both servers', async () => {
    const big = { method: 'POST', body: 'x'.repeat(20_000) };
    const headers = { Origin: EXTENSION_ORIGIN, 'X-Sidedesk': '1' };
    expect((await request(`${stack.url}/token`, { ...big, headers })).status).toBe(413);
    expect((await request(`${stack.sandbox.url}/token`, big)).status).toBe(413);
  });

  it('refuses the admin CSRF request a local web page can send (no-cors, text/plain)', async () => {
    const before = await stack.sandbox.admin('GET', '/faults');
    const csrf = await request(`${stack.sandbox.url}/__admin/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://evil.example' },
      body: JSON.stringify({ routes: { '*': { failNext: 5 } } }),
    });
    expect(csrf.status).toBe(415);
    expect((await stack.sandbox.admin('GET', '/faults')).json).toEqual(before.json);
  });

  it('refuses admin requests with a non-loopback Host (DNS rebinding)', async () => {
    // fetch() will not send another Host, a browser after DNS rebinding does: node:http can.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const url = new URL(`${stack.sandbox.url}/__admin/reset`);
      const headers = { 'Content-Type': 'application/json', Host: 'attacker.example:8787' };
      httpRequest(url, { method: 'POST', headers }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(403);
  });

  it('with the Firefox opt-in: any moz-extension:// add-on origin, but still no web page', async () => {
    const asked = (origin: string) =>
      request(`${stack.url}/token`, { method: 'POST', headers: { Origin: origin, 'X-Sidedesk': '1' } });
    const firefox = await asked(FIREFOX_ORIGIN);
    expect(firefox.status).toBe(401); // allowed through; simply not signed in
    expect(firefox.headers.get('Access-Control-Allow-Origin')).toBe(FIREFOX_ORIGIN);
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1:8788',
      'null',
      'moz-extension://not-a-uuid',
      'chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    ]) {
      const refused = await asked(origin);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
  });
});
