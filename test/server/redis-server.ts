import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';

/** A free loopback port (listen on 0, read it, let go). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Waits until the process printed `pattern`; answers the match. Rejects if it exits first. */
export function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs = 15_000,
): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const match = pattern.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(match);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

/** Stops a child process and waits for it (SIGKILL for a crash, SIGTERM for a clean stop). */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/**
 * Debian's redis-server on a free loopback port, nothing saved to disk; `stop()` ends it.
 * `pause()` / `resume()` freeze and thaw it (SIGSTOP / SIGCONT: connections stay open, nothing is
 * answered); `restartEmpty()` replaces it by a fresh one on the same port (running `whileDown` in between), as a Redis without
 * persistence comes back after a crash. `.ci/run` installs it.
 */
export async function startRedis() {
  const port = await freePort();
  const spawnRedis = async () => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    await waitForLine(child, /Ready to accept connections/);
    return child;
  };
  let child = await spawnRedis();
  const resume = () => {
    if (child.exitCode === null) child.kill('SIGCONT');
  };
  const stop = async () => {
    resume(); // a frozen process would hold a SIGTERM until thawed
    await stopProcess(child);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => child.kill('SIGSTOP'),
    resume,
    restartEmpty: async (whileDown?: () => Promise<void>) => {
      await stop();
      await whileDown?.();
      child = await spawnRedis();
    },
    stop,
  };
}

/**
 * A TCP relay on a free loopback port to `targetPort`: `cut()` closes it and every connection
 * (Redis unreachable, its data intact, as across a network fault); `restore()` listens again on
 * the same port.
 */
export async function startRelay(targetPort: number) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  };
  await open();
  return { url: `redis://127.0.0.1:${port}`, cut, restore: open, stop: cut };
}
