import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPEN_MENU_ID } from '@/lib/page-integration/menu-target';
import { chooseMenuItem, inWindow, sidebarScreenshot, sidebarState } from '@/test/e2e-firefox/browser-window';
import { EXTENSION_ORIGIN, findPage, launchFirefox, poll } from '@/test/e2e-firefox/firefox';
import { fill, openExtensionPage, storedByName } from '@/test/e2e-firefox/pages';
import { setUp, signInAtBroker } from '@/test/e2e-firefox/sidedesk-pages';
import { startServers } from '@/test/support/servers';

// `npm run screenshots:firefox`: the toolbar popup (popup.html at its size) and the REAL sidebar,
// opened by "Open ticket in Sidedesk", in headless Firefox ESR against a sandbox and broker on loopback.
// Needs the Firefox sandbox build (`npm run build:sandbox:firefox`). Writes test/screenshots/firefox-*.png.

const here = dirname(fileURLToPath(import.meta.url));
const OPENED = [4478904, 4478903, 4478901];
const IN_SIDEBAR = 4478900;

const servers = await startServers({ extraOrigins: [EXTENSION_ORIGIN] });
const firefox = await launchFirefox({ systemAccess: true });
try {
  const options = await findPage(firefox.browser, 'options.html');
  await setUp(options, servers);
  await signInAtBroker(firefox.browser, servers, true);

  // A few tickets opened from the search field (Enter opens each in the sidebar and Recent), then
  // the popup as the agent finds it next time: the search field over the Recent list.
  let popup = await openExtensionPage(firefox.browser, options, 'popup.html');
  for (const id of OPENED) {
    await fill(popup, 'Ticket ID or link', String(id));
    await popup.keyboard.press('Enter');
    await poll(`#${id} in Recent`, async () =>
      ((await storedByName<{ id: number }[]>(popup, 'recent')) ?? []).some((e) => e.id === id),
    );
  }
  await popup.close();
  popup = await openExtensionPage(firefox.browser, options, 'popup.html');
  await popup.setViewport({ width: 400, height: 420 });
  await poll('the Recent rows', () =>
    popup.evaluate((n) => document.querySelectorAll('[data-ticket-id]').length >= n, OPENED.length),
  );
  await new Promise((r) => setTimeout(r, 500)); // the rows' refresh from the service settles
  await popup.screenshot({ path: join(here, 'firefox-popup.png') });

  const page = await firefox.browser.newPage();
  await page.goto(
    `data:text/html,<a id="t" href="https://inbox.example.com/tickets/${IN_SIDEBAR}">Ticket</a>`,
  );
  await page.bringToFront();
  await page.click('#t', { button: 'right' });
  await chooseMenuItem(firefox.browser, OPEN_MENU_ID);
  await poll('the sidebar', async () => (await sidebarState(firefox.browser)).open);
  await inWindow(firefox.browser, `document.getElementById('sidebar-box').style.width = '380px'`);
  await new Promise((r) => setTimeout(r, 2_000)); // the ticket loads and the layout settles
  writeFileSync(join(here, 'firefox-sidebar.png'), await sidebarScreenshot(firefox.browser));
  console.log('Wrote test/screenshots/firefox-popup.png and firefox-sidebar.png');
} finally {
  await firefox.close();
  await servers.close();
}
