import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createTokenManager } from '@/lib/auth/token-manager';
import { DEFAULT_WORKSPACE_ID } from '@/lib/settings/workspace';
import { tokenStorageOf } from '@/lib/storage/items';
import { sendJson, startStub } from '@/test/support/http-stub';

/** The token of the first workspace. */
const tokenStorage = tokenStorageOf(DEFAULT_WORKSPACE_ID);

// A sign-out (or a change of broker) while the broker is still answering: the late answer must
// never be stored, nor used for the next call, possibly to another origin.

type Stub = Awaited<ReturnType<typeof startStub>>;
const agent = { email: 'agent@sidedesk.test', name: 'Alex Agent' };
let broker: Stub;
let release: () => void;

beforeEach(async () => {
  fakeBrowser.reset();
  let n = 0;
  broker = await startStub(async (_req, res) => {
    const i = ++n;
    if (i === 1) await new Promise<void>((resolve) => (release = resolve)); // the first answer is slow
    sendJson(res, 200, { access_token: `token-${i}`, token_type: 'bearer', expires_in: 3599, agent });
  });
});
afterEach(() => broker.close());

const manager = () =>
  createTokenManager({ brokerUrl: async () => `${broker.url}/token`, store: tokenStorage });
const untilRequested = async (count: number) => {
  while (broker.count('POST', '/token') < count) await new Promise((r) => setTimeout(r, 5));
};

describe('token epochs', () => {
  it('a sign-out during a broker call leaves no token, and the late answer is never used', async () => {
    const tokens = manager();
    const pending = tokens.getToken();
    await untilRequested(1);
    await tokens.clear();
    release();
    await expect(pending).rejects.toMatchObject({ code: 'sign-in-required' });
    expect(await tokenStorage.getValue()).toBeNull();
    // The next call asks the broker again and gets a token of its own.
    expect(await tokens.getToken()).toBe('token-2');
    expect(broker.count('POST', '/token')).toBe(2);
  });

  it('a stored token of another broker is not used', async () => {
    await tokenStorage.setValue({
      accessToken: 'token-of-the-old-broker',
      refreshAt: Date.now() + 3_600_000,
      agent,
      brokerUrl: 'https://old-broker.example.com/token',
    });
    const tokens = manager();
    const pending = tokens.getToken();
    await untilRequested(1);
    release();
    expect(await pending).toBe('token-1');
    expect((await tokenStorage.getValue())?.brokerUrl).toBe(`${broker.url}/token`);
  });
});
