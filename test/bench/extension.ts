import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { configure, signIn } from '@/test/e2e/fixtures';
import { launchWithExtension } from '@/test/support/chromium';
import type { TestServers } from '@/test/support/servers';

// The built sandbox extension in headless Chromium, launched as the e2e fixture does
// (shared/docs/platform.md, beside the repository), pointed at a sandbox and signed in at the broker.

export interface BenchExtension {
  context: BrowserContext;
  extensionId: string;
  /** `Chrome/<version>` from the user agent. */
  browserVersion: string;
  /** The worker as it runs now (a stopped worker comes back as a new one). */
  worker(): Promise<Worker>;
  /** Opens `chrome-extension://<id>/<path>` in a new tab; `prepare` runs before navigation. */
  open(path: string, prepare?: (page: Page) => Promise<void>): Promise<Page>;
  /** Stops the service worker (its memory is gone; the next message starts a fresh one). */
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

export async function launchExtension(extensionPath: string): Promise<BenchExtension> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'sidedesk-bench-'));
  const context = await launchWithExtension(userDataDir, extensionPath);
  // tsx (esbuild keepNames) wraps named functions in `__name(…)`; functions sent into pages need it.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const first = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(first.url()).host;
  const origin = `chrome-extension://${extensionId}/`;
  // A tab of our own that stays open: the DevTools session that stops the worker lives on it.
  const control = await context.newPage();
  await control.goto(`${origin}blank.html`);
  const userAgent = await control.evaluate(() => navigator.userAgent);
  const cdp = await context.newCDPSession(control);
  const running = new Map<string, string>(); // versionId → runningStatus, for our worker only
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) if (v.scriptURL.startsWith(origin)) running.set(v.versionId, v.runningStatus);
  });
  await cdp.send('ServiceWorker.enable');

  const worker = async () =>
    context.serviceWorkers().find((w) => w.url().startsWith(origin)) ??
    (await context.waitForEvent('serviceworker'));

  return {
    context,
    extensionId,
    browserVersion: userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium',
    worker,
    async open(path, prepare) {
      const page = await context.newPage();
      await prepare?.(page);
      await page.goto(`${origin}${path}`);
      return page;
    },
    async stopWorker() {
      // Asked again each second: every other run, the first request leaves the worker running.
      for (let waited = 0; waited < 10_000; waited += 10) {
        if (waited % 1_000 === 0) await cdp.send('ServiceWorker.stopAllWorkers');
        if ([...running.values()].every((status) => status === 'stopped')) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`bench: the service worker did not stop within 10 s: ${JSON.stringify([...running])}`);
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Points the extension at the servers (as the Options page would) and signs the agent in. */
export async function configureAndSignIn(
  bench: BenchExtension,
  servers: TestServers,
  brokerTokenUrl: string,
): Promise<void> {
  await configure(await bench.worker(), servers, brokerTokenUrl);
  await signIn(bench.context, servers);
}

/** Opens the build's empty page (`blank.html`) and resolves with its load event's end, ms from navigation start. */
export async function emptyPageLoad(bench: BenchExtension): Promise<number> {
  const page = await bench.open('blank.html');
  const loaded = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const read = () => {
          const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          if (entry && entry.loadEventEnd > 0) resolve(entry.loadEventEnd);
          else setTimeout(read, 5);
        };
        read();
      }),
  );
  await page.close();
  return loaded;
}
