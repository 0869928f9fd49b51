import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, test as base, type Page, type Worker } from '@playwright/test';
import { DEFAULT_WORKSPACE_ID, scopeOf } from '@/lib/settings/workspace';
import { launchWithExtension } from '@/test/support/chromium';
import { sampleTab } from '@/test/support/samples';
import { startServers, type TestServers } from '@/test/support/servers';

export const EXTENSION_PATH = resolve(process.env.WXT_OUT_DIR ?? '.output', 'chrome-mv3-sandbox');
export const AGENT = { email: 'agent@sidedesk.test', password: 'sidedesk', name: 'Alex Agent' };

export interface Fixtures {
  context: BrowserContext;
  extensionId: string;
  worker: Worker;
  /** Points the extension at this worker's sandbox and broker (skip with `configured: false`). */
  configured: boolean;
  /** Signs the agent in at the broker (skip with `signedIn: false`). */
  signedIn: boolean;
  /** Extra Chromium switches, e.g. `--lang=nb` to start the browser in another UI language. */
  browserArgs: string[];
  /** Opens an extension page (`popup.html`, `sidepanel.html`, `options.html`) in a tab. */
  openPage: (path: string) => Promise<Page>;
  /** Each test starts on a sandbox without faults (run by itself). */
  faultsCleared: undefined;
}

export const test = base.extend<Fixtures, { servers: TestServers }>({
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form
    async ({}, use) => {
      const servers = await startServers();
      await use(servers);
      await servers.close();
    },
    // Starting the servers must not eat into the first test's own time limit.
    { scope: 'worker', timeout: 60_000 },
  ],
  // The servers live as long as a Playwright worker: a fault a test left armed (it failed, or its
  // reply was never posted) would meet the next test's reply. CI saw queue.spec's reply refused so.
  faultsCleared: [
    async ({ servers }, use) => {
      await servers.sandbox.clearFaults();
      await use(undefined);
    },
    { auto: true },
  ],
  configured: [true, { option: true }],
  signedIn: [true, { option: true }],
  browserArgs: [[], { option: true }],
  context: async ({ browserArgs }, use) => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'sidedesk-e2e-'));
    const context = await launchWithExtension(userDataDir, EXTENSION_PATH, browserArgs);
    await use(context);
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  },
  worker: async ({ context, servers, configured, signedIn }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    if (configured) await configure(worker, servers);
    if (configured && signedIn) await signIn(context, servers);
    await use(worker);
  },
  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },
  openPage: async ({ context, extensionId }, use) => {
    await use(async (path) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      return page;
    });
  },
});

/** Points the extension at `servers` (optionally through another broker URL), as Options would. */
export async function configure(
  worker: Worker,
  servers: TestServers,
  brokerUrl = `${servers.broker.url}/token`,
) {
  await worker.evaluate((settings) => chrome.storage.local.set({ settings }), {
    workspaces: [
      {
        id: 'default',
        name: '',
        brokerUrl,
        apiBaseUrl: servers.sandbox.url,
        authorEmail: '',
        linkPatterns: [],
      },
    ],
    activeWorkspaceId: 'default',
    watchIntervalMinutes: 5,
    // No undo window unless a test asks for one (sidepanel-undo.spec.ts): a send posts at once.
    undoSendSeconds: 0,
    theme: 'system',
  });
}

/** Changes the one workspace's settings as Options would (e.g. a broker that is down). */
export async function updateWorkspace(
  target: Pick<Worker, 'evaluate'>,
  patch: Partial<Record<'brokerUrl' | 'apiBaseUrl' | 'authorEmail' | 'inboxLink', string>>,
) {
  const { settings } = (await target.evaluate(() => chrome.storage.local.get('settings'))) as {
    settings: { workspaces: Record<string, unknown>[] };
  };
  const [first, ...others] = settings.workspaces;
  await setHeard(target, 'settings', { ...settings, workspaces: [{ ...first, ...patch }, ...others] });
}

/**
 * Writes a storage key behind the worker's back, as a test does, and returns once storage has
 * told of it in `target` (the worker): its own listeners, registered first, have then dropped
 * their copy (lib/storage/worker/memo.ts), so nothing the worker answers next reads the old value.
 */
function setHeard(target: Pick<Worker, 'evaluate'>, key: string, value: unknown) {
  return target.evaluate(
    async ([k, v]) => {
      const { [k]: now } = await chrome.storage.local.get(k);
      if (JSON.stringify(now) === JSON.stringify(v)) return; // no change: storage tells of none
      await new Promise<void>((resolve, reject) => {
        const heard = (changes: Record<string, unknown>) => {
          if (!(k in changes)) return;
          chrome.storage.onChanged.removeListener(heard);
          resolve();
        };
        chrome.storage.onChanged.addListener(heard);
        chrome.storage.local.set({ [k]: v }).catch(reject);
      });
    },
    [key, value] as const,
  );
}

/** The storage scope of the tests' one workspace (lib/settings/workspace.ts). */
export const scopeFor = (servers: TestServers) =>
  scopeOf({ id: DEFAULT_WORKSPACE_ID, apiBaseUrl: servers.sandbox.url }) as string;

/** Writes what the worker would store: a workspace item (`watched`) or, with an id, a record (`draft`). */
export async function writeLocal(
  target: Pick<Worker, 'evaluate'>,
  servers: TestServers,
  name: string,
  value: unknown,
  id?: number,
) {
  await writeScoped(target, scopeFor(servers), name, value, id);
}

/** Writes what the worker would store for the workspace of `scope` (another than the tests' one). */
export async function writeScoped(
  target: Pick<Worker, 'evaluate'>,
  scope: string,
  name: string,
  value: unknown,
  id?: number,
) {
  await setHeard(target, id === undefined ? `${name}:${scope}` : `${name}:${scope}:${id}`, value);
}

/** Signs the seeded agent in through the broker's own sign-in page, as a person would. */
export async function signIn(context: BrowserContext, servers: TestServers) {
  const page = await context.newPage();
  // The broker answers in the browser's language; these steps name its English form.
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'en' });
  await page.goto(`${servers.broker.url}/sign-in`);
  await signInOnPage(page);
  await page.getByText(/Signed in as/).waitFor();
  await page.close();
}

/** Fills and sends the broker's sign-in form open in `page` (a tab Sign in opened), in any of its languages. */
export async function signInOnPage(page: Page) {
  await page.getByLabel('E-mail').fill(AGENT.email);
  await page.getByLabel('Password').fill(AGENT.password);
  await page.getByRole('button', { name: /Sign in|Logg inn|Logga in|Log ind|Kirjaudu/ }).click();
}

/** A workspace on `servers`, as Options saves one. */
export const workspaceOn = (id: string, name: string, servers: TestServers) => ({
  id,
  name,
  brokerUrl: `${servers.broker.url}/token`,
  apiBaseUrl: servers.sandbox.url,
  authorEmail: '',
  linkPatterns: [],
});

/**
 * A browser with the sandbox build on the profile in `dir`, which outlives it: a test that closes
 * the browser and starts it again on the same profile (a restart) calls this twice. The bench
 * names its own build (`extensionPath`).
 */
export async function launchOnProfile(dir: string, extensionPath = EXTENSION_PATH) {
  const context = await launchWithExtension(dir, extensionPath);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, worker, id: new URL(worker.url()).host };
}

/** Runs the worker's own context-menu listener as a click in the last focused window would (platform.md). */
export async function clickMenu(worker: Worker, info: Record<string, unknown>) {
  const windowId = await worker.evaluate(async () => (await chrome.windows.getLastFocused()).id ?? -2);
  await worker.evaluate(
    ([clicked, tab]) =>
      (chrome.contextMenus.onClicked as unknown as { dispatch(...args: unknown[]): void }).dispatch(
        { editable: false, pageUrl: 'https://mail.example.com/inbox', ...clicked },
        tab,
      ),
    [info, sampleTab(windowId)] as const,
  );
}

export { expect } from '@playwright/test';
