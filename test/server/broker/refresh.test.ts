import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { brokerResponseSchema } from '@/lib/api/schemas';
import { sandboxDefaults } from '@/server/sandbox';
import { AGENT_EMAIL, request, tokenForm } from '@/test/server/sandbox/helpers';
import { type Stack, startStack } from './helpers';

describe('broker upstream refresh', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.close();
    stack = undefined;
  });

  // These tests are about the upstream side: the agent is named by the trusted identity header,
  // which skips the (deliberately slow) password check of a sign-in.
  const agentHeader = { 'X-Test-Agent': AGENT_EMAIL };
  const signedIn = async (options: Parameters<typeof startStack>[0] = {}) => {
    stack = await startStack({
      ...options,
      broker: { rateLimit: { limit: 1000, windowSeconds: 60 }, trustedIdentityHeader: 'X-Test-Agent' },
    });
    return { stack, agent: { headers: agentHeader } };
  };

  it('refreshes upstream exactly once for 50 concurrent requests, then serves from cache', async () => {
    const { stack, agent } = await signedIn();
    const results = await Promise.all(Array.from({ length: 50 }, () => stack.token(agent)));
    expect(results.map((result) => result.status)).toEqual(Array(50).fill(200));
    const tokens = new Set(results.map((result) => brokerResponseSchema.parse(result.json).access_token));
    expect(tokens.size).toBe(1);
    expect(await stack.upstreamRefreshes()).toBe(1);
    expect((await stack.token(agent)).status).toBe(200);
    expect(await stack.upstreamRefreshes()).toBe(1);
  });

  it('refreshes ahead of expiry, not after', async () => {
    // A 2 s upstream lifetime: the broker's skew (60 s) is capped at half of it, so after 1 s the
    // token counts as stale although it is still valid upstream.
    const { stack, agent } = await signedIn({ sandbox: { tokenTtlSeconds: 2 } });
    const first = brokerResponseSchema.parse((await stack.token(agent)).json);
    await sleep(1100);
    const second = brokerResponseSchema.parse((await stack.token(agent)).json);
    expect(await stack.upstreamRefreshes()).toBe(2);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.expires_in).toBeGreaterThanOrEqual(1);
  });

  it('saves a rotated refresh token and keeps using it after a restart', async () => {
    // 2 s tokens: stale after 1 s (half their life), so the restarted broker must refresh.
    const { stack, agent } = await signedIn({ sandbox: { rotateRefreshTokens: true, tokenTtlSeconds: 2 } });
    expect((await stack.token(agent)).status).toBe(200);
    const saved = JSON.parse(await readFile(stack.stateFile, 'utf8')) as { refreshToken: string };
    expect(saved.refreshToken).not.toBe(sandboxDefaults.refreshToken);
    // The initial token is spent upstream: only the saved one still works.
    expect((await request(`${stack.sandbox.url}/token`, tokenForm())).status).toBe(400);

    await stack.restartBroker();
    await sleep(1100);
    const result = await stack.token(agent);
    expect(result.status).toBe(200);
    expect(await stack.upstreamRefreshes()).toBe(3); // the first refresh, the probe above, the restart's
    const rotatedAgain = JSON.parse(await readFile(stack.stateFile, 'utf8')) as { refreshToken: string };
    expect(rotatedAgain.refreshToken).not.toBe(saved.refreshToken);
  });

  it('keeps the cached access token across a restart: no upstream refresh', async () => {
    const { stack, agent } = await signedIn();
    const before = brokerResponseSchema.parse((await stack.token(agent)).json);
    await stack.restartBroker();
    const after = brokerResponseSchema.parse((await stack.token(agent)).json);
    expect(after.access_token).toBe(before.access_token);
    expect(await stack.upstreamRefreshes()).toBe(1);
  });

  it('answers 502 when the upstream fails, and recovers on the next request', async () => {
    const { stack, agent } = await signedIn();
    await stack.sandbox.admin('POST', '/faults', { routes: { token: { failNext: 1 } } });
    const failed = await stack.token(agent);
    expect(failed.status).toBe(502);
    expect(failed.json).toMatchObject({ error: 'upstream_unavailable' });
    expect((await stack.token(agent)).status).toBe(200);
  });

  it('logs no token', async () => {
    const { stack, agent } = await signedIn({ sandbox: { rotateRefreshTokens: true } });
    const issued = brokerResponseSchema.parse((await stack.token(agent)).json);
    await stack.sandbox.admin('POST', '/faults', { routes: { token: { failNext: 1 } } });
    await stack.restartBroker();
    await stack.token(agent);
    const saved = JSON.parse(await readFile(stack.stateFile, 'utf8')) as { refreshToken: string };
    const secrets = [issued.access_token, saved.refreshToken, sandboxDefaults.refreshToken];
    expect(stack.logs.length).toBeGreaterThan(0);
    for (const line of stack.logs) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});
