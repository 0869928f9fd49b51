import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerResponseSchema } from '@/lib/api/schemas';
import { startRedis, stopProcess, waitForLine } from '@/test/server/redis-server';
import { AGENT_EMAIL, request, startSandbox } from '@/test/server/sandbox/helpers';
import { holdSignIn, refusesConnections } from './held-sign-in';
import { DEPLOY_STEPS, installedAndReachable, packAndInstall, packagesImported } from './packed';
import { productionEnv } from './process';

const run = promisify(execFile);
const PASSWORD = 'packaged broker test password';
const EXTENSION = { Origin: 'chrome-extension://pkilpknhdffdbinlknhefccabdejijlp', 'X-Sidedesk': '1' };
const brokerManifest = JSON.parse(readFileSync('server/broker/package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};
const DEV_TOOLS = ['wxt', 'vite', '@playwright/test', 'playwright', 'tsx', 'typescript', 'esbuild', 'vitest'];

// The broker as an operator gets it (docs/deploy.md): packed, installed with `--omit=dev` into an
// empty folder outside the repository, started by its `sidedesk-broker` command with node.
describe('the packed broker', { timeout: 60_000 }, () => {
  let install: Awaited<ReturnType<typeof packAndInstall>>;
  // Node itself, then the system's commands: the bin's `#!/usr/bin/env node` finds this node.
  const PATH = [dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(delimiter);
  beforeAll(async () => {
    install = await packAndInstall();
  }, 180_000);
  afterAll(() => install?.remove());

  it('is packed and installed with the commands docs/deploy.md gives', () => {
    const deploy = readFileSync('docs/deploy.md', 'utf8');
    expect(deploy).toContain(`npm ${DEPLOY_STEPS.pack.join(' ')} .output`);
    expect(deploy).toContain(`npm ${DEPLOY_STEPS.install.join(' ')} ./sidedesk-broker-`);
    expect(deploy).toContain('/opt/sidedesk-broker/node_modules/.bin/sidedesk-broker hash-password');
  });

  it('holds the built JavaScript, its ops files and README, and no TypeScript', () => {
    expect(install.packed).toContain('dist/cli.js');
    expect(install.packed).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'ops/sidedesk-broker.service',
        'ops/Containerfile',
      ]),
    );
    expect(
      install.packed.filter((file) => !/^(dist\/[\w-]+\.js|ops\/.+|package\.json|README\.md)$/.test(file)),
    ).toEqual([]);
  });

  it('installs its runtime dependencies and theirs only, and its code imports nothing else', () => {
    const { installed, reachable } = installedAndReachable(install.prefix, 'sidedesk-broker');
    expect(installed.has('sidedesk-broker')).toBe(true);
    for (const dependency of Object.keys(brokerManifest.dependencies))
      expect(installed).toContain(dependency);
    expect([...installed].filter((name) => !reachable.has(name))).toEqual([]);
    expect(DEV_TOOLS.filter((name) => installed.has(name))).toEqual([]);
    // The extension's schemas and language tags are built in: no import leaves the package but
    // for Node's own modules and the declared dependencies.
    const dist = join(install.prefix, 'node_modules', 'sidedesk-broker', 'dist');
    expect([...packagesImported(dist)].sort()).toEqual(Object.keys(brokerManifest.dependencies).sort());
  });

  it('hashes a password read from stdin with `sidedesk-broker hash-password`', async () => {
    expect(await hashWithCommand(install.bin, PATH)).toMatch(/^scrypt\$16384\$8\$\d+\$[\w-]+\$[\w-]+$/);
  });

  it('has a systemd unit that starts the installed command and that systemd-analyze accepts', async (context) => {
    const unit = readFileSync('server/broker/ops/sidedesk-broker.service', 'utf8');
    // The unit names the install folder of docs/deploy.md; here it is the test's own.
    const installed = unit.replaceAll('/opt/sidedesk-broker', install.prefix);
    expect(installed).toContain(`ExecStart=${install.bin}\n`);
    const analyze = await run('systemd-analyze', ['--version']).catch(() => undefined);
    context.skip(!analyze, 'systemd-analyze is not installed here, so the unit was not verified');
    const file = join(install.dir, 'sidedesk-broker.service');
    await writeFile(file, installed);
    const { stderr } = await run('systemd-analyze', ['verify', file]);
    expect(stderr).toBe('');
  });

  it('serves two replicas on one Redis: signed in through one, a token from the other; SIGTERM drains both', async () => {
    const redis = await startRedis();
    const sandbox = await startSandbox();
    const passwordHash = await hashWithCommand(install.bin, PATH);
    const env = {
      PATH,
      NODE_ENV: 'production',
      BROKER_PORT: '0',
      BROKER_REDIS_URL: redis.url,
      ...productionEnv(sandbox.url, [{ email: AGENT_EMAIL, name: 'Alex Agent', passwordHash }]),
    };
    const children: ChildProcess[] = [];
    try {
      const replicas = await Promise.all(
        [1, 2].map(async () => {
          const child = spawn(install.bin, [], { cwd: install.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
          children.push(child);
          const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
          const [, url = ''] = await waitForLine(child, /listening on (http:\/\/[\d.]+:\d+)/);
          return { child, url, exited };
        }),
      );
      const [one, other] = replicas as [(typeof replicas)[0], (typeof replicas)[0]];
      expect(one.url).not.toBe(other.url);

      const signIn = await request(`${one.url}/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: AGENT_EMAIL, password: PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const token = await request(`${other.url}/token`, {
        method: 'POST',
        headers: { ...EXTENSION, Cookie: cookie },
      });
      expect(token.status).toBe(200);
      expect(brokerResponseSchema.parse(token.json).agent.email).toBe(AGENT_EMAIL);
      expect((await request(`${other.url}/healthz`)).json).toEqual({ status: 'ok' });

      // A request in flight on each, then SIGTERM to both: each answers it in full, then exits 0.
      const held = await Promise.all(
        replicas.map(({ url }) => holdSignIn(url, { email: AGENT_EMAIL, password: PASSWORD })),
      );
      for (const { child } of replicas) child.kill('SIGTERM');
      for (const { url } of replicas)
        await expect.poll(() => refusesConnections(url), { timeout: 20_000 }).toBe(true);
      for (const request of held) {
        const answer = await request.release();
        expect(answer.status).toBe(200);
        expect(answer.text).toContain('Signed in as Alex Agent');
        expect(answer.connection).toBe('close');
      }
      expect(await Promise.all(replicas.map(({ exited }) => exited))).toEqual([0, 0]);
    } finally {
      for (const child of children) await stopProcess(child, 'SIGKILL');
      await sandbox.close();
      await redis.stop();
    }
  });
});

/** `sidedesk-broker hash-password` with the password on stdin: the hash it prints. */
async function hashWithCommand(bin: string, PATH: string): Promise<string> {
  const child = spawn(bin, ['hash-password'], { env: { PATH }, stdio: ['pipe', 'pipe', 'ignore'] });
  let stdout = '';
  child.stdout.on('data', (chunk) => {
    stdout += String(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin.end(`${PASSWORD}\n`);
  if ((await exited) !== 0) throw new Error('sidedesk-broker hash-password failed');
  return stdout.trim();
}
