import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidedeskError } from '@/lib/api/errors';
import { createTokenManager } from '@/lib/auth/token-manager';
import { DEFAULT_WORKSPACE_ID } from '@/lib/settings/workspace';
import { tokenStorageOf } from '@/lib/storage/items';
import { sendJson, startStub } from '@/test/support/http-stub';

/** The token of the first workspace. */
const tokenStorage = tokenStorageOf(DEFAULT_WORKSPACE_ID);

type Stub = Awaited<ReturnType<typeof startStub>>;
const agent = { email: 'agent@sidedesk.test', name: 'Alex Agent' };
let broker: Stub;
let answer: (n: number) => [number, unknown];

beforeEach(async () => {
  fakeBrowser.reset();
  let n = 0;
  answer = (i) => [200, { access_token: `token-${i}`, token_type: 'bearer', expires_in: 3599, agent }];
  broker = await startStub(async (_req, res) => {
    const [status, body] = answer(++n);
    await new Promise((r) => setTimeout(r, 20)); // let concurrent callers pile up
    sendJson(res, status, body);
  });
});
afterEach(() => broker.close());

const manager = (now?: () => number) =>
  createTokenManager({
    brokerUrl: async () => `${broker.url}/token`,
    store: tokenStorage,
    ...(now ? { now } : {}),
  });

describe('token manager', () => {
  it('makes one broker request for 20 concurrent callers on an empty cache', async () => {
    const tokens = manager();
    const results = await Promise.all(Array.from({ length: 20 }, () => tokens.getToken()));
    expect(new Set(results)).toEqual(new Set(['token-1']));
    expect(broker.count('POST', '/token')).toBe(1);
  });

  it('sends the custom header and no body to the broker', async () => {
    await manager().getToken();
    expect(broker.requests[0]?.headers['x-sidedesk']).toBe('1');
  });

  it('keeps the token in storage.session and never in storage.local', async () => {
    await manager().getToken();
    expect(JSON.stringify(await fakeBrowser.storage.session.get(null))).toContain('token-1');
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('token-1');
  });

  it('reuses the stored token after a worker restart, and refreshes it ahead of expiry', async () => {
    let clock = 1_000_000;
    await manager(() => clock).getToken();
    expect(await manager(() => clock).getToken()).toBe('token-1'); // a new worker, same session
    clock += 3_599_000 - 30_000; // inside the refresh skew
    expect(await manager(() => clock).getToken()).toBe('token-2');
    expect(broker.count('POST', '/token')).toBe(2);
  });

  it('drops a token proved dead only if it is still the current one', async () => {
    const tokens = manager();
    await tokens.getToken();
    tokens.invalidate('some-older-token');
    expect(await tokens.getToken()).toBe('token-1');
    tokens.invalidate('token-1');
    expect(await tokens.getToken()).toBe('token-2');
  });

  it('turns a broker 401 into sign-in-required carrying the sign-in page', async () => {
    answer = () => [401, { error: 'sign_in_required', signInUrl: 'http://127.0.0.1:9/sign-in' }];
    await expect(manager().getToken()).rejects.toMatchObject({
      code: 'sign-in-required',
      signInUrl: 'http://127.0.0.1:9/sign-in',
    });
  });

  it('refuses a broker answer that holds a refresh token, and stores nothing', async () => {
    answer = () => [
      200,
      { access_token: 'leaky', token_type: 'bearer', expires_in: 3599, agent, refresh_token: 'secret' },
    ];
    await expect(manager().getToken()).rejects.toMatchObject({ code: 'invalid-response' });
    expect(JSON.stringify(await fakeBrowser.storage.session.get(null))).not.toContain('leaky');
  });

  it('says the broker answered something unreadable when it sends a web page instead of a token', async () => {
    answer = () => [200, '<html>Sign in to the office network</html>'];
    await expect(manager().getToken()).rejects.toMatchObject({
      code: 'invalid-response',
      reason: 'error.invalid-response.broker',
    });
  });

  it('says the broker is unreachable when nothing listens', async () => {
    await broker.close();
    await expect(manager().getToken()).rejects.toMatchObject({ code: 'broker-unreachable' });
  });

  it('says Sidedesk is not configured when there is no broker URL', async () => {
    const tokens = createTokenManager({ brokerUrl: async () => '', store: tokenStorage });
    await expect(tokens.getToken()).rejects.toMatchObject({ code: 'not-configured' });
  });

  it('asks the broker nothing while signed out, and asks at once when the agent presses Sign in', async () => {
    const refusal = new SidedeskError('sign-in-required', {
      reason: 'error.sign-in-required.after-sign-out',
    });
    const heard: boolean[] = [];
    const tokens = createTokenManager({
      brokerUrl: async () => `${broker.url}/token`,
      store: tokenStorage,
      signedOut: async () => refusal,
      onAgent: (_agent, asked) => void heard.push(asked),
    });
    await expect(tokens.getToken()).rejects.toBe(refusal);
    await expect(tokens.getAgent()).rejects.toBe(refusal);
    expect(broker.count('POST', '/token')).toBe(0);
    expect(await tokens.askNow()).toEqual(agent);
    expect(broker.count('POST', '/token')).toBe(1);
    expect(heard).toEqual([true]);
  });

  it('tells of a broker 401 before its caller hears it', async () => {
    answer = () => [401, { error: 'sign_in_required', signInUrl: 'https://broker.example/sign-in' }];
    const order: string[] = [];
    const tokens = createTokenManager({
      brokerUrl: async () => `${broker.url}/token`,
      store: tokenStorage,
      onSignInRequired: async () => void order.push('told'),
    });
    await tokens.getToken().catch(() => order.push('caller'));
    expect(order).toEqual(['told', 'caller']);
  });
});
