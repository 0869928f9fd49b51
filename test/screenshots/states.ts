import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { type BenchExtension, configureAndSignIn, launchExtension } from '@/test/bench/extension';
import { startServers, type TestServers } from '@/test/support/servers';

// What the state scripts (popup-states.ts, day-states.ts) share: a signed-in extension of the
// sandbox build in .output (or WXT_OUT_DIR) against its own sandbox and broker, and a shot of a
// page in light and dark, named for a person to look at.

type Shoot = (page: Page, name: string) => Promise<void>;
type Running = { ext: BenchExtension; servers: TestServers; shoot: Shoot };

/** Runs `shots` with the extension signed in, and a `shoot` that writes into `dir`. */
export async function shootStates(dir: string, shots: (running: Running) => Promise<void>): Promise<void> {
  const into = resolve(dir);
  mkdirSync(into, { recursive: true });
  const shoot: Shoot = async (page, name) => {
    await page.mouse.move(0, 0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: join(into, `${name}-${colorScheme}.png`), caret: 'hide' });
    }
    console.log(name);
  };
  const servers = await startServers();
  const ext = await launchExtension(resolve(process.env.WXT_OUT_DIR ?? '.output', 'chrome-mv3-sandbox'));
  ext.context.setDefaultTimeout(10_000);
  try {
    await configureAndSignIn(ext, servers, `${servers.broker.url}/token`);
    await shots({ ext, servers, shoot });
  } finally {
    await ext.close();
    await servers.close();
  }
}
