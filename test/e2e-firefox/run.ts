import type { Browser, Page } from 'puppeteer-core';
import { startServers, type TestServers } from '@/test/support/servers';
import { inWindow } from './browser-window';
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
 * With `locale` (e.g. `nb-NO`), Firefox's UI speaks that locale when the add-on is installed.
 */
export async function startFirefoxRun(
  prefs: Record<string, unknown> = {},
  { locale }: { locale?: string } = {},
): Promise<FirefoxRun> {
  const [servers, firefox] = await Promise.all([
    startServers({ extraOrigins: [EXTENSION_ORIGIN] }),
    launchFirefox({
      systemAccess: true,
      prefs: locale ? { ...prefs, 'intl.locale.requested': locale } : prefs,
      beforeInstall: locale ? (browser) => offerLocale(browser, locale) : undefined,
    }),
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

/**
 * Makes `locale` one Firefox can pick for its UI, as its language pack would. Debian's ESR ships
 * en-US only, and `intl.locale.requested` alone leaves the app locale (what add-ons get for their
 * _locales and `i18n.getUILanguage()`) at en-US. Add-ons pick their locale when they start, so
 * this runs before the install.
 */
async function offerLocale(browser: Browser, locale: string): Promise<void> {
  const chosen = await inWindow<string>(
    browser,
    `(() => {
      Services.locale.availableLocales = [...new Set([...Services.locale.availableLocales, ${JSON.stringify(locale)}])];
      return Services.locale.appLocaleAsBCP47;
    })()`,
  );
  if (chosen !== locale) throw new Error(`Firefox speaks ${chosen}, not ${locale}`);
}
