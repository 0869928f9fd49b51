import { type ChildProcess, spawn } from 'node:child_process';
import { sandboxDefaults } from '@/server/sandbox';
import { stopProcess, waitForLine } from '@/test/server/redis-server';

/**
 * `server/broker/main.ts` as a team runs it, in its own process: node with tsx's loader, not the
 * tsx command, whose extra parent process would survive a SIGKILL meant for the broker.
 */
export function spawnBroker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/broker/main.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, BROKER_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs main.ts to its exit: the code and all it printed (for the refusals). */
export function runBrokerToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawnBroker(env);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/** A running broker process: its URL, pid, and how to stop or kill it. */
export async function startBrokerProcess(env: Record<string, string>) {
  const child = spawnBroker(env);
  const [, url = ''] = await waitForLine(child, /listening on (http:\/\/[\d.]+:\d+)/);
  return {
    url,
    pid: child.pid,
    stop: (signal?: NodeJS.Signals) => stopProcess(child, signal),
  };
}

export type BrokerProcess = Awaited<ReturnType<typeof startBrokerProcess>>;

/** The variables of a production start in front of the sandbox at `sandboxUrl`. */
export function productionEnv(sandboxUrl: string, agents: unknown[]): Record<string, string> {
  return {
    BROKER_UPSTREAM_TOKEN_URL: `${sandboxUrl}/token`,
    BROKER_CLIENT_ID: sandboxDefaults.clientId,
    BROKER_REFRESH_TOKEN: sandboxDefaults.refreshToken,
    BROKER_PUBLIC_URL: 'http://127.0.0.1',
    BROKER_ALLOWED_ORIGINS: 'chrome-extension://pkilpknhdffdbinlknhefccabdejijlp',
    BROKER_AGENTS: JSON.stringify(agents),
    BROKER_RATE_LIMIT: '10000',
  };
}
