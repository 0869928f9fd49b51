import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startStack } from './helpers';

const run = promisify(execFile);
const BIN = '/opt/sidedesk-broker/node_modules/.bin/sidedesk-broker';

interface Instruction {
  op: string;
  args: string;
}

/** The Containerfile's instructions by stage (continuation lines joined, comments left out). */
function containerStages(text: string): Instruction[][] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Instruction[][] = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { op: op.toUpperCase(), args: args.trim() };
    if (instruction.op === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

/** The systemd unit's `[Service]` settings, each key with its values in order. */
function serviceSettings(text: string): Map<string, string[]> {
  const service = text.split(/^\[/m).find((section) => section.startsWith('Service]')) ?? '';
  const settings = new Map<string, string[]>();
  for (const [, key = '', value = ''] of service.matchAll(/^(\w+)=(.*)$/gm))
    settings.set(key, [...(settings.get(key) ?? []), value.trim()]);
  return settings;
}

describe('the broker ops files (server/broker/ops/)', () => {
  it('the systemd unit runs the installed command as its own user, hardened, restarted, with the environment file', () => {
    const service = serviceSettings(readFileSync('server/broker/ops/sidedesk-broker.service', 'utf8'));
    expect(service.get('ExecStart')).toEqual([BIN]);
    expect(service.get('User')?.[0]).toMatch(/^(?!root$)[a-z][\w-]*$/);
    expect(service.get('EnvironmentFile')).toEqual(['/etc/sidedesk/broker.env']);
    expect(service.get('Restart')).toEqual(['on-failure']);
    expect(service.get('NoNewPrivileges')).toEqual(['yes']);
    expect(service.get('ProtectSystem')).toEqual(['strict']);
    expect(service.get('KillSignal')).toEqual(['SIGTERM']);
    // The broker drains for at most 10 s: systemd must wait longer before it kills.
    expect(Number.parseInt(service.get('TimeoutStopSec')?.[0] ?? '0', 10)).toBeGreaterThan(10);
  });

  const stages = containerStages(readFileSync('server/broker/ops/Containerfile', 'utf8'));
  const final = stages.at(-1) ?? [];
  const args = (op: string) => final.filter((instruction) => instruction.op === op).map(({ args }) => args);

  it('the Containerfile installs the runtime dependencies in a stage of its own', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const install = stages.slice(0, -1).flat();
    expect(install.some(({ op, args }) => op === 'RUN' && /npm install .*--omit=dev/.test(args))).toBe(true);
    expect(final.some(({ op, args }) => op === 'COPY' && args.startsWith('--from='))).toBe(true);
    expect(args('RUN').join(' ')).not.toMatch(/npm install/);
  });

  it('the image runs the command as a user that is not root, and stops it with SIGTERM', () => {
    const users = args('USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    // Nothing after the last USER runs as root again.
    const lastUser = final.findLastIndex(({ op }) => op === 'USER');
    expect(final.slice(lastUser).filter(({ op }) => op === 'RUN')).toEqual([]);
    expect(args('STOPSIGNAL')).toEqual(['SIGTERM']);
    expect(args('ENTRYPOINT').map((entry) => JSON.parse(entry))).toEqual([[BIN]]);
  });

  it('the image health check asks /healthz: passes while the broker answers, fails once it is gone', async () => {
    const [healthcheck = ''] = args('HEALTHCHECK');
    const [, options = '', command = '[]'] = /^(.*?)\s*CMD\s+(\[.*\])$/.exec(healthcheck) ?? [];
    expect(options).toMatch(/--timeout=\d+s/);
    const [program, ...rest] = JSON.parse(command) as string[];
    expect(program).toBe('node');
    expect(rest.join(' ')).toContain('/healthz');
    const stack = await startStack();
    const check = () =>
      run(process.execPath, rest, { env: { BROKER_PORT: new URL(stack.url).port } }).then(
        () => 0,
        (error: { code?: number }) => error.code,
      );
    try {
      expect(await check()).toBe(0);
    } finally {
      await stack.close();
    }
    expect(await check()).toBe(1);
  });
});
