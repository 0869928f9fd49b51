import { describe, expect, it } from 'vitest';
import { brokerOptionsFromEnv } from '@/server/broker/env';
import { withoutUrlCredentials } from '@/server/broker/log';
import { AGENT_EMAIL } from '@/test/server/sandbox/helpers';
import { EXTENSION_ORIGIN, startStack } from './helpers';
import { productionEnv } from './process';

// What a sign-out ends, honestly: the broker's own session and the device cookie (which names the
// agent); behind an SSO proxy the company sign-in lives on, and the broker says so. And the
// settings that would open the broker are refused at start, each with a sentence.

const fromExtension = (cookie = '') => ({ Cookie: cookie, Origin: EXTENSION_ORIGIN, 'X-Sidedesk': '1' });

describe('sign-out', () => {
  it('leaves no cookie that names the agent: the session and the device cookie both go', async () => {
    const stack = await startStack();
    try {
      const { cookie, device } = await stack.signIn();
      expect(device).toBeDefined();
      const out = await stack.call('/sign-out', {
        method: 'POST',
        headers: fromExtension(`${cookie}; ${device}`),
      });
      expect(out.json).toEqual({ signedOut: true });
      const cleared = out.headers.getSetCookie();
      expect(cleared.some((line) => /^sidedesk_device=;.*Max-Age=0/.test(line))).toBe(true);
      expect(cleared.some((line) => /^sidedesk_session=;.*Max-Age=0/.test(line))).toBe(true);
      const encoded = Buffer.from(AGENT_EMAIL).toString('base64');
      for (const line of cleared) {
        expect(line).not.toContain(AGENT_EMAIL);
        expect(line).not.toContain(encoded);
      }
    } finally {
      await stack.close();
    }
  });

  it('behind an SSO proxy answers signedOut: false, with the SSO logout page when one is set', async () => {
    for (const ssoLogoutUrl of [undefined, 'https://sso.example.com/logout']) {
      const stack = await startStack({
        broker: { trustedIdentityHeader: 'X-Forwarded-Email', ...(ssoLogoutUrl ? { ssoLogoutUrl } : {}) },
      });
      try {
        const out = await stack.call('/sign-out', {
          method: 'POST',
          headers: { ...fromExtension(), 'X-Forwarded-Email': AGENT_EMAIL },
        });
        expect(out.json).toEqual(
          ssoLogoutUrl ? { signedOut: false, logoutUrl: ssoLogoutUrl } : { signedOut: false },
        );
      } finally {
        await stack.close();
      }
    }
  });
});

describe('settings that open the broker', () => {
  const complete = productionEnv('http://127.0.0.1:9', []);
  it.each([['0.0.0.0/0'], ['::/0'], ['10.0.0.5, 0.0.0.0/7'], ['2001:db8::/15']])(
    'refuses trusted proxies %s at start, with a sentence',
    (proxies) => {
      expect(() =>
        brokerOptionsFromEnv({
          ...complete,
          BROKER_TRUSTED_IDENTITY_HEADER: 'X-Forwarded-Email',
          BROKER_TRUSTED_PROXIES: proxies,
        }),
      ).toThrow(/BROKER_TRUSTED_PROXIES: a network wider than \/8 \(IPv4\) or \/16 \(IPv6\)/);
    },
  );

  it('accepts the SSO proxy’s own networks', () => {
    const options = brokerOptionsFromEnv({
      ...complete,
      BROKER_TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32',
    });
    expect(options.trustedProxies).toEqual(['10.0.0.0/8', '2001:db8::/32']);
  });

  it('refuses an upstream token URL with credentials at start, with a sentence', () => {
    expect(() =>
      brokerOptionsFromEnv({
        ...complete,
        BROKER_UPSTREAM_TOKEN_URL: 'https://user:secret@auth.example.com/token',
      }),
    ).toThrow(/BROKER_UPSTREAM_TOKEN_URL: holds a user name or password/);
  });
});

describe('the log', () => {
  it('never carries the user info of a URL', async () => {
    const lines: string[] = [];
    withoutUrlCredentials((line) => void lines.push(line))(
      'token endpoint unreachable: https://user:secret@auth.example.com/token and http://a@b.example',
    );
    expect(lines).toEqual([
      'token endpoint unreachable: https://…@auth.example.com/token and http://…@b.example',
    ]);
  });

  it('of a broker given a credentialed upstream URL all the same keeps the secret out', async () => {
    const stack = await startStack({
      broker: {
        upstreamTokenUrl: 'http://user:s3cret-pw@127.0.0.1:9/token',
        trustedIdentityHeader: 'X-Test-Agent',
      },
    });
    try {
      await stack.token({ headers: { 'X-Test-Agent': AGENT_EMAIL } });
      expect(stack.logs.join('\n')).toContain('upstream refresh failed');
      expect(stack.logs.join('\n')).not.toContain('s3cret-pw');
    } finally {
      await stack.close();
    }
  });
});
