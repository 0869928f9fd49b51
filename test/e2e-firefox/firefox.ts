import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

// Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (shared/docs/platform.md, "Firefox").
// BiDi sees no events from extension pages (Mozilla bug 1755014): pages are found by evaluating
// `location.href`, opened with `browser.tabs.create` from an extension page, and their console is
// read from Firefox's stdout.

export const EXTENSION_PATH = resolve(process.env.WXT_OUT_DIR ?? '.output', 'firefox-mv3-sandbox');
export const GECKO_ID = 'sidedesk@sidedesk.dev';
/** The moz-extension:// host this run gives the extension (pref `extensions.webextensions.uuids`). */
export const EXTENSION_UUID = '5e1d7d35-7e57-4b1e-9f1a-51dedeca5e01';
export const EXTENSION_ORIGIN = `moz-extension://${EXTENSION_UUID}`;

export interface Firefox {
  browser: Browser;
  /** Every line Firefox printed (the console of extension pages and background included). */
  output: string[];
  close(): Promise<void>;
}

/**
 * Firefox with the sandbox build installed as a temporary add-on (its first-run options tab opens).
 * With `profile`, that profile is used and kept (a restart), and nothing is installed.
 * `beforeInstall` runs on the started browser before the add-on is installed.
 */
export async function launchFirefox({
  systemAccess = false,
  prefs = {},
  profile,
  beforeInstall,
}: {
  systemAccess?: boolean;
  prefs?: Record<string, unknown>;
  profile?: string;
  beforeInstall?: (browser: Browser) => Promise<void>;
} = {}): Promise<Firefox> {
  const userDataDir = profile ?? mkdtempSync(join(tmpdir(), 'sidedesk-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    userDataDir,
    // Scripting the browser window (real sidebar, toolbar popup, context-menu items) needs this.
    args: systemAccess ? ['--remote-allow-system-access'] : [],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
      // Optional permissions granted without a prompt (headless, a prompt would wait forever).
      'extensions.webextOptionalPermissionPrompts': false,
      // console.* of content processes (extension pages, the background, web pages) to stdout;
      // not the browser's own chrome, whose noise is no concern of ours.
      'devtools.console.stdout.content': true,
      ...prefs,
    },
  });
  const output: string[] = [];
  let partial = '';
  browser.process()?.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    output.push(...lines);
  });
  await beforeInstall?.(browser);
  if (!profile) await browser.installExtension(EXTENSION_PATH);
  return {
    browser,
    output,
    async close() {
      await browser.close();
      // Firefox may still be writing its telemetry store as it exits (ENOTEMPTY): retried.
      if (!profile) rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** Polls `check` until it returns something other than undefined/false, or fails with `what`. */
export async function poll<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}${last ? `: ${last}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The open tab whose document is `moz-extension://…/<path>` (page.url() says about:blank there). */
export function findPage(browser: Browser, path: string): Promise<Page> {
  return poll(`the extension page ${path}`, async () => {
    for (const page of await browser.pages()) {
      const href = await page.evaluate(() => location.href).catch(() => '');
      if (href.startsWith(`${EXTENSION_ORIGIN}/${path}`)) return page;
    }
    return undefined;
  });
}
