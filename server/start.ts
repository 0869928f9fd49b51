import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

// `npm start`: build the sandbox extension pointed at the local sandbox and broker, start both
// (server/main.ts), and say how to load the extension; with a display, launch Chromium with it.

const sandboxPort = process.env.SANDBOX_PORT ?? '8787';
const brokerPort = process.env.BROKER_PORT ?? '8788';
const extension = resolve(process.env.WXT_OUT_DIR ?? '.output', 'chrome-mv3-sandbox');

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

console.log(`
Extension built in ${extension}
Load it: open chrome://extensions, turn on "Developer mode", "Load unpacked", choose that folder.
Then sign in from the popup ("Sign in") with one of the agents above.`);

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
