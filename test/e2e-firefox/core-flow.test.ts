import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type TestServers } from '../support/servers';
import { consoleErrors, extensionProblems, inWindow } from './browser-window';
import { EXTENSION_ORIGIN, type Firefox, findPage, launchFirefox, poll } from './firefox';
import { click, control, fill, openExtensionPage, store, stored, waitForText } from './pages';
import { composer, signInAtBroker } from './sidedesk-pages';

// The agent's core flow in Firefox ESR, in order, in one browser: set up, sign in, look up, reply,
// draft, watch, sign out. Each step leaves the state the next one starts from.

let servers: TestServers;
let firefox: Firefox;
let options: Page;

beforeAll(async () => {
  [servers, firefox] = await Promise.all([
    startServers({ extraOrigins: [EXTENSION_ORIGIN] }),
    launchFirefox({ systemAccess: true }),
  ]);
  options = await findPage(firefox.browser, 'options.html'); // opened by the extension on install
});

afterAll(async () => {
  await firefox?.close();
  await servers?.close();
});

const DISMISS_PROMPT = `(() => {
  const prompt = PopupNotifications.getNotification('addon-webext-permissions', gBrowser.selectedBrowser);
  prompt?.remove();
  return !!prompt;
})()`;

const hasHostAccess = (page: Page) =>
  page.evaluate(() => chrome.permissions.contains({ origins: ['http://127.0.0.1/*'] }));

describe('Sidedesk in Firefox', () => {
  it('is set up in Options: Save stores the settings and gets host access on a port', async () => {
    await fill(options, 'Token broker URL', `${servers.broker.url}/token`);
    await fill(options, 'API base URL', servers.sandbox.url);
    await click(options, 'Save');
    await waitForText(options, /Sidedesk may now contact the token broker and the Ticket API/);
    expect(await stored(options, 'settings')).toMatchObject({
      brokerUrl: `${servers.broker.url}/token`,
      apiBaseUrl: servers.sandbox.url,
    });
    expect(await hasHostAccess(options)).toBe(true);
  });

  it('stores the settings at once while the access prompt is still open', async () => {
    await inWindow(
      firefox.browser,
      `Services.prefs.setBoolPref('extensions.webextOptionalPermissionPrompts', true)`,
    );
    try {
      const localhostApi = servers.sandbox.url.replace('127.0.0.1', 'localhost');
      await fill(options, 'API base URL', localhostApi);
      await click(options, 'Save');
      // Nobody answers the prompt (headless): the settings are saved all the same, Save is free.
      await poll(
        'the settings stored',
        async () => (await stored<{ apiBaseUrl: string }>(options, 'settings')).apiBaseUrl === localhostApi,
      );
      await waitForText(options, /Settings saved\. Waiting for the browser/);
      expect(await (await control(options, 'Save')).evaluate((b) => (b as HTMLButtonElement).disabled)).toBe(
        false,
      );
      // The agent closes the prompt: the outcome is reported when it comes.
      expect(await inWindow(firefox.browser, DISMISS_PROMPT)).toBe(true);
      await waitForText(options, /access to .*localhost.* was not granted/);
    } finally {
      await inWindow(
        firefox.browser,
        `Services.prefs.setBoolPref('extensions.webextOptionalPermissionPrompts', false)`,
      );
    }
    await fill(options, 'API base URL', servers.sandbox.url);
    await click(options, 'Save');
    await waitForText(options, /Sidedesk may now contact/);
  });

  it('signs in at the broker from the popup', async () => {
    const popup = await openExtensionPage(firefox.browser, options, 'popup.html');
    await waitForText(popup, /Sign in needed|not signed in/i);
    await click(popup, 'Sign in');
    await signInAtBroker(firefox.browser, servers);
    await popup.evaluate(() => location.reload());
    await waitForText(popup, /Signed in as Alex Agent/);
    await popup.close();
  });
});
