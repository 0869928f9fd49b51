import type { Page } from 'puppeteer-core';
import { startServers, type TestServers } from '../support/servers';
import { EXTENSION_ORIGIN, type Firefox, findPage, launchFirefox } from './firefox';

export interface FirefoxRun {
  servers: TestServers;
  firefox: Firefox;
  /** The options tab the extension opened on install. */
  options: Page;
  close(): Promise<void>;
}

/**
 * One test file's world: a sandbox and a broker on free loopback ports (the broker allows this
 * run's moz-extension:// origin) and Firefox with the sandbox build, scriptable to the window.
 */
export async function startFirefoxRun(prefs: Record<string, unknown> = {}): Promise<FirefoxRun> {
  const [servers, firefox] = await Promise.all([
    startServers({ extraOrigins: [EXTENSION_ORIGIN] }),
    launchFirefox({ systemAccess: true, prefs }),
  ]);
  return {
    servers,
    firefox,
    options: await findPage(firefox.browser, 'options.html'),
    async close() {
      await firefox.close();
      await servers.close();
    },
  };
}
