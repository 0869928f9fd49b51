import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '@/lib/api/schemas';
import { request, tempDir, tokenForm } from './sandbox/helpers';

/** Waits until the process printed every pattern; answers the first capture group of each. */
function waitForOutput(child: ChildProcess, patterns: RegExp[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start-up lines in:\n${output}`)), 12_000);
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const matches = patterns.map((pattern) => pattern.exec(output)?.[1]);
      if (matches.every((match) => match !== undefined)) {
        clearTimeout(timer);
        resolve(matches as string[]);
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

describe('npm run sandbox (server/main.ts)', () => {
  let child: ChildProcess;
  let sandboxUrl: string;
  let brokerUrl: string;
  let dir: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    dir = await tempDir();
    child = spawn(join('node_modules', '.bin', 'tsx'), ['server/main.ts', '--reset'], {
      env: {
        ...process.env,
        SANDBOX_PORT: '0',
        BROKER_PORT: '0',
        SANDBOX_DATA: join(dir.path, 'state.json'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    [sandboxUrl = '', brokerUrl = ''] = await waitForOutput(child, [
      /sandbox\s+(http:\/\/127\.0\.0\.1:\d+)/,
      /broker\s+(http:\/\/127\.0\.0\.1:\d+)\/token/,
    ]);
  }, 15_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await dir.remove();
  });

  it('starts the sandbox with the documented default credentials', async () => {
    const result = await request(`${sandboxUrl}/token`, tokenForm());
    expect(tokenResponseSchema.safeParse(result.json).success).toBe(true);
  });

  it('starts the broker in front of it, with its sign-in page', async () => {
    expect((await request(`${brokerUrl}/sign-in`)).text).toContain('Sign in');
    const token = await request(`${brokerUrl}/token`, {
      method: 'POST',
      headers: { Origin: 'chrome-extension://pkilpknhdffdbinlknhefccabdejijlp', 'X-Sidedesk': '1' },
    });
    expect(token.json).toEqual({ error: 'sign_in_required', signInUrl: `${brokerUrl}/sign-in` });
  });
});
