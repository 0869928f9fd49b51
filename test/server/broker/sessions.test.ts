import { readFile, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './helpers';

describe('broker sessions in the embedded store', { timeout: 30_000 }, () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.close();
    stack = undefined;
  });

  it('keep a signed-in agent signed in across a restart; the file holds no session id', async () => {
    stack = await startStack();
    const { cookie = '' } = await stack.signIn();
    expect((await stack.token({ cookie })).status).toBe(200);
    await stack.restartBroker();
    expect((await stack.token({ cookie })).status).toBe(200);
    const file = await readFile(stack.stateFile, 'utf8');
    expect(file).not.toContain(cookie.split('=')[1]);
    expect((await stat(stack.stateFile)).mode & 0o777).toBe(0o600);
  });

  it('forget a session on sign-out, also after a restart', async () => {
    stack = await startStack();
    const { cookie = '' } = await stack.signIn();
    const out = await stack.call('/sign-out', { method: 'POST', headers: { Cookie: cookie } });
    expect(out.status).toBe(200);
    await stack.restartBroker();
    expect((await stack.token({ cookie })).status).toBe(401);
  });

  it('expire sessions after their lifetime', async () => {
    stack = await startStack({ broker: { sessionTtlSeconds: 1 } });
    const { cookie = '' } = await stack.signIn();
    expect((await stack.token({ cookie })).status).toBe(200);
    await sleep(1100);
    expect((await stack.token({ cookie })).status).toBe(401);
  });
});
