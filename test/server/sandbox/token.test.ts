import { rm } from 'node:fs/promises';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '@/lib/api/schemas';
import { sandboxDefaults } from '@/server/sandbox';
import { request, startSandbox, type TestSandbox, tokenForm } from './helpers';

describe('sandbox POST /token', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ tokenTtlSeconds: 1800 });
  });
  afterAll(() => sandbox.close());

  it('exchanges the refresh token for an HS512 JWT with the service claims', async () => {
    const result = await request(`${sandbox.url}/token`, tokenForm());
    expect(result.status).toBe(200);
    expect(result.headers.get('Cache-Control')).toBe('no-store');
    const body = tokenResponseSchema.parse(result.json);
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(1800);
    // Rotation is off by default: the same refresh token comes back.
    expect(body.refresh_token).toBe(sandboxDefaults.refreshToken);
    expect(decodeProtectedHeader(body.access_token).alg).toBe('HS512');
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ cid: sandboxDefaults.clientId, type: 'access' });
    expect(claims.iss).toEqual(expect.any(String));
    expect(claims.aud).toEqual(expect.any(String));
    expect(claims.exp).toBe((claims.nbf ?? 0) + 1800);
  });

  it.each([
    [
      'a grant type other than refresh_token',
      { grant_type: 'client_credentials' },
      400,
      'unsupported_grant_type',
    ],
    ['an unknown client id', { client_id: 'someone-else' }, 401, 'invalid_client'],
    ['an unknown refresh token', { refresh_token: 'not-a-token' }, 400, 'invalid_grant'],
    ['an empty refresh token', { refresh_token: '' }, 400, 'invalid_request'],
  ])('refuses %s', async (_, fields, status, error) => {
    const result = await request(`${sandbox.url}/token`, tokenForm(fields));
    expect(result.status).toBe(status);
    expect(result.json).toMatchObject({ error, error_description: expect.any(String) });
  });

  it('refuses a JSON body: the endpoint takes a form', async () => {
    const result = await request(`${sandbox.url}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token' }),
    });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ error: 'invalid_request' });
  });
});

describe('sandbox refresh-token rotation', () => {
  it('answers a new refresh token, retires the old one, and remembers that across a restart', async () => {
    const first = await startSandbox({ rotateRefreshTokens: true });
    const issued = tokenResponseSchema.parse((await request(`${first.url}/token`, tokenForm())).json);
    expect(issued.refresh_token).not.toBe(sandboxDefaults.refreshToken);

    const reused = await request(`${first.url}/token`, tokenForm());
    expect(reused.status).toBe(400);
    await first.close(true);

    const second = await startSandbox({ rotateRefreshTokens: true, dataFile: first.dataFile });
    try {
      expect((await request(`${second.url}/token`, tokenForm())).status).toBe(400);
      const next = await request(`${second.url}/token`, tokenForm({ refresh_token: issued.refresh_token }));
      expect(next.status).toBe(200);
    } finally {
      await second.close();
      await rm(first.dir, { recursive: true, force: true });
    }
  });
});

describe('sandbox configured refresh token', () => {
  it('follows a change of the configured token across a restart: the new one works, the old one not', async () => {
    const first = await startSandbox({ refreshToken: 'first-token' });
    expect((await request(`${first.url}/token`, tokenForm({ refresh_token: 'first-token' }))).status).toBe(
      200,
    );
    await first.close(true);
    const second = await startSandbox({ refreshToken: 'second-token', dataFile: first.dataFile });
    try {
      expect((await request(`${second.url}/token`, tokenForm({ refresh_token: 'first-token' }))).status).toBe(
        400,
      );
      expect(
        (await request(`${second.url}/token`, tokenForm({ refresh_token: 'second-token' }))).status,
      ).toBe(200);
    } finally {
      await second.close();
      await rm(first.dir, { recursive: true, force: true });
    }
  });
});
