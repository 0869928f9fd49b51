import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { afterEach, describe, it } from 'vitest';
import { ATTACH_MENU_ID, OPEN_MENU_ID, QUOTE_MENU_ID } from '@/lib/page-integration/menu-target';
import { ourMenuItems } from './browser-window';
import { type Firefox, launchFirefox, poll } from './firefox';

// The context menu after a real browser restart, for an installed (not temporary) add-on. Firefox
// keeps the menus of an event page (MV3, shipped) itself; a persistent background (MV2) must make
// them on every start, or the menu entries are gone after a restart. Both are checked, so the MV2
// case fails if the menus are only made on install again. A temporary add-on does not outlive a
// restart, hence the permanent install of an unsigned package (ESR allows it when told to).

const BUILDS = [
  ['MV3, event page (shipped)', 'firefox-mv3-sandbox'],
  ['MV2, persistent background', 'firefox-mv2-sandbox'],
] as const;
const PREFS = { 'xpinstall.signatures.required': false };

let firefox: Firefox | undefined;
let dir = '';
afterEach(async () => {
  await firefox?.close();
  firefox = undefined;
  rmSync(dir, { recursive: true, force: true });
});

interface BidiConnection {
  send(method: string, params: object): Promise<unknown>;
}

/** Right-clicks a ticket link in a new tab; resolves with the ids of our menu items shown. */
async function menuOnLink(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  await page.goto('data:text/html,<a id="t" href="https://inbox.example.com/tickets/4478920">Ticket</a>');
  await page.bringToFront();
  await page.click('#t', { button: 'right' });
  const ids = await ourMenuItems(browser);
  await page.close();
  return ids;
}

describe.each(BUILDS)('Firefox restart, %s', (_name, build) => {
  it('still offers "Open ticket in Sidedesk", "Quote in reply" and "Attach link to reply" after the browser restarts', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sidedesk-restart-'));
    const profile = join(dir, 'profile');
    const xpi = join(dir, 'sidedesk.xpi');
    execFileSync('zip', ['-qr', xpi, '.'], { cwd: resolve(process.env.WXT_OUT_DIR ?? '.output', build) });
    mkdirSync(profile);

    const installed = await launchFirefox({ systemAccess: true, prefs: PREFS, profile });
    firefox = installed;
    const connection = (installed.browser as unknown as { connection: BidiConnection }).connection;
    await connection.send('webExtension.install', {
      extensionData: { type: 'archivePath', path: xpi },
      'moz:permanent': true,
    });
    const expected = [OPEN_MENU_ID, QUOTE_MENU_ID, ATTACH_MENU_ID].sort();
    await poll(
      'the menus after install',
      async () => (await menuOnLink(installed.browser)).sort().join() === expected.join(),
    );
    await installed.close();

    firefox = await launchFirefox({ systemAccess: true, prefs: PREFS, profile });
    const browser = firefox.browser;
    await poll(
      'our menu items after the restart (a persistent background must make them on every start)',
      async () => (await menuOnLink(browser)).sort().join() === expected.join(),
    );
  });
});
