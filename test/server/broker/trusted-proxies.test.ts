import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxyCheck } from '@/server/broker/trusted-proxies';
import { AGENT_EMAIL } from '@/test/server/sandbox/helpers';
import { EXTENSION_ORIGIN, type Stack, startStack } from './helpers';
import { postFrom } from './sign-in-from';

const PROXY = '127.0.0.5';
const STRANGER = '127.0.0.6';

describe('the identity header counts only from the SSO proxy', { timeout: 30_000 }, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      broker: {
        trustedIdentityHeader: 'X-Forwarded-Email',
        trustedIdentityAllow: ['@sidedesk.test'],
        trustedProxies: [PROXY],
      },
    });
  });
  afterAll(() => stack.close());

  const tokenFrom = (localAddress: string) =>
    postFrom(`${stack.url}/token`, {
      localAddress,
      headers: { Origin: EXTENSION_ORIGIN, 'X-Sidedesk': '1', 'X-Forwarded-Email': AGENT_EMAIL },
    });

  it('gives the proxy the named agent a token', async () => {
    const answer = await tokenFrom(PROXY);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ agent: { email: AGENT_EMAIL } });
  });

  it('ignores the header from any other peer, even on this machine, and says so in the log', async () => {
    const answer = await tokenFrom(STRANGER);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toMatchObject({ error: 'sign_in_required' });
    expect(answer.text).not.toContain('access_token');
    const line = stack.logs.find((entry) => entry.includes('ignored X-Forwarded-Email'));
    expect(line).toBe(
      `ignored X-Forwarded-Email from ${STRANGER}: not a trusted proxy (BROKER_TRUSTED_PROXIES)`,
    );
    // The value the stranger sent is not in the log: no e-mail, cookie or token there.
    expect(stack.logs.join('\n')).not.toContain(AGENT_EMAIL);
  });
});

describe('the trusted proxies list', () => {
  it('is loopback by default and matches addresses and networks, IPv4 inside IPv6 as IPv4', () => {
    const loopback = createProxyCheck();
    expect(['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1'].map(loopback)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.5', '::2', undefined, 'garbage'].map(loopback)).toEqual([false, false, false, false]);
    const listed = createProxyCheck(['10.0.0.5', '10.1.0.0/16', '2001:db8::/32']);
    expect(['10.0.0.5', '::ffff:10.1.200.3', '2001:db8:aa::1'].map(listed)).toEqual([true, true, true]);
    expect(['10.0.0.6', '127.0.0.1', '2001:db9::1'].map(listed)).toEqual([false, false, false]);
  });
});
