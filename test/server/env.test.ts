import { describe, expect, it } from 'vitest';
import { brokerOptionsFromEnv } from '@/server/broker/env';
import { DEFAULT_SANDBOX_DATA, sandboxOptionsFromEnv } from '@/server/sandbox/env';

const CHROME_ORIGIN = 'chrome-extension://pkilpknhdffdbinlknhefccabdejijlp';
const FIREFOX_ORIGIN = 'moz-extension://0d7e8f3a-1b2c-4d5e-8f90-a1b2c3d4e5f6';
const brokerBasics = {
  BROKER_UPSTREAM_TOKEN_URL: 'http://127.0.0.1:8787/token',
  BROKER_CLIENT_ID: 'c',
  BROKER_REFRESH_TOKEN: 'r',
};

describe('configuration by environment variables', () => {
  it('reads the sandbox variables, leaving unset ones to the defaults', () => {
    expect(sandboxOptionsFromEnv({}, false)).toMatchObject({
      dataFile: DEFAULT_SANDBOX_DATA,
      clientId: undefined,
    });
    const options = sandboxOptionsFromEnv(
      {
        SANDBOX_DATA: '/tmp/x.json',
        SANDBOX_TOKEN_TTL: '60',
        SANDBOX_ROTATE_REFRESH_TOKENS: 'true',
        SANDBOX_FAULTS: '{"routes":{"reply":{"latencyMs":800}}}',
        SANDBOX_CLIENT_ID: '',
      },
      true,
    );
    expect(options).toMatchObject({
      dataFile: '/tmp/x.json',
      reset: true,
      tokenTtlSeconds: 60,
      rotateRefreshTokens: true,
      faults: { routes: { reply: { latencyMs: 800 } } },
      clientId: undefined,
    });
  });

  it.each([
    ['SANDBOX_TOKEN_TTL', { SANDBOX_TOKEN_TTL: 'an hour' }],
    ['SANDBOX_FAULTS', { SANDBOX_FAULTS: '{"routes":' }],
    ['SANDBOX_ROTATE_REFRESH_TOKENS', { SANDBOX_ROTATE_REFRESH_TOKENS: 'maybe' }],
  ])('names the invalid variable %s', (name, env) => {
    expect(() => sandboxOptionsFromEnv(env, false)).toThrow(name);
  });

  it.each(['https://evil.example', '*', 'null', 'chrome-extension://abc'])(
    'refuses %s in BROKER_ALLOWED_ORIGINS: only extension origins',
    (origin) => {
      const env = { ...brokerBasics, BROKER_ALLOWED_ORIGINS: `${CHROME_ORIGIN},${origin}` };
      expect(() => brokerOptionsFromEnv(env)).toThrow(/BROKER_ALLOWED_ORIGINS: list extension origins only/);
    },
  );

  it('reads the broker variables, with fallbacks for what the one-command setup knows', () => {
    const options = brokerOptionsFromEnv(
      {
        BROKER_ALLOWED_ORIGINS: `${CHROME_ORIGIN}, ${FIREFOX_ORIGIN}`,
        BROKER_RATE_LIMIT: '5',
        BROKER_TRUSTED_IDENTITY_HEADER: 'X-Forwarded-Email',
      },
      brokerBasics,
    );
    expect(options).toMatchObject({
      upstreamTokenUrl: 'http://127.0.0.1:8787/token',
      allowedOrigins: [CHROME_ORIGIN, FIREFOX_ORIGIN],
      rateLimit: { limit: 5, windowSeconds: 60 },
      trustedIdentityHeader: 'X-Forwarded-Email',
    });
  });

  it('requires the upstream and credentials for a standalone broker', () => {
    expect(() => brokerOptionsFromEnv({})).toThrow(/BROKER_UPSTREAM_TOKEN_URL/);
    expect(() =>
      brokerOptionsFromEnv({
        BROKER_UPSTREAM_TOKEN_URL: 'http://x/token',
        BROKER_CLIENT_ID: 'c',
        BROKER_REFRESH_TOKEN: 'r',
        BROKER_AGENTS: '[{"email":"x"}]',
      }),
    ).toThrow(/BROKER_AGENTS/);
  });
});
