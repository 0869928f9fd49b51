import type { Page } from '@playwright/test';
import { type BenchExtension, emptyPageLoad } from './extension';
import { type BenchProbe, watchRecentReady } from './probes';
import { alternate, ratio, type Sample, summarize } from './stats';

export interface PopupReadyResult {
  tickets: number;
  /** Navigation start → the Recent rows first drawn: from the first paint's snapshot, else by the app. */
  popupPaintedMs: Sample;
  /** Navigation start → those rows taking input: the first paint's (it hands input to the app), else the app's. */
  popupReadyMs: Sample;
  /** Navigation start → the app's Recent rows drawn from the cache: the app has taken over. */
  popupTakenOverMs: Sample;
  /** Navigation start → load event end of the build's empty page (`blank.html`). */
  blankLoadMs: Sample;
  paintedRatio: number;
  /** Ready for input over the empty page: the goal's ratio. */
  ratio: number;
  takenOverRatio: number;
}

const bench = (page: Page) =>
  page.evaluate(() => (window as Window & { __bench?: BenchProbe }).__bench as BenchProbe);

/**
 * Fills Recent and the ticket cache with `tickets` real tickets (fetched once through the
 * worker), then opens the popup and the empty page in turn, each in a new tab.
 */
export async function measurePopupReady(
  ext: BenchExtension,
  ticketIds: number[],
  runs: number,
  /** Ticket requests the sandbox has received so far. */
  ticketRequests: () => Promise<number>,
): Promise<PopupReadyResult> {
  const filler = await ext.open('blank.html');
  await filler.evaluate(async (ids) => {
    for (const ticketId of ids) {
      const answer = await chrome.runtime.sendMessage({ op: 'getTicket', ticketId });
      if (!answer?.ok) throw new Error(`getTicket ${ticketId}: ${JSON.stringify(answer)}`);
    }
    // Opened oldest first, so Recent lists them in `ids` order.
    for (const ticketId of [...ids].reverse())
      await chrome.runtime.sendMessage({ op: 'noteOpened', ticketId });
    const stored = Object.keys(await chrome.storage.local.get(null));
    const missing = ids.filter(
      (id) => !stored.some((key) => key.startsWith('ticket:') && key.endsWith(`:${id}`)),
    );
    if (missing.length) throw new Error(`not cached: ${missing.join(', ')}`);
  }, ticketIds);
  await filler.close();

  const painted: number[] = [];
  const takenOver: number[] = [];
  const popup = async () => {
    const before = await ticketRequests();
    const page = await ext.open('popup.html', async (p) => {
      await p.setViewportSize({ width: 400, height: 600 });
      await p.addInitScript(watchRecentReady, ticketIds.length);
    });
    await page.waitForFunction(
      () => (window as Window & { __bench?: BenchProbe }).__bench?.appDrawnAt !== undefined,
    );
    const { recentPaintedAt, inputReadyAt, appDrawnAt } = await bench(page);
    painted.push(recentPaintedAt as number);
    takenOver.push(appDrawnAt as number);
    // Recent refreshes its tickets behind the cached rows: let that finish before the next run.
    while ((await ticketRequests()) < before + ticketIds.length) await page.waitForTimeout(10);
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ tickets?$/ })
      .waitFor();
    await page.close();
    return inputReadyAt as number;
  };
  const blank = () => emptyPageLoad(ext);

  // Warm-up: the first open also compiles the code, fills the disk cache and keeps the snapshot
  // the next opens paint first (lib/first-paint/).
  await popup();
  await blank();
  painted.length = 0;
  takenOver.length = 0;
  const { work, baseline } = await alternate(runs, popup, blank);
  const popupPaintedMs = summarize(painted);
  const popupTakenOverMs = summarize(takenOver);
  return {
    tickets: ticketIds.length,
    popupPaintedMs,
    popupReadyMs: work,
    popupTakenOverMs,
    blankLoadMs: baseline,
    paintedRatio: ratio(popupPaintedMs, baseline),
    ratio: ratio(work, baseline),
    takenOverRatio: ratio(popupTakenOverMs, baseline),
  };
}
