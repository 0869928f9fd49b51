import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { findPage, poll } from './firefox';

// Small helpers and page objects for extension pages in Firefox. BiDi finds no element by role in
// extension pages reliably, so controls are found the way a person reads them: by their label or
// their text, inside the page.

/** Opens an extension page (`popup.html`, `sidepanel.html` …) in a new tab, from extension page `from`. */
export async function openExtensionPage(browser: Browser, from: Page, path: string): Promise<Page> {
  const before = new Set(await browser.pages());
  await from.evaluate((url) => chrome.tabs.create({ url }).then(() => undefined), `/${path}`);
  const page = await poll(`a new tab of ${path}`, async () => {
    for (const page of await browser.pages()) if (!before.has(page)) return page;
    return undefined;
  });
  await findPage(browser, path);
  await page.bringToFront();
  return page;
}

/** The control labelled `label` (exact text of its <label>), or with that accessible name. */
export async function control(page: Page, label: string): Promise<ElementHandle<HTMLElement>> {
  return poll(`the control "${label}"`, async () => {
    const handle = await page.evaluateHandle((name) => {
      // A label's name as assistive technology reads it: without its aria-hidden parts (an icon).
      // Inline, not a named helper: tsx would wrap one in a `__name` call the page does not have.
      const tag = [...document.querySelectorAll('label')].find(
        (label) =>
          [...label.childNodes]
            .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
            .map((node) => node.textContent)
            .join('')
            .trim() === name,
      );
      const byLabel = tag?.htmlFor
        ? document.getElementById(tag.htmlFor)
        : tag?.querySelector('input,select,textarea');
      const byName = [
        ...document.querySelectorAll<HTMLElement>('button,[role=tab],input,textarea,select'),
      ].find(
        (e) =>
          e.getAttribute('aria-label') === name ||
          (!['INPUT', 'SELECT'].includes(e.tagName) && e.textContent?.trim() === name),
      );
      return (byLabel ?? byName ?? null) as HTMLElement | null;
    }, label);
    const element = handle.asElement() as ElementHandle<HTMLElement> | null;
    return element ?? undefined;
  });
}

/** Replaces the value of the field labelled `label` by typing `text`, as a person would. */
export async function fill(page: Page, label: string, text: string): Promise<void> {
  const field = await control(page, label);
  await page.bringToFront();
  await field.evaluate((e) => {
    (e as HTMLInputElement).select();
  });
  await page.keyboard.press('Backspace');
  await field.type(text);
}

export async function click(page: Page, label: string): Promise<void> {
  await page.bringToFront();
  await (await control(page, label)).click();
}

/** Waits until the page's visible text matches `pattern`; returns the text. */
export async function waitForText(page: Page, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  let text = '';
  try {
    return await poll(
      `text ${pattern} in the page`,
      async () => {
        // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, hidden panels left out
        text = await page.evaluate(() => document.body.innerText);
        return pattern.test(text) ? text : undefined;
      },
      timeoutMs,
    );
  } catch (error) {
    // What the page said instead: a flaky run in CI shows why.
    throw new Error(`${(error as Error).message}; the page said:\n${text.slice(0, 1500)}`);
  }
}

/** `browser.storage.local` as an extension page sees it. */
export const stored = <T>(page: Page, key: string) =>
  page.evaluate(async (k) => (await chrome.storage.local.get(k))[k], key) as Promise<T>;

export const store = (page: Page, items: Record<string, unknown>) =>
  page.evaluate((i) => chrome.storage.local.set(i), items);

/**
 * A workspace item (`recent` → `recent:<scope>`) or, with an id, a record (`draft`, 7 →
 * `draft:<scope>:7`) by its name: the tests use one workspace, so the scope is whichever is stored.
 */
export const storedByName = <T>(page: Page, name: string, id?: number) =>
  page.evaluate(
    async ([n, i]) => {
      const all = await chrome.storage.local.get(null);
      const key = Object.keys(all).find((k) => {
        const parts = k.split(':');
        return parts[0] === n && (i === null ? parts.length <= 2 : parts[2] === String(i));
      });
      return key === undefined ? undefined : all[key];
    },
    [name, id ?? null] as const,
  ) as Promise<T | undefined>;

type View = { active: string | null; panels: Record<string, { ticketId: number | null }> };
/** The switcher's pick, as the worker stored it in the view record (null: the first workspace). */
export const storedActive = async (page: Page) =>
  (await stored<View | undefined>(page, 'view'))?.active ?? null;
/** The ticket the active workspace's panel shows (the view record holds one per workspace). */
export async function storedPanel(page: Page): Promise<{ ticketId: number | null } | undefined> {
  const view = await stored<View | undefined>(page, 'view');
  return view?.panels[view.active ?? 'default'];
}

/** The one workspace's settings as Options stored them. */
export const storedWorkspace = async (page: Page) =>
  (await stored<{ workspaces: Record<string, unknown>[] }>(page, 'settings')).workspaces[0] ?? {};
