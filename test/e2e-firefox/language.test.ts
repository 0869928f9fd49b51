import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '@/lib/i18n/catalogs';
import { consoleErrors, extensionProblems } from './browser-window';
import type { Firefox } from './firefox';
import { control, openExtensionPage, waitForText } from './pages';
import { type FirefoxRun, startFirefoxRun } from './run';

const nb = await catalogOf('nb');

// Firefox ESR whose own interface is in Norwegian Bokmål (nb-NO, as with its language pack): with
// the Language choice left at Automatic, every page of Sidedesk speaks Norwegian, and so does the
// manifest through _locales.

let run: FirefoxRun;
let firefox: Firefox;
let options: Page;

beforeAll(async () => {
  run = await startFirefoxRun({}, { locale: 'nb-NO' });
  ({ firefox, options } = run);
});

afterAll(() => run?.close());

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('Firefox in Norwegian', () => {
  it('shows Options, the popup and the side panel in Norwegian Bokmål', async () => {
    await waitForText(options, /Innstillinger for Sidedesk/);
    expect(await lang(options)).toBe('nb');
    expect(await options.evaluate(() => document.title)).toBe('Innstillinger for Sidedesk');
    expect(await (await control(options, 'Språk')).evaluate((e) => (e as HTMLSelectElement).value)).toBe(
      'auto',
    );
    await waitForText(options, /URL til tokenmegler\b/);

    const popup = await openExtensionPage(firefox.browser, options, 'popup.html');
    await waitForText(popup, /Åpne/);
    expect(await lang(popup)).toBe('nb');
    await popup.close();

    const panel = await openExtensionPage(firefox.browser, options, 'sidepanel.html');
    await waitForText(panel, /Saksnummer eller lenke/);
    expect(await lang(panel)).toBe('nb');
    await panel.close();
  });

  it('gives the add-on its Norwegian name and description from _locales', async () => {
    const manifest = await options.evaluate(() => chrome.runtime.getManifest());
    expect(manifest.description).toBe(nb['manifest.description']);
  });

  it('logged no error and no CSP violation on any page or in the background', async () => {
    expect(await extensionProblems(firefox.browser)).toEqual([]);
    expect(consoleErrors(firefox.output)).toEqual([]);
  });
});
