// @vitest-environment node
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAgents } from '../../server/broker/default-agents';
import { productionEnv, runBrokerToExit, startBrokerProcess } from './broker-process';
import { AGENT_EMAIL, request, tempDir } from './sandbox-helpers';

// A hash of some other password: main.ts never verifies it, so any well-formed hash does.
const agent = {
  email: AGENT_EMAIL,
  name: 'Alex Agent',
  passwordHash: 'scrypt$16384$8$5$c29tZS1zYWx0LXZhbHVlIQ$bm90LXRoZS1kZW1vLWhhc2gtYXQtYWxsLWZvci10ZXN0cw',
};

describe('server/broker/main.ts refuses unsafe production configs', { timeout: 30_000 }, () => {
  const complete = productionEnv('http://127.0.0.1:9', [agent]);
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    dir = await tempDir();
  });
  afterAll(() => dir.remove());

  it.each([
    ['no agents and no identity header', { BROKER_AGENTS: '' }, /No agents: set BROKER_AGENTS/],
    ['an empty agent list', { BROKER_AGENTS: '[]' }, /No agents: set BROKER_AGENTS/],
    ['no public URL', { BROKER_PUBLIC_URL: '' }, /BROKER_PUBLIC_URL is not set/],
    ['no allowed origins', { BROKER_ALLOWED_ORIGINS: '' }, /BROKER_ALLOWED_ORIGINS is not set/],
    [
      'a published demo password hash',
      { BROKER_AGENTS: JSON.stringify([agent, defaultAgents[1]]) },
      /The agent sam@sidedesk.test uses the published demo password/,
    ],
    [
      'a web origin in the allow-list',
      { BROKER_ALLOWED_ORIGINS: 'https://example.com' },
      /extension origins only/,
    ],
  ])('%s: exits 1 with a sentence', async (_, change, sentence) => {
    const { code, output } = await runBrokerToExit({ ...complete, ...change });
    expect(code).toBe(1);
    expect(output).toMatch(sentence);
    expect(output).not.toMatch(/listening/);
  });

  it('starts with a complete config, on the embedded store; an SSO header may stand in for agents', async () => {
    const env = {
      ...complete,
      BROKER_AGENTS: '',
      BROKER_TRUSTED_IDENTITY_HEADER: 'X-Forwarded-Email',
      BROKER_STATE: join(dir.path, 'state.json'),
    };
    const broker = await startBrokerProcess(env);
    try {
      const page = await request(`${broker.url}/sign-in`);
      expect(page.status).toBe(200);
      // The demo agents are not there: their password signs no one in.
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
