import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { WaitingSend } from '@/lib/storage/read';
import type { TestServers } from '@/test/support/servers';
import { configure, expect, signIn } from './fixtures';
import { readLocal } from './popup-page';
import {
  decided,
  type OwnBrowser,
  openAnswerable,
  panelOf,
  restartBrowser,
  seededRandom,
  sendEnd,
  startBrowser,
  stopWorker,
} from './send-stops';
import { composer } from './sidepanel-page';

// The soak of the outbox (docs/outbox.md): an agent sends 100 replies to 10 tickets from the side panel, going on to
// the next ticket without waiting for the last reply to go out, while at random moments the
// network drops and comes back (`context.setOffline`), the worker is stopped (DevTools) and the
// service cuts the reply's connection before or after it stored the reply (the sandbox's
// `dropBeforeNext` and `dropConnectionNext`). The agent answers what the panel asks: a text back
// in the box is sent again, "most likely created" is decided by looking at the ticket. At the end
// the outbox is empty and the service's own store is counted. Run by soak.spec.ts (which asserts)
// and by `npm run bench` (which prints the figures). One seed replays the same random choices.

/** Ten seeded tickets no other e2e test writes to (the bench reads 4479000-4479149). */
export const SOAK_TICKET_FIRST = 4479150;

export interface SoakOptions {
  seed: number;
  replies?: number;
  tickets?: number;
  /** The sandbox build to load (the bench's own); the e2e build by default. */
  extensionPath?: string;
  log?: (line: string) => void;
}

export interface SoakFigures {
  seed: number;
  /** Replies the agent wrote, each a text of its own. */
  written: number;
  /** Of those, the texts the service holds at the end. */
  replies: number;
  /** Copies the service holds beyond the first, over all texts. */
  duplicates: number;
  /** Texts the service does not hold at the end (the agent sent every text back in the box again). */
  lost: number;
  /** Times the panel asked the agent ("most likely created", cannot tell). */
  asked: number;
  /** Asked while the service held the reply (the rest had their text back in the box). */
  askedPosted: number;
  /**
   * What the panel said and the service's store proves false: asked with neither the reply posted
   * once nor its text back in the box, or "not sent" (the text back) of a reply the service holds.
   */
  untrue: number;
  /** Texts the panel called sent that the service does not hold. */
  sentNotHeld: number;
  /** Texts that came back to the box (not posted: a cut, a stop, a moved ticket) and were sent again. */
  resent: number;
  /** The faults: network drops, worker stops, connections cut before and after the store. */
  drops: number;
  stops: number;
  cutsBefore: number;
  cutsAfter: number;
  /**
   * Browser starts on the same profile: after Chromium died on a DevTools worker stop, or after
   * its worker's network stayed cut off by the offline switch (see `workerCutOff`).
   */
  restarts: number;
  seconds: number;
}

export async function soak(servers: TestServers, options: SoakOptions): Promise<SoakFigures> {
  const { seed, replies = 100, tickets = 10, extensionPath, log = console.log } = options;
  const random = seededRandom(seed);
  const started = Date.now();
  const figures: SoakFigures = {
    seed,
    written: replies,
    replies: 0,
    duplicates: 0,
    lost: 0,
    asked: 0,
    askedPosted: 0,
    untrue: 0,
    sentNotHeld: 0,
    resent: 0,
    drops: 0,
    stops: 0,
    cutsBefore: 0,
    cutsAfter: 0,
    restarts: 0,
    seconds: 0,
  };
  const textOf = (i: number) => `Soak reply ${i} of seed ${seed}.`;
  const ticketOf = (i: number) => SOAK_TICKET_FIRST + (i % tickets);
  /** Each ticket's text on its way (sent, not yet seen to end). */
  const underWay = new Map<number, string>();
  const calledSent = new Set<string>();

  // A small service latency, so a stop or a drop can fall during the POST.
  await servers.sandbox.setFaults({ routes: { reply: { latencyMs: 60 }, ticket: { latencyMs: 10 } } });
  const dir = mkdtempSync(join(tmpdir(), 'sidedesk-soak-'));
  let browser: OwnBrowser = await startBrowser(dir, extensionPath);
  await configure(browser.worker, servers);
  await signIn(browser.context, servers);
  let page: Page = await panelOf(browser, ticketOf(0));

  // The network comes back on its own, after a random time (or when the agent's work is done).
  let restore: (() => Promise<void>) | null = null;
  const online = async () => {
    const back = restore;
    restore = null;
    await back?.();
  };
  const dropNetwork = async (ms: number) => {
    if (restore) return;
    figures.drops++;
    const context = browser.context;
    await context.setOffline(true);
    const timer = setTimeout(() => void online(), ms);
    restore = async () => {
      clearTimeout(timer);
      await context.setOffline(false).catch(() => undefined); // a browser that died meanwhile
    };
  };

  /**
   * Closes the browser (or what is left of it) and starts it again on its profile, where the agent
   * opens the ticket as anywhere else (a passing failure to read it is retried). A browser that
   * dies again as it starts (the worker stops go on) is started once more.
   */
  const relaunch = async (ticketId: number, why: string) => {
    for (let tries = 1; ; tries++) {
      figures.restarts++;
      log(`soak: ${why} (${figures.restarts}); the browser starts again on its profile`);
      await online(); // the new browser starts online
      await browser.context.close().catch(() => undefined);
      try {
        browser = await restartBrowser(dir, servers, extensionPath);
        page = await browser.context.newPage();
        await page.goto(`chrome-extension://${browser.id}/sidepanel.html`);
        await open(ticketId);
        return;
      } catch (error) {
        if (!browser.died() || tries >= 3) throw error;
        why = 'the browser died again as it started';
      }
    }
  };

  /** Runs an agent's step; when the browser died under it, starts it again and says so. */
  const guarded = async (step: () => Promise<void>, ticketId: number): Promise<boolean> => {
    try {
      await step();
      return true;
    } catch (error) {
      if (!browser.died()) throw error;
      await relaunch(ticketId, 'the browser died on a DevTools worker stop');
      return false;
    }
  };

  /**
   * After `context.setOffline` went back and forth while the worker was stopped and started, the
   * worker of this Chromium can stay cut off: every fetch fails with navigator.onLine true, or
   * navigator.onLine stays false with no `online` event, while the pages fetch, and a new worker of
   * the same browser is cut off too (outbox.spec.ts met it).
   * No real browser does this, and nothing the extension does brings its network back; a browser
   * start on the same profile does. So, online, the agent's browser is started again when its
   * worker cannot reach the service: the outbox must then go out from the new browser, once.
   */
  const workerCutOff = async () => {
    if (restore) return false;
    const url = `${servers.sandbox.url}/__admin/stats`;
    const worker = browser.context.serviceWorkers().at(-1);
    // A worker Chrome stopped meanwhile may never answer: not taken as cut off.
    // Cut off: its fetch fails, or it still believes the browser offline (no `online` event came).
    const asked = worker?.evaluate(
      (to) =>
        navigator.onLine &&
        fetch(to).then(
          () => true,
          () => false,
        ),
      url,
    );
    const reached = await Promise.race([
      asked?.catch(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5_000)),
    ]);
    return reached === false;
  };

  /**
   * The agent opens the ticket in the panel. One never read before cannot be answered offline
   * ("cannot be answered now": there is no copy to answer): the agent waits for the network, then
   * presses Retry.
   */
  const open = (ticketId: number) => openAnswerable(page, ticketId, () => !restore, 60_000);

  /** How the send of `text` ended; a worker cut off meanwhile is the browser's to start again. */
  const endOf = async (ticketId: number, text: string) => {
    for (let tries = 0; ; tries++) {
      try {
        // The outbox's next attempt comes within 30 s (offline, or a worker stopped offline).
        return await sendEnd(page, servers, ticketId, text, 45_000);
      } catch (error) {
        if (tries >= 2 || !(await workerCutOff())) throw error;
        await relaunch(ticketId, "the worker's network is cut off by the harness");
        await open(ticketId);
      }
    }
  };

  /** The agent comes back to the ticket and sees its last reply through: sent, or decided. */
  const seeThrough = async (ticketId: number) => {
    const text = underWay.get(ticketId);
    if (!text) return;
    if (await workerCutOff()) await relaunch(ticketId, "the worker's network is cut off by the harness");
    await open(ticketId);
    const onAsked = (end: Awaited<ReturnType<typeof sendEnd>>) => {
      figures.asked++;
      if (end.posted === 1) figures.askedPosted++;
      if (!(end.posted === 1 || (end.posted === 0 && end.inBox))) {
        figures.untrue++;
        log(`soak: asked about "${text}" with ${end.posted} posted, in the box: ${end.inBox}`);
      }
    };
    let end = await decided(
      () => page,
      ticketId,
      () => endOf(ticketId, text),
      onAsked,
    );
    while (end.outcome?.state !== 'sent' && end.posted === 0 && end.inBox) {
      // Back in the box, not posted: the agent sends it again.
      figures.resent++;
      const before = end.outcome?.sendId;
      const c = composer(page);
      await expect(c.message).toHaveValue(new RegExp(escaped(text)));
      await c.send.click();
      await expect
        .poll(async () => (await readLocal<{ sendId: string }>(page, 'outcome', ticketId))?.sendId)
        .not.toBe(before);
      end = await decided(
        () => page,
        ticketId,
        () => endOf(ticketId, text),
        onAsked,
      );
    }
    // The outcome sendEnd answers is this text's own (a sent one: the service's reply of it).
    if (end.outcome?.state === 'sent') {
      calledSent.add(text);
      await expect(page.getByRole('textbox', { name: 'Message', exact: true })).not.toHaveValue(
        new RegExp(escaped(text)),
      );
    }
    if (end.posted === 0 && !end.inBox)
      log(`soak: "${text}" lost: not posted, not in the box (${end.outcome?.state})`);
    if (end.posted > 0 && end.outcome?.state !== 'sent' && end.outcome?.state !== 'unknown') {
      figures.untrue++;
      log(`soak: "${text}" called not sent (${end.outcome?.state}) and posted ${end.posted} times`);
    }
    underWay.delete(ticketId);
  };

  /** Writes and sends reply `i`, with faults at random moments. */
  const send = async (i: number) => {
    const ticketId = ticketOf(i);
    const text = textOf(i);
    const c = composer(page);
    await open(ticketId);
    await expect(c.message).toHaveValue('');
    await c.message.fill(text);
    // The service cuts the next reply POST's connection (whichever reply that is), before or
    // after it stored the reply; a cut still waiting for its POST is not set twice.
    const cut = random();
    const waiting = (await servers.sandbox.faults()).routes?.reply ?? {};
    if (cut < 0.12 && !waiting.dropBeforeNext) {
      figures.cutsBefore++;
      await servers.sandbox.setFaults({ routes: { reply: { dropBeforeNext: 1 } } });
    } else if (cut >= 0.12 && cut < 0.24 && !waiting.dropConnectionNext) {
      figures.cutsAfter++;
      await servers.sandbox.setFaults({ routes: { reply: { dropConnectionNext: 1 } } });
    }
    underWay.set(ticketId, text);
    await c.send.click();
    const fault = random();
    const at = Math.floor(random() * 200);
    if (fault < 0.3) {
      await page.waitForTimeout(at);
      figures.stops++;
      await stopWorker(browser.context, page);
      // Half the time the agent closes the panel and opens it again; else the panel goes on.
      if (random() < 0.5) await page.reload();
    } else if (fault < 0.45) {
      await page.waitForTimeout(at);
      await dropNetwork(300 + Math.floor(random() * 4_000));
    }
  };

  log(`soak: seed ${seed} (SOAK_SEED=${seed} replays it), ${replies} replies to ${tickets} tickets`);
  let step = '';
  try {
    for (let i = 0; i < replies; i++) {
      const ticketId = ticketOf(i);
      step = `reply ${i} to #${ticketId}${restore ? ', offline' : ''}`;
      // The ticket's last reply first: the panel sends one reply of a ticket at a time.
      while (!(await guarded(() => seeThrough(ticketId), ticketId))) {}
      // A browser that died once the reply was sent is started again, and the reply is seen
      // through when the agent comes back to the ticket; before that, the agent writes it again.
      while (!(await guarded(() => send(i), ticketId)) && underWay.get(ticketId) !== textOf(i)) {}
    }
    await online();
    for (const ticketId of [...underWay.keys()]) {
      while (!(await guarded(() => seeThrough(ticketId), ticketId))) {}
    }
    // Nothing waits in the outbox any more.
    await expect
      .poll(async () => ((await readLocal<WaitingSend[]>(page, 'waitingSends')) ?? []).length, {
        timeout: 60_000,
        message: 'the outbox empties',
      })
      .toBe(0);
    // Cuts still waiting for a POST when the work was done were never made.
    const left = (await servers.sandbox.faults()).routes?.reply ?? {};
    figures.cutsBefore -= left.dropBeforeNext ?? 0;
    figures.cutsAfter -= left.dropConnectionNext ?? 0;
  } catch (error) {
    log(`soak: failed at step ${step} (seed ${seed}); the panel shows:\n${await panelText(page)}`);
    throw error;
  } finally {
    await online();
    await servers.sandbox.clearFaults().catch(() => undefined);
    await browser.context.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }

  // The service's own store: every text once.
  const held = new Map<string, number>();
  for (let t = 0; t < tickets; t++) {
    for (const reply of await servers.sandbox.replies(SOAK_TICKET_FIRST + t)) {
      const found = reply.message?.match(/Soak reply \d+ of seed \d+\./)?.[0];
      if (found?.endsWith(`of seed ${seed}.`)) held.set(found, (held.get(found) ?? 0) + 1);
    }
  }
  figures.replies = held.size;
  figures.duplicates = [...held.values()].reduce((sum, copies) => sum + copies - 1, 0);
  // Every text not posted came back to the box and was sent again: one the service lacks is lost.
  figures.lost = Array.from({ length: replies }, (_, i) => textOf(i)).filter(
    (text) => !held.has(text),
  ).length;
  figures.sentNotHeld = [...calledSent].filter((text) => !held.has(text)).length;
  figures.seconds = Math.round((Date.now() - started) / 1000);
  log(`soak: ${JSON.stringify(figures)}`);
  return figures;
}

/** What the panel shows (its text and its stored send record), for a failure's report. */
async function panelText(page: Page) {
  try {
    const text = await page.locator('body').ariaSnapshot({ timeout: 2_000 });
    const outcome = await page.evaluate(async () => {
      const all = await chrome.storage.local.get(null);
      return Object.entries(all)
        .filter(([key]) => key.startsWith('outcome:') || key === 'waitingSends')
        .map(([key, value]) => `${key} ${JSON.stringify(value).slice(0, 400)}`)
        .join('\n');
    });
    return `${text.slice(0, 2_000)}\n--- stored:\n${outcome}`;
  } catch (problem) {
    return `(not readable: ${problem})`;
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
