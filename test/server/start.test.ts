import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './sandbox/helpers';

// `npm start` as a newcomer runs it: the whole output read, twice (the second against the busy
// ports of the first). It builds the extension, so it is slow; the server project runs it alone.

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

function start(env: Record<string, string>) {
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['server/start.ts'], {
    env: { ...process.env, ...env, SIDEDESK_NO_BROWSER: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  return { child, exited, output: () => output };
}

async function stop(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
}

describe('npm start (server/start.ts)', () => {
  const dirs: Awaited<ReturnType<typeof tempDir>>[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => dir.remove())));

  it('prints no warning and ends with the steps to load the extension; a second start names the busy port first', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const env = {
      SANDBOX_PORT: String(await freePort()),
      BROKER_PORT: String(await freePort()),
      SANDBOX_DATA: join(dir.path, 'state.json'),
      WXT_OUT_DIR: join(dir.path, 'output'),
    };
    const first = start(env);
    try {
      await expect
        .poll(first.output, { timeout: 150_000, interval: 200 })
        .toContain('Ctrl+C stops the sandbox and the broker.');
      const output = first.output();
      expect(output).not.toMatch(/warn|error|can't be bundled|PLUGIN_TIMINGS/i);
      expect(output.trimEnd().endsWith('Ctrl+C stops the sandbox and the broker.')).toBe(true);
      expect(output).toMatch(/Load unpacked[\s\S]*Pin Sidedesk[\s\S]*Alt\+Shift\+S[\s\S]*Alt\+Shift\+D/);
      expect(output.indexOf('agent@sidedesk.test')).toBeLessThan(output.indexOf('Load unpacked'));

      const second = start(env);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`Port ${env.SANDBOX_PORT} (SANDBOX_PORT) is already in use`);
      expect(second.output()).toContain(`SANDBOX_PORT=${Number(env.SANDBOX_PORT) + 10} npm start`);
      expect(second.output()).not.toMatch(/Building|Built extension/);
    } finally {
      await stop(first.child, first.exited);
    }
  }, 180_000);
});
