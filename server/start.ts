import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

// `npm start`: build the sandbox extension pointed at the local sandbox and broker, start both
// (server/main.ts), and end with how to load and use the extension; with a display, launch
// Chromium with it. A busy port is said before the build, with the variable that moves it.

const ports = [
  { variable: 'SANDBOX_PORT', port: Number(process.env.SANDBOX_PORT ?? '8787') },
  { variable: 'BROKER_PORT', port: Number(process.env.BROKER_PORT ?? '8788') },
];
const [sandboxPort, brokerPort] = ports.map(({ port }) => port);
const extension = resolve(process.env.WXT_OUT_DIR ?? '.output', 'chrome-mv3-sandbox');

/** Whether something already listens on the loopback port (another `npm start`, most likely). */
const busy = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer()
      .once('error', () => done(true))
      .once('listening', () => probe.close(() => done(false)));
    probe.listen(port, '127.0.0.1');
  });

for (const { variable, port } of ports) {
  if (port && (await busy(port))) {
    console.error(
      `Port ${port} (${variable}) is already in use on 127.0.0.1: is another \`npm start\` or \`npm run sandbox\` running?\n` +
        `Stop it, or choose another port, e.g. \`${variable}=${port + 10} npm start\` (the extension is built for it).`,
    );
    process.exit(1);
  }
}

const build = spawnSync('npx', ['wxt', 'build', '--mode', 'sandbox'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    WXT_BROKER_URL: `http://127.0.0.1:${brokerPort}/token`,
    WXT_API_BASE_URL: `http://127.0.0.1:${sandboxPort}`,
  },
});
if (build.status !== 0) process.exit(build.status ?? 1);

await import('./main');

const chromium = ['/usr/bin/chromium', '/usr/bin/google-chrome'].find((path) => existsSync(path));
if (process.env.DISPLAY && chromium && !process.env.SIDEDESK_NO_BROWSER) {
  const profile = resolve('.sandbox-data/chromium-profile');
  mkdirSync(profile, { recursive: true });
  const browser = spawn(
    chromium,
    [
      `--user-data-dir=${profile}`,
      `--load-extension=${extension}`,
      `--disable-extensions-except=${extension}`,
      '--no-first-run',
      `http://127.0.0.1:${brokerPort}/sign-in`,
    ],
    { stdio: 'ignore', detached: true },
  );
  browser.unref();
  console.log(`Launched ${chromium} with the extension (profile in ${profile}).`);
}

console.log(`
The extension is built in ${extension}. To use it in Chrome:
  1. Open chrome://extensions, turn on "Developer mode", press "Load unpacked" and choose that folder.
  2. Pin Sidedesk: the puzzle-piece icon in the toolbar, then the pin beside Sidedesk.
  3. Open the popup (the icon, or Alt+Shift+S) and press "Sign in": sign in as one of the agents above.
  4. Type a ticket number (say 4478963) and press Enter: the ticket opens in the side panel
     (Alt+Shift+D), where you reply. Right-click any page for "Open ticket in Sidedesk".
Firefox: docs/firefox.md. Ctrl+C stops the sandbox and the broker.`);
