import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeSchema } from '@/lib/api/schemas';
import { sandboxDefaults } from '@/server/sandbox';
import { signAccessToken } from '@/server/sandbox/auth/access-token';
import { AGENT_EMAIL, request, startSandbox, type TestSandbox } from './helpers';

const TICKET = 4478950;
const endpoints: [string, string, unknown?][] = [
  ['GET', `/tickets/${TICKET}`],
  ['POST', `/tickets/${TICKET}/replies`, { author: { email: AGENT_EMAIL }, message: 'hi' }],
  ['GET', '/faq/instances'],
  ['GET', '/categories'],
];
const realKey = { secret: sandboxDefaults.jwtSecret, clientId: sandboxDefaults.clientId };
const now = () => Math.floor(Date.now() / 1000);

describe('sandbox bearer authentication', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  const call = (method: string, path: string, body: unknown, authorization?: string) =>
    request(`${sandbox.url}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(authorization ? { Authorization: authorization } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const expectUnauthorized = (result: Awaited<ReturnType<typeof call>>, text: RegExp) => {
    expect(result.status).toBe(401);
    expect(result.headers.get('WWW-Authenticate')).toMatch(/^Bearer /);
    const envelope = envelopeSchema.parse(result.json);
    expect(envelope).toMatchObject({ data: null, errorCode: 1002 });
    expect(envelope.errorText).toMatch(text);
  };

  it.each(endpoints)('%s %s answers 401 without a token', async (method, path, body) => {
    expectUnauthorized(await call(method, path, body), /Authorization header is missing/);
  });

  it.each(endpoints)(
    '%s %s answers 401 for a token signed with another secret',
    async (method, path, body) => {
      const forged = await signAccessToken(
        { ...realKey, secret: 'an-attacker-secret-of-enough-length-0123456789' },
        3600,
      );
      expectUnauthorized(await call(method, path, body, `Bearer ${forged}`), /not valid/);
    },
  );

  it.each(endpoints)('%s %s answers 401 for an expired token', async (method, path, body) => {
    const expired = await signAccessToken(realKey, 3600, now() - 7200);
    expectUnauthorized(await call(method, path, body, `Bearer ${expired}`), /expired/);
  });

  it.each([
    [
      'a token of another client',
      async () => `Bearer ${await signAccessToken({ ...realKey, clientId: 'other' }, 60)}`,
    ],
    [
      'a token that is not yet valid',
      async () => `Bearer ${await signAccessToken(realKey, 60, now() + 600)}`,
    ],
    ['garbage', async () => 'Bearer not.a.jwt'],
    ['another scheme', async () => `Basic ${Buffer.from('a:b').toString('base64')}`],
  ])('refuses %s', async (_, authorization) => {
    expectUnauthorized(await call('GET', `/tickets/${TICKET}`, undefined, await authorization()), /./);
  });

  it('created no reply for any refused POST', async () => {
    expect((await sandbox.admin('GET', `/tickets/${TICKET}/replies`)).data).toEqual([]);
  });

  it('accepts a token it issued', async () => {
    const result = await call('GET', `/tickets/${TICKET}`, undefined, `Bearer ${await sandbox.token()}`);
    expect(result.status).toBe(200);
  });
});

describe('sandbox short token lifetime', () => {
  it('refuses a token once its (short) lifetime is over', async () => {
    // A fixed clock (the sandbox runs in this process): the token is used within its second, then
    // two seconds later, however slow the machine.
    vi.useFakeTimers({ now: Date.parse('2026-11-28T12:00:00.000Z'), toFake: ['Date'] });
    const sandbox = await startSandbox({ tokenTtlSeconds: 1 });
    try {
      const token = await sandbox.token();
      expect((await sandbox.api(`/tickets/${TICKET}`)).status).toBe(200);
      vi.setSystemTime(Date.now() + 2_100);
      const result = await request(`${sandbox.url}/tickets/${TICKET}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(result.status).toBe(401);
      expect(envelopeSchema.parse(result.json).errorText).toMatch(/expired/);
    } finally {
      vi.useRealTimers();
      await sandbox.close();
    }
  });
});
