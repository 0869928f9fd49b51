import type { Browser } from 'puppeteer-core';
import { EXTENSION_ORIGIN, GECKO_ID } from './firefox';

// The browser window itself (needs `--remote-allow-system-access`): the real sidebar, the toolbar
// button, context-menu items, and the console service that records every page's errors.

interface BidiConnection {
  send(method: string, params: object): Promise<{ result: Record<string, unknown> }>;
}

/** Runs `expression` (a JS expression, awaited) in the browser window's chrome context. */
export async function inWindow<T>(browser: Browser, expression: string): Promise<T> {
  const connection = (browser as unknown as { connection: BidiConnection }).connection;
  const tree = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 });
  const [window] = tree.result.contexts as { context: string; url: string }[];
  if (!window) throw new Error('No browser window.');
  const { result } = await connection.send('script.evaluate', {
    expression: `(async () => JSON.stringify(await (${expression})))()`,
    target: { context: window.context },
    awaitPromise: true,
  });
  const outcome = result as {
    type: string;
    result?: { value?: string };
    exceptionDetails?: { text: string };
  };
  if (outcome.type !== 'success') throw new Error(`In the browser window: ${outcome.exceptionDetails?.text}`);
  return outcome.result?.value === undefined ? (undefined as T) : (JSON.parse(outcome.result.value) as T);
}

/**
 * Uncaught exceptions, unhandled rejections and CSP violations that Firefox recorded for the
 * extension's pages, their frames and the background since it started (its console service keeps
 * them all). A test that opens a web page with frames of its own must not use about:srcdoc.
 */
export function extensionProblems(browser: Browser): Promise<string[]> {
  return inWindow(
    browser,
    `Services.console.getMessageArray().flatMap((m) => {
      // Our pages, and the sandboxed message frames inside them (opaque origin, about:srcdoc).
      const source = m instanceof Ci.nsIScriptError ? m.sourceName || '' : '';
      if (!source.startsWith(${JSON.stringify(EXTENSION_ORIGIN)}) && source !== 'about:srcdoc') return [];
      const csp = /CSP|Content-Security-Policy/.test(m.category + m.errorMessage);
      const error = (m.flags & (Ci.nsIScriptError.warningFlag | Ci.nsIScriptError.infoFlag)) === 0;
      // Firefox's note that a page closed with an extension call unsettled (tests close popups
      // and panels at once; the worker still finishes the work): not an error of the page.
      const unloaded = /^Promise (rejected|resolved) after context unloaded/.test(m.errorMessage);
      return (error || csp) && !unloaded ? [m.sourceName + ': ' + m.errorMessage] : [];
    })`,
  );
}

/** console.error calls of extension pages, the background and web pages (Firefox's stdout). */
/** Firefox's own noise on a machine without internet (Remote Settings), never from our pages. */
const FIREFOX_OWN = /^console\.error: RSLoader:/;

export const consoleErrors = (output: string[]) =>
  output.filter((line) => line.startsWith('console.error:') && !FIREFOX_OWN.test(line));

const WIDGET = GECKO_ID.replace(/[^a-z0-9_-]/gi, '_'); // Firefox's makeWidgetId

/** Is the real sidebar open, and on which page? */
export const sidebarState = (browser: Browser) =>
  inWindow<{ open: boolean; panel: string }>(
    browser,
    `({ open: SidebarController.isOpen, panel: SidebarController.browser?.contentDocument
        ?.getElementById('webext-panels-browser')?.currentURI?.spec ?? '' })`,
  );

export const closeSidebar = (browser: Browser) => inWindow(browser, 'SidebarController.hide()');

/** Chooses our item `menuId` in the page context menu (open it first by a right click), as a person would. */
export function chooseMenuItem(browser: Browser, menuId: string) {
  return inWindow<boolean>(
    browser,
    `(async () => {
      const menu = document.getElementById('contentAreaContextMenu');
      for (let i = 0; i < 50 && menu.state !== 'open'; i++) await new Promise((r) => setTimeout(r, 100));
      const item = menu.querySelector('[id="${WIDGET}-menuitem-_${menuId}"]');
      if (!item) { menu.hidePopup(); return false; }
      const { ExtensionCommon } = ChromeUtils.importESModule('resource://gre/modules/ExtensionCommon.sys.mjs');
      ExtensionCommon.withHandlingUserInput(window, () => item.doCommand());
      menu.hidePopup();
      return true;
    })()`,
  );
}

/** A PNG of the real sidebar's page as drawn on screen (BiDi cannot capture chrome contexts). */
export async function sidebarScreenshot(browser: Browser): Promise<Buffer> {
  const dataUrl = await inWindow<string>(
    browser,
    `(async () => {
      const panel = SidebarController.browser.contentDocument.getElementById('webext-panels-browser');
      const bitmap = await panel.browsingContext.currentWindowGlobal.drawSnapshot(null, 1, 'white');
      const canvas = document.createElementNS('http://www.w3.org/1999/xhtml', 'canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      canvas.getContext('2d').drawImage(bitmap, 0, 0);
      return canvas.toDataURL('image/png');
    })()`,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Turns Firefox's prompt for optional permissions on (as for a person) or off (granted at once). */
export const permissionPrompts = (browser: Browser, on: boolean) =>
  inWindow(browser, `Services.prefs.setBoolPref('extensions.webextOptionalPermissionPrompts', ${on})`);

/** Closes the open access prompt of the selected tab, as a person closing it would; false if none. */
export const dismissAccessPrompt = (browser: Browser) =>
  inWindow<boolean>(
    browser,
    `(() => {
      const prompt = PopupNotifications.getNotification('addon-webext-permissions', gBrowser.selectedBrowser);
      prompt?.remove();
      return !!prompt;
    })()`,
  );

/** The ids of our items in the page context menu, opened by a right click just before. */
export const ourMenuItems = (browser: Browser) =>
  inWindow<string[]>(
    browser,
    `(async () => {
      const menu = document.getElementById('contentAreaContextMenu');
      for (let i = 0; i < 50 && menu.state !== 'open'; i++) await new Promise((r) => setTimeout(r, 100));
      const ids = [...menu.querySelectorAll('[id^="${WIDGET}-menuitem-_"]')].map((item) => item.id.split('-menuitem-_')[1]);
      menu.hidePopup();
      return ids;
    })()`,
  );
