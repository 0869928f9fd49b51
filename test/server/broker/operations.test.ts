import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/broker/passwords';
import { startRedis, waitForLine } from '@/test/server/redis-server';
import { AGENT_EMAIL, startSandbox, tempDir } from '@/test/server/sandbox/helpers';
import { holdSignIn, refusesConnections } from './held-sign-in';
import { startStack } from './helpers';
import { productionEnv, spawnBroker } from './process';

const TIMESTAMPED = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z (info |warn |error) broker: /;

describe('the broker, operable', { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('GET /healthz: 200 while its store answers, 503 with a short JSON once Redis is down', async () => {
    const redis = await startRedis();
    cleanups.push(redis.stop);
    const stack = await startStack({ broker: { redisUrl: redis.url } });
    cleanups.push(stack.close);
    const healthy = await stack.call('/healthz', {});
    expect([healthy.status, healthy.json]).toEqual([200, { status: 'ok' }]);
    expect(healthy.headers.get('Cache-Control')).toBe('no-store');
    await redis.stop();
    await expect.poll(async () => (await stack.call('/healthz', {})).status, { timeout: 20_000 }).toBe(503);
    const down = await stack.call('/healthz', {});
    expect(down.json).toEqual({ status: 'unavailable', store: 'unreachable' });
    expect(down.headers.get('Retry-After')).toBe('2');
  });

  it('logs one line per request, without its query, token, cookie or password', async () => {
    const stack = await startStack();
    cleanups.push(stack.close);
    const signedIn = await stack.signIn();
    const token = await stack.token({ cookie: signedIn.cookie });
    await stack.call('/sign-in?code=a-secret-code', { headers: { Cookie: signedIn.cookie ?? '' } });
    const accessToken = (token.json as { access_token: string }).access_token;
    const requestLines = stack.logs.filter((line) => /^(GET|POST) /.test(line));
    expect(requestLines).toEqual([
      expect.stringMatching(/^POST \/sign-in 200 \d+ ms$/),
      expect.stringMatching(/^POST \/token 200 \d+ ms$/),
      expect.stringMatching(/^GET \/sign-in\?… 200 \d+ ms$/),
    ]);
    const all = stack.logs.join('\n');
    for (const secret of [
      'sidedesk', // the demo password
      signedIn.cookie?.split('=')[1] ?? 'no cookie',
      signedIn.device?.split('=')[1] ?? 'no device cookie',
      accessToken,
      'a-secret-code',
    ])
      expect(all).not.toContain(secret);
  });

  it('on SIGTERM finishes the request in flight, refuses new connections, and exits 0', async () => {
    const sandbox = await startSandbox();
    cleanups.push(sandbox.close);
    const dir = await tempDir();
    cleanups.push(dir.remove);
    const agents = [{ email: AGENT_EMAIL, name: 'Alex Agent', passwordHash: await hashPassword('right') }];
    const child = spawnBroker({
      ...productionEnv(sandbox.url, agents),
      BROKER_STATE: join(dir.path, 'state.json'),
    });
    cleanups.push(async () => child.kill('SIGKILL'));
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const [, url = ''] = await waitForLine(child, /listening on (http:\/\/[\d.]+:\d+)/);

    const held = await holdSignIn(url, { email: AGENT_EMAIL, password: 'right' });
    child.kill('SIGTERM');
    await expect.poll(() => refusesConnections(url), { timeout: 20_000 }).toBe(true);
    // The held request is still answered, in full, once its body arrives.
    const { status, text, connection } = await held.release();
    expect(status).toBe(200);
    expect(text).toContain('Signed in as Alex Agent');
    expect(connection).toBe('close');
    expect(await exited).toBe(0);
    const lines = output.trim().split('\n');
    for (const line of lines) expect(line).toMatch(TIMESTAMPED);
    expect(output).toMatch(
      /info {2}broker: shutting down: finishing the requests in flight\n.*info {2}broker: POST \/sign-in 200 \d+ ms\n.*info {2}broker: stopped\n/,
    );
  });
});
