import type { BrowserContext, Page } from '@playwright/test';
import type { SendOutcome } from '../../lib/storage/read';
import type { TestServers } from '../support/servers';
import { expect } from './fixtures';
import { readLocal } from './popup-page';
import { storedDraft } from './sidepanel-page';

// Holding the worker at a stored step of a send (lib/sending/worker/send-steps.ts, sandbox build
// only) and stopping it there through DevTools, as Chrome stops a worker whenever it likes.

export const currentWorker = (context: BrowserContext) => {
  const all = context.serviceWorkers();
  return all[all.length - 1];
};

/** The next time the worker reaches `step`, it waits there for ever (until stopped). */
export async function holdAt(context: BrowserContext, step: string) {
  await currentWorker(context)?.evaluate((at) => {
    const scope = globalThis as {
      sidedeskHold?: (s: string) => Promise<void> | undefined;
      sidedeskHeld?: string;
    };
    scope.sidedeskHeld = '';
    scope.sidedeskHold = (s) => {
      if (s !== at) return undefined;
      scope.sidedeskHeld = s;
      return new Promise<void>(() => undefined);
    };
  }, step);
}

/** Waits until the worker holds at `step`. */
export async function heldAt(context: BrowserContext, step: string) {
  await expect
    .poll(() =>
      currentWorker(context)?.evaluate(() => (globalThis as { sidedeskHeld?: string }).sidedeskHeld),
    )
    .toBe(step);
}

/** Stops every service worker through DevTools and waits until ours is gone. */
export async function stopWorker(context: BrowserContext, page: Page) {
  const gone = currentWorker(context)
    ?.evaluate(() => new Promise(() => {}))
    .catch(() => 'gone');
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  expect(await gone).toBe('gone');
  await cdp.detach().catch(() => undefined); // the page may have closed its session with the worker
}

/** How a send ended, once it has: posted (how often), or not posted with its text back in the box. */
export async function sendEnd(page: Page, servers: TestServers, ticketId: number, text: string) {
  let outcome: SendOutcome | undefined;
  await expect
    .poll(
      async () => {
        outcome = await readLocal<SendOutcome>(page, 'outcome', ticketId);
        const draft = await storedDraft(page, ticketId);
        if (outcome?.state === 'sent') return 'sent';
        if (outcome && 'inBox' in outcome && outcome.inBox) return 'in-box';
        // Stopped before its record was written: the text never left the draft.
        if (!outcome && draft?.message.includes(text)) return 'in-box';
        return outcome?.state ?? 'none';
      },
      { timeout: 30_000 },
    )
    .toMatch(/^(sent|in-box)$/);
  const posted = (await servers.sandbox.replies(ticketId)).filter((r) => r.message?.includes(text)).length;
  const draft = await storedDraft(page, ticketId);
  return { outcome, posted, inBox: !!draft?.message.includes(text) };
}
