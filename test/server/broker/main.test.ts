import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerResponseSchema } from '@/lib/api/schemas';
import { defaultAgents } from '@/server/broker/default-agents';
import { AGENT_EMAIL, request, startSandbox, tempDir } from '@/test/server/sandbox/helpers';
import { EXTENSION_ORIGIN } from './helpers';
import { productionEnv, runBrokerToExit, startBrokerProcess } from './process';

// Well formed, of the minimum cost, and of no published password (no real hash at all).
const agent = {
  email: AGENT_EMAIL,
  name: 'Alex Agent',
  passwordHash: 'scrypt$16384$8$1$c29tZS1zYWx0LXZhbHVlIQ$bm90LXRoZS1kZW1vLWhhc2gtYXQtYWxsLWZvci10ZXN0cw',
};

// Each case starts server/broker/main.ts as a team runs it (the sentences themselves are checked
// one by one in production-config.test.ts).
describe('server/broker/main.ts in production', { timeout: 30_000 }, () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    dir = await tempDir();
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
    await dir.remove();
  });

  it('refuses a weak config: exits 1 with every sentence, and never listens', async () => {
    const { code, output } = await runBrokerToExit({
      ...productionEnv(sandbox.url, [defaultAgents[1]]),
      BROKER_PUBLIC_URL: 'http://broker.example.com',
      BROKER_ALLOWED_ORIGINS: '',
    });
    expect(code).toBe(1);
    expect(output).toContain('The broker will not start:');
    expect(output).toContain('- BROKER_PUBLIC_URL must be https');
    expect(output).toContain('- BROKER_CLIENT_ADDRESS_HEADER is not set');
    expect(output).toContain('- BROKER_ALLOWED_ORIGINS is not set');
    expect(output).toContain('- The agent sam@sidedesk.test uses the published demo password');
    expect(output).not.toMatch(/listening/);
  });

  it.each([
    [
      'SSO with no proxy in front',
      {
        BROKER_AGENTS: '',
        BROKER_TRUSTED_IDENTITY_HEADER: 'X-Forwarded-Email',
        BROKER_TRUSTED_IDENTITY_ALLOW: '@sidedesk.test',
        BROKER_NO_PROXY: '1',
      },
      '- BROKER_TRUSTED_IDENTITY_HEADER is set with BROKER_NO_PROXY=1',
    ],
    [
      'a listening address beyond loopback behind a loopback public URL',
      { BROKER_HOST: '0.0.0.0' },
      '- BROKER_HOST=0.0.0.0 listens beyond loopback',
    ],
    [
      'a plain http upstream token URL off loopback',
      { BROKER_UPSTREAM_TOKEN_URL: 'http://tickets.example.com/token' },
      '- BROKER_UPSTREAM_TOKEN_URL must be https',
    ],
  ])('refuses %s: exits 1 with its sentence alone, and never listens', async (_, change, sentence) => {
    const { code, output } = await runBrokerToExit({
      ...productionEnv(sandbox.url, [agent]),
      ...change,
    });
    expect(code).toBe(1);
    expect(output).toContain(`The broker will not start:\n${sentence}`);
    expect(output.match(/^- /gm)).toHaveLength(1);
    expect(output).not.toMatch(/listening/);
  });

  it('in SSO mode issues a token to an allowed agent and refuses anyone else', async () => {
    const broker = await startBrokerProcess({
      ...productionEnv(sandbox.url, []),
      BROKER_AGENTS: '',
      BROKER_TRUSTED_IDENTITY_HEADER: 'X-Forwarded-Email',
      BROKER_TRUSTED_IDENTITY_ALLOW: '@sidedesk.test, ana@partner.example',
      BROKER_STATE: join(dir.path, 'sso.json'),
    });
    const token = (email?: string) =>
      request(`${broker.url}/token`, {
        method: 'POST',
        headers: {
          Origin: EXTENSION_ORIGIN,
          'X-Sidedesk': '1',
          ...(email ? { 'X-Forwarded-Email': email } : {}),
        },
      });
    try {
      const allowed = await token(AGENT_EMAIL);
      expect(allowed.status).toBe(200);
      expect(brokerResponseSchema.parse(allowed.json).agent.email).toBe(AGENT_EMAIL);
      expect((await token('Ana@Partner.example')).status).toBe(200);
      for (const stranger of [
        'bob@partner.example',
        'eve@evil.sidedesk.test',
        'eve@sidedesk.test.evil.example',
      ]) {
        const refused = await token(stranger);
        expect(refused.status).toBe(403);
        expect(refused.json).toMatchObject({ error: 'unknown_agent' });
      }
      // Without the proxy's header no one is signed in; no password agents exist in this mode.
      expect((await token()).status).toBe(401);
      const demo = await request(`${broker.url}/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'sam@sidedesk.test', password: 'sidedesk' }),
      });
      expect(demo.status).toBe(401);
    } finally {
      await broker.stop();
    }
  });
});
