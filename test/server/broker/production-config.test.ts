import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AGENT_PASSWORD } from '@/server/broker/default-agents';
import { brokerOptionsFromEnv } from '@/server/broker/env';
import { hashPassword } from '@/server/broker/passwords';
import { unsafeConfigProblems } from '@/server/broker/production-config';
import { AGENT_EMAIL } from '@/test/server/sandbox/helpers';
import { type Stack, startStack } from './helpers';
import { productionEnv } from './process';

// Well formed, of the minimum cost, and of no published password (it is no real hash at all).
const agent = {
  email: AGENT_EMAIL,
  name: 'Alex Agent',
  passwordHash: 'scrypt$16384$8$1$c29tZS1zYWx0LXZhbHVlIQ$bm90LXRoZS1kZW1vLWhhc2gtYXQtYWxsLWZvci10ZXN0cw',
};
const withHash = (passwordHash: string) => JSON.stringify([{ ...agent, passwordHash }]);
const complete = productionEnv('http://127.0.0.1:9', [agent]);
const problemsOf = async (change: Record<string, string>) =>
  unsafeConfigProblems(brokerOptionsFromEnv({ ...complete, ...change }));
const sso = {
  BROKER_AGENTS: '',
  BROKER_TRUSTED_IDENTITY_HEADER: 'X-Forwarded-Email',
  BROKER_TRUSTED_IDENTITY_ALLOW: '@example.com',
};
const publicHttps = {
  BROKER_PUBLIC_URL: 'https://broker.example.com',
  BROKER_CLIENT_ADDRESS_HEADER: 'X-Real-IP',
};

// scrypt is slow on purpose: a hash check takes ~0.2 s, far more on a loaded CI machine.
describe('a production config is refused with one sentence per weakness', { timeout: 30_000 }, () => {
  it('accepts a complete config, on loopback and behind an https proxy', async () => {
    for (const loopback of [
      'http://127.0.0.1',
      'http://127.8.9.10:8788/broker/',
      'http://localhost:8788',
      'http://[::1]',
    ])
      expect(await problemsOf({ BROKER_PUBLIC_URL: loopback })).toEqual([]);
    expect(await problemsOf(publicHttps)).toEqual([]);
    expect(
      await problemsOf({ BROKER_PUBLIC_URL: 'https://broker.example.com', BROKER_NO_PROXY: '1' }),
    ).toEqual([]);
    // Listening beyond loopback: an https public URL and a client address setting make it safe.
    expect(await problemsOf({ ...publicHttps, BROKER_HOST: '0.0.0.0' })).toEqual([]);
    expect(
      await problemsOf({
        BROKER_PUBLIC_URL: 'https://localhost:8443',
        BROKER_HOST: '::',
        BROKER_NO_PROXY: '1',
      }),
    ).toEqual([]);
    // SSO behind a proxy: on loopback, or beyond it with the client-address header (and proxies).
    expect(await problemsOf(sso)).toEqual([]);
    expect(
      await problemsOf({
        ...sso,
        ...publicHttps,
        BROKER_HOST: '0.0.0.0',
        BROKER_TRUSTED_PROXIES: '10.0.0.5, 10.1.0.0/16',
      }),
    ).toEqual([]);
    expect(await problemsOf({ BROKER_UPSTREAM_TOKEN_URL: 'https://tickets.example.com/token' })).toEqual([]);
  });

  it('refuses the demo password hashed anew (a fresh salt), not only its published hash', async () => {
    const rehashed = await hashPassword(DEFAULT_AGENT_PASSWORD);
    expect(await problemsOf({ BROKER_AGENTS: withHash(rehashed) })).toEqual([
      'The agent agent@sidedesk.test uses the published demo password: hash a new one with `npx tsx server/broker/hash-password.ts`.',
    ]);
  });

  it.each([
    [
      'a cheap scrypt cost (N=2, r=1, p=1)',
      { BROKER_AGENTS: withHash('scrypt$2$1$1$c2FsdA$aGFzaA') },
      /^The agent agent@sidedesk.test has a password hash too cheap to resist cracking \(N=2, r=1, p=1; at least N=16384, r=8, p=1\)/,
    ],
    [
      'a scrypt cost whose memory a few sign-ins would exhaust the server with (N=2^20, r=8: 1 GiB a hash)',
      { BROKER_AGENTS: withHash('scrypt$1048576$8$1$c2FsdA$aGFzaA') },
      /^The agent agent@sidedesk.test has a password hash so costly that a few sign-ins would exhaust the server's memory \(N=1048576, r=8\)/,
    ],
    [
      'a hash that is no scrypt hash',
      { BROKER_AGENTS: withHash('plain-text-password') },
      /^The agent agent@sidedesk.test has a passwordHash that is no scrypt hash/,
    ],
    [
      'a plain http public URL off loopback',
      { BROKER_PUBLIC_URL: 'http://broker.example.com', BROKER_CLIENT_ADDRESS_HEADER: 'X-Real-IP' },
      /^BROKER_PUBLIC_URL must be https \(plain http only on loopback\)/,
    ],
    [
      'a public URL off loopback without the proxy header or BROKER_NO_PROXY',
      { BROKER_PUBLIC_URL: 'https://broker.example.com' },
      /^BROKER_CLIENT_ADDRESS_HEADER is not set: name the header your proxy puts the client's address in/,
    ],
    [
      'both the proxy header and BROKER_NO_PROXY',
      { ...publicHttps, BROKER_NO_PROXY: '1' },
      /^BROKER_CLIENT_ADDRESS_HEADER and BROKER_NO_PROXY=1 contradict each other/,
    ],
    [
      'an SSO identity header without an allow-list',
      { BROKER_AGENTS: '', BROKER_TRUSTED_IDENTITY_HEADER: 'X-Forwarded-Email' },
      /^BROKER_TRUSTED_IDENTITY_HEADER is set without BROKER_TRUSTED_IDENTITY_ALLOW/,
    ],
    [
      'SSO with BROKER_NO_PROXY=1 (nothing in front strips a forged identity header)',
      { ...sso, BROKER_PUBLIC_URL: 'https://broker.example.com', BROKER_NO_PROXY: '1' },
      /^BROKER_TRUSTED_IDENTITY_HEADER is set with BROKER_NO_PROXY=1: with no proxy in front nothing strips or sets that header/,
    ],
    [
      'SSO with BROKER_NO_PROXY=1 on a loopback URL too',
      { ...sso, BROKER_NO_PROXY: '1' },
      /^BROKER_TRUSTED_IDENTITY_HEADER is set with BROKER_NO_PROXY=1/,
    ],
    [
      'BROKER_HOST beyond loopback behind a loopback http public URL',
      { BROKER_HOST: '0.0.0.0' },
      /^BROKER_HOST=0.0.0.0 listens beyond loopback: that needs an https BROKER_PUBLIC_URL and BROKER_CLIENT_ADDRESS_HEADER/,
    ],
    [
      'BROKER_HOST beyond loopback (IPv6) with a client-address header but a plain http public URL',
      { BROKER_HOST: '::', BROKER_CLIENT_ADDRESS_HEADER: 'X-Real-IP' },
      /^BROKER_HOST=:: listens beyond loopback/,
    ],
    [
      'BROKER_HOST beyond loopback with an https loopback URL but no client address setting',
      { BROKER_HOST: '192.0.2.10', BROKER_PUBLIC_URL: 'https://localhost:8443' },
      /^BROKER_HOST=192.0.2.10 listens beyond loopback/,
    ],
    [
      'a plain http upstream token URL off loopback (the refresh token in clear)',
      { BROKER_UPSTREAM_TOKEN_URL: 'http://tickets.example.com/token' },
      /^BROKER_UPSTREAM_TOKEN_URL must be https \(plain http only on loopback\): the refresh token would travel in clear\.$/,
    ],
    ['no agents and no identity header', { BROKER_AGENTS: '' }, /^No agents: set BROKER_AGENTS/],
    ['no public URL', { BROKER_PUBLIC_URL: '' }, /^BROKER_PUBLIC_URL is not set/],
    ['no allowed origins', { BROKER_ALLOWED_ORIGINS: '' }, /^BROKER_ALLOWED_ORIGINS is not set/],
  ])('%s', async (_, change, sentence) => {
    const problems = await problemsOf(change);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(sentence);
  });

  it('refuses SSO listening beyond loopback without a client-address header, whatever the public URL', async () => {
    for (const publicUrl of ['http://127.0.0.1', 'https://localhost', 'https://broker.example.com']) {
      const problems = await problemsOf({ ...sso, BROKER_HOST: '0.0.0.0', BROKER_PUBLIC_URL: publicUrl });
      // Its own sentence first; the listening address (or the missing header) has its own too.
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(
        /^BROKER_TRUSTED_IDENTITY_HEADER is set on a broker listening beyond loopback \(BROKER_HOST=0.0.0.0\) without BROKER_CLIENT_ADDRESS_HEADER/,
      );
    }
  });

  it.each([
    [
      'a switch to turn the Secure cookie off',
      { BROKER_SECURE_COOKIE: '0' },
      /BROKER_SECURE_COOKIE: no longer read/,
    ],
    [
      'a web origin in the allow-list',
      { BROKER_ALLOWED_ORIGINS: 'https://example.com' },
      /extension origins only/,
    ],
    [
      'an SSO allow-list entry that is neither e-mail nor @domain',
      { BROKER_TRUSTED_IDENTITY_ALLOW: 'example.com' },
      /BROKER_TRUSTED_IDENTITY_ALLOW: list e-mails \(ana@example.com\) or domains written with their @/,
    ],
    [
      'a trusted proxy that is no address or network',
      { BROKER_TRUSTED_PROXIES: '10.0.0.5, proxy.example.com' },
      /BROKER_TRUSTED_PROXIES: list IP addresses \(203.0.113.7\) or networks/,
    ],
    [
      'a trusted network with too many bits',
      { BROKER_TRUSTED_PROXIES: '10.0.0.0/33' },
      /BROKER_TRUSTED_PROXIES: list IP addresses/,
    ],
  ])('refuses %s while reading the variables', (_, change, sentence) => {
    expect(() => brokerOptionsFromEnv({ ...complete, ...change })).toThrow(sentence);
  });
});

describe('the session cookie of an https broker', { timeout: 30_000 }, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ broker: { publicUrl: 'https://broker.example.com' } });
  });
  afterAll(() => stack.close());

  it('is __Host-, Secure, HttpOnly and SameSite=Strict, with no variable asked', async () => {
    const { status, setCookie = '' } = await stack.signIn();
    expect(status).toBe(200);
    expect(setCookie).toMatch(/^__Host-sidedesk_session=[\w-]{40,};/);
    for (const attribute of ['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/'])
      expect(setCookie.split('; ')).toContain(attribute);
    expect(setCookie).not.toMatch(/Domain=/i);
  });
});
