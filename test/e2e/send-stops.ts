import type { BrowserContext, Page } from '@playwright/test';
import { CAP_MS } from '@/lib/sending/worker/outbox';
import type { SendOutcome } from '@/lib/storage/read';
import type { TestServers } from '@/test/support/servers';
import { expect, launchOnProfile, signIn } from './fixtures';
import { readLocal } from './popup-page';
import { setPanelTicket, storedDraft } from './sidepanel-page';

// Holding the worker at a stored step of a send (lib/sending/worker/send-steps.ts, sandbox build
// only) and stopping it there through DevTools, as Chrome stops a worker whenever it likes. The
// random-stop loop (send-stops.spec.ts) and the soak (soak.ts) share the browser they start again
// and the agent's decision after an ambiguous send.

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

/** Waits until the worker holds at `step` (a loaded machine takes seconds to reach a late one). */
export async function heldAt(context: BrowserContext, step: string) {
  await expect
    .poll(
      () => currentWorker(context)?.evaluate(() => (globalThis as { sidedeskHeld?: string }).sidedeskHeld),
      { timeout: 20_000, message: `the worker holds at "${step}"` },
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

/**
 * The send record is of `text`: its text (held until the service has it or it is back in the box),
 * the reply the service created (a sent record keeps only its id), or the box it went back to.
 */
function isOf(
  outcome: SendOutcome,
  text: string,
  replies: { id: number; message?: string }[],
  draft: { message: string } | null | undefined,
) {
  if (outcome.state === 'sent')
    return replies.some((r) => r.id === outcome.replyId && r.message?.includes(text));
  const held = outcome.typed ?? outcome.reply;
  if (held) return held.message.includes(text);
  return !!outcome.inBox && !!draft?.message.includes(text);
}

/**
 * How the send of `text` ended, once it has: posted (how often), or not posted with its text back
 * in the box. A record of an earlier send to the ticket is not this one's end: until this one's is
 * written, only a draft still holding the text says it never left.
 */
export async function sendEnd(
  page: Page,
  servers: TestServers,
  ticketId: number,
  text: string,
  timeout = 30_000,
) {
  let outcome: SendOutcome | undefined;
  let replies: { id: number; message?: string }[] = [];
  let lastDraft: { message: string } | null | undefined;
  const ended = (within: number) =>
    expect
      .poll(
        async () => {
          outcome = await readLocal<SendOutcome>(page, 'outcome', ticketId);
          const draft = await storedDraft(page, ticketId);
          replies = outcome?.state === 'sent' ? await servers.sandbox.replies(ticketId) : [];
          lastDraft = draft;
          const of = !!outcome && isOf(outcome, text, replies, draft);
          if (of && outcome?.state === 'sent') return 'sent';
          if (of && outcome && 'inBox' in outcome && outcome.inBox) return 'in-box';
          // Stopped before its record was written: the text never left the draft.
          if (!of && draft?.message.includes(text) && !unfinished(outcome)) return 'in-box';
          return outcome?.state ?? 'none';
        },
        // Looked at every half second at most: a soak waits for many sends.
        {
          timeout: within,
          intervals: [100, 250, 500],
          message: `the send of "${text}" to #${ticketId} ends`,
        },
      )
      .toMatch(/^(sent|in-box)$/);
  const since = Date.now();
  await ended(timeout).catch(async (error) => {
    // Still in the outbox, its next try set for after the wait began (each failed attempt doubles
    // the wait before the next, lib/sending/worker/outbox.ts): waited for until that try has run.
    const nextAt = outcome?.state === 'queued' && isOf(outcome, text, [], null) ? outcome.nextAt : 0;
    if (nextAt <= since || nextAt - Date.now() > CAP_MS) throw error;
    await ended(Math.max(0, nextAt - Date.now()) + timeout);
  });
  const count = async () => ({
    posted: (await servers.sandbox.replies(ticketId)).filter((r) => r.message?.includes(text)).length,
    inBox: !!(await storedDraft(page, ticketId))?.message.includes(text),
  });
  let found = await count();
  // A text still in the draft may be a send the worker has not yet taken in (a slow worker on a
  // loaded machine): it leaves the draft and is posted a moment later. Lost is where it ends.
  if (!found.posted && !found.inBox)
    await expect
      .poll(
        async () => {
          found = await count();
          return found.posted > 0 || found.inBox;
        },
        { timeout: 15_000, message: `"${text}" is posted or back in the box` },
      )
      .toBe(true)
      .catch(() => undefined);
  // The record of an earlier send (this text never left the draft) is not this one's outcome.
  return { outcome: outcome && isOf(outcome, text, replies, lastDraft) ? outcome : undefined, ...found };
}

/** A send still under way (a record of another text, which this one's replaces when it is written). */
const unfinished = (outcome: SendOutcome | undefined) =>
  outcome?.state === 'waiting' || outcome?.state === 'pending' || outcome?.state === 'queued';

/** A seeded PRNG (mulberry32): a run of random faults printed with its seed can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The seed of a random run: `env` (a failure's printed seed, to replay it), else a new one. */
export const seedFrom = (env: string | undefined) =>
  env ? Number(env) : Math.floor(Math.random() * 2 ** 31);

// Chromium 156's browser process dies (SIGTRAP) on a DevTools stop of the extension's worker about
// once in 20-45 stops (ServiceWorker.stopAllWorkers and stopWorker by version alike). A long run
// of stops runs in its own browser on a profile of its own and, when the browser dies, starts it
// again on that profile and goes on: the send under way when it died is judged like any other (a
// killed browser is one more way for the worker to stop).

/** A browser of its own on `dir`'s profile, and whether its process has died since. */
export async function startBrowser(dir: string, extensionPath?: string) {
  const browser = await launchOnProfile(dir, extensionPath);
  let closed = false;
  browser.context.on('close', () => {
    closed = true;
  });
  return { ...browser, died: () => closed };
}
export type OwnBrowser = Awaited<ReturnType<typeof startBrowser>>;

/**
 * The browser started again on its profile after it died. A crash can lose the broker's sign-in
 * cookie (Chromium writes cookies to disk every few seconds): the agent is then signed out, as
 * after any crash, and signs in again as the panel asks, before going on.
 */
export async function restartBrowser(dir: string, servers: TestServers, extensionPath?: string) {
  const browser = await startBrowser(dir, extensionPath);
  await signIn(browser.context, servers);
  return browser;
}

/** The side panel (as a tab) of that browser, on `ticketId`. */
export async function panelOf(browser: { context: BrowserContext; id: string }, ticketId: number) {
  const page = await browser.context.newPage();
  await page.goto(`chrome-extension://${browser.id}/sidepanel.html`);
  await openAnswerable(page, ticketId);
  return page;
}

/**
 * The agent opens `ticketId` in the panel and waits until it can be answered. A read that a
 * stopped worker never answered says so with Retry (it is never asked twice by itself), and a
 * sign-in lost with a crash says so with Sign in: the agent presses them, as they would.
 */
export async function openAnswerable(
  page: Page,
  ticketId: number,
  /** Whether Retry may be pressed now (offline, the agent waits for the network first). */
  mayRetry = () => true,
  timeout = 30_000,
) {
  await setPanelTicket(page, ticketId);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^#${ticketId}\\b`) })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message', exact: true });
  const retry = page.getByRole('button', { name: 'Retry', exact: true });
  // After a crash lost the broker's cookie the worker met "nobody is signed in" and asks for
  // Sign in; the harness signed in at the broker again, so the banner's Sign in just reads on.
  const signIn = page.getByRole('alert').getByRole('button', { name: 'Sign in', exact: true });
  await expect
    .poll(
      async () => {
        if (await box.isEditable()) return 'answerable';
        if (await signIn.isVisible()) await signIn.click().catch(() => undefined);
        if (mayRetry() && (await retry.isVisible())) await retry.click().catch(() => undefined);
        return 'not yet';
      },
      { timeout, message: `#${ticketId} can be answered` },
    )
    .toBe('answerable');
}

/**
 * "Most likely created" (or not) waits for the agent, who looks at the ticket (the service's own
 * store) and decides: "It was sent: clear my text" when it holds the reply, else "Send again";
 * how the send then ended, as `endOf` tells (after the first look and after each Send again).
 * `onAsked` sees each time the agent is asked, before the decision.
 */
export async function decided(
  /** The agent's panel now (a browser started again has a new one). */
  pageOf: () => Page,
  ticketId: number,
  endOf: () => ReturnType<typeof sendEnd>,
  onAsked: (end: Awaited<ReturnType<typeof sendEnd>>) => void = () => undefined,
) {
  let end = await endOf();
  while (end.outcome?.state === 'unknown') {
    onAsked(end);
    const asked = end.outcome.sendId;
    await pageOf()
      .getByRole('button', { name: end.posted ? 'It was sent: clear my text' : 'Send again' })
      .click({ timeout: 30_000 });
    if (end.posted) break;
    await expect
      .poll(async () => (await readLocal<SendOutcome>(pageOf(), 'outcome', ticketId))?.sendId)
      .not.toBe(asked);
    end = await endOf();
  }
  return end;
}
