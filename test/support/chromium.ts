import { type BrowserContext, chromium } from '@playwright/test';

/**
 * Debian's Chromium with the built extension loaded (platform.md): Playwright's own
 * `--disable-extensions` must be overridden, and background networking is off because this
 * machine has no network to reach.
 */
export function launchWithExtension(
  userDataDir: string,
  extensionPath: string,
  extraArgs: readonly string[] = [],
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--disable-extensions-except=${extensionPath}`,
      `--load-extension=${extensionPath}`,
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
      ...extraArgs,
    ],
  });
}
