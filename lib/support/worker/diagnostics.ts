import { browser } from 'wxt/browser';
import type { Diagnostics } from '@/lib/diagnostics/problem';
import { sendOutcomeStorage, waitingSendsStorage } from '@/lib/storage/items';
import { keptProblems } from './problems';

/** The browser and its version, from the user agent (`HeadlessChrome` is Chrome). */
function browserOf(userAgent: string): string {
  const found = /(Firefox|Edg|Chrome)\/([\d.]+)/.exec(userAgent.replace('HeadlessChrome', 'Chrome'));
  return found ? `${found[1] === 'Edg' ? 'Edge' : found[1]} ${found[2]}` : 'unknown';
}

/** What support needs to read: the version, the browser, the unfinished sends and the problems. */
export async function diagnostics(): Promise<Diagnostics> {
  const waiting = await waitingSendsStorage.getValue();
  const sends = await Promise.all(
    waiting.map(async ({ scope, ticketId, sendId }) => ({
      sendId,
      ticketId,
      state: (await sendOutcomeStorage.get(scope, ticketId))?.state ?? 'unknown',
    })),
  );
  return {
    version: browser.runtime.getManifest().version,
    browser: browserOf(globalThis.navigator?.userAgent ?? ''),
    sends,
    problems: await keptProblems(),
  };
}
