import type { Page } from '@playwright/test';
import { type BenchExtension, emptyPageLoad } from './extension';
import { generateCategoryTree } from './generate-categories';
import { type BenchProbe, openCategoriesTab, watchFilterKeystrokes } from './probes';
import { ratio, type Sample, summarize } from './stats';

export interface CategoryTreeResult {
  nodes: number;
  topLevel: number;
  /** Categories tab opened in a new popup, the worker's cache empty: API → worker → popup → drawn. */
  firstLoadMs: Sample;
  /** The same with the tree in the worker's cache (storage.local): the usual open. */
  openFromCacheMs: Sample;
  /** Navigation start → load event end of the build's empty page, opened after each cached open. */
  blankLoadMs: Sample;
  /** The open from cache over the empty page: the goal's ratio. */
  openRatio: number;
  /** Back to the tab in the same popup: the tree is in memory, only drawn again. */
  redrawMs: Sample;
  /** Per keystroke in "Filter categories" (typing `query`, then erasing it). */
  keystrokeMs: Sample;
  query: string;
}

const QUERY = 'refund';
const keystrokes = (page: Page) =>
  page.evaluate(() => (window as Window & { __bench?: BenchProbe }).__bench?.keystrokes.length ?? 0);

/** Serves a generated tree from the sandbox, then opens, redraws and filters it in the real popup. */
export async function measureCategoryTree(
  ext: BenchExtension,
  sandboxUrl: string,
  runs: number,
  nodes = 10_000,
): Promise<CategoryTreeResult> {
  const tree = generateCategoryTree(nodes);
  const put = await fetch(`${sandboxUrl}/__admin/categories`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(tree),
  });
  if (!put.ok) throw new Error(`sandbox refused the generated tree: ${await put.text()}`);
  const drawn = { expected: tree.length, total: nodes };
  const openPopup = () =>
    ext.open('popup.html', async (page) => {
      await page.setViewportSize({ width: 400, height: 600 });
      await page.addInitScript(watchFilterKeystrokes);
    });

  const firstLoad: number[] = [];
  const fromCache: number[] = [];
  const blank: number[] = [];
  const redraw: number[] = [];
  const typing: number[] = [];
  for (let run = -1; run < runs; run++) {
    const warmUp = run < 0;
    // The tree is stored per workspace scope (`categories:<scope>`): drop it, so the first open fetches.
    await (await ext.worker()).evaluate(async () => {
      const keys = Object.keys(await chrome.storage.local.get(null));
      await chrome.storage.local.remove(keys.filter((key) => key.startsWith('categories:')));
    });
    const cold = await openPopup();
    const coldMs = await cold.evaluate(openCategoriesTab, drawn);
    await cold.close();

    const page = await openPopup();
    const cachedMs = await page.evaluate(openCategoriesTab, drawn);
    await page.getByLabel('Filter categories').focus();
    const keys = [...QUERY, ...Array.from(QUERY, () => 'Backspace')];
    for (const key of keys) {
      const before = await keystrokes(page);
      await page.keyboard.press(key);
      await page.waitForFunction(
        (n) => ((window as Window & { __bench?: BenchProbe }).__bench?.keystrokes.length ?? 0) > n,
        before,
      );
    }
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('.more-back')?.click());
    await page.locator('#panel-categories').locator('ul').waitFor({ state: 'detached' });
    const redrawMs = await page.evaluate(openCategoriesTab, drawn);
    const typed = await page.evaluate(
      () => (window as Window & { __bench?: BenchProbe }).__bench?.keystrokes,
    );
    await page.close();
    const blankMs = await emptyPageLoad(ext);
    if (warmUp) continue;
    blank.push(blankMs);
    firstLoad.push(coldMs);
    fromCache.push(cachedMs);
    redraw.push(redrawMs);
    typing.push(...(typed ?? []));
  }
  const openFromCacheMs = summarize(fromCache);
  const blankLoadMs = summarize(blank);
  return {
    nodes,
    topLevel: tree.length,
    firstLoadMs: summarize(firstLoad),
    openFromCacheMs,
    blankLoadMs,
    openRatio: ratio(openFromCacheMs, blankLoadMs),
    redrawMs: summarize(redraw),
    keystrokeMs: summarize(typing),
    query: QUERY,
  };
}
