import type { Page, Worker } from '@playwright/test';
import type { AppError } from '@/lib/api/errors';
import { enAll } from '@/lib/i18n/en-all';
import { describeError, setCatalog } from '@/lib/i18n/format';
import type { SendOutcome } from '@/lib/storage/items';
import type { RouteFaults } from '@/server/sandbox/faults/config';
import { startServers, type TestServers } from '@/test/support/servers';
import { alertSentences, expectSentences } from './agent-text';
import { configure, expect, signIn, test } from './fixtures';
import { openPopup, readLocal, sandboxCounts } from './popup-page';
import { newReplies, openPanel, showTicket, storedDraft } from './sidepanel-page';

// Faults through the sandbox's count-based knobs while the agent works. Whatever fails, the agent
// loses no text, no reply exists twice, no call fails for an expired token, and every failure
// reads as a sentence.

// The failed calls are worded here, in the test process, as the pages word them: in English.
setCatalog('en', enAll);

/** Points the extension at `servers` and signs the agent in there (the fixture's setup, by hand). */
async function useServers(worker: Worker, context: Parameters<typeof signIn>[0], servers: TestServers) {
  await configure(worker, servers);
  await signIn(context, servers);
}

/**
 * The worker's record of the ticket's last send, once it is at rest (docs/outbox.md): sent, waiting
 * in the outbox, or over with its text back in the box. Not while it waits out its undo window (0 s
 * here, but a loaded worker may not have posted yet), is posted or judged: a 5xx that created
 * nothing is judged "not sent" on its way back to the outbox.
 */
async function settledOutcome(page: Page, ticketId: number): Promise<SendOutcome> {
  const read = async () => (await readLocal<SendOutcome>(page, 'outcome', ticketId)) ?? null;
  await expect
    .poll(async () => {
      const outcome = await read();
      if (outcome?.state === 'sent' || outcome?.state === 'queued') return true;
      return !!outcome && 'inBox' in outcome && outcome.inBox === true;
    })
    .toBe(true);
  return (await read()) as SendOutcome;
}

/**
 * "Send now" on the reply waiting in the outbox, as its button asks the worker. A no-op if the
 * outbox's own timer sent it meanwhile, which the button, gone by then, could not be pressed for.
 */
async function sendNow(page: Page, ticketId: number, sendId: string) {
  await page.evaluate((request) => chrome.runtime.sendMessage(request), { op: 'sendNow', ticketId, sendId });
}

interface Seen {
  op: string;
  ok: boolean;
  error?: AppError;
}

/** Lanes of protocol calls from an extension page until `ms` have passed; every answer. */
function protocolBurst(page: Page, ms: number, tickets: number[]): Promise<Seen[]> {
  return page.evaluate(
    async ({ ms, tickets }) => {
      const end = Date.now() + ms;
      const seen: { op: string; ok: boolean; error?: never }[] = [];
      const lanes: ((i: number) => Record<string, unknown>)[] = [
        (i) => ({ op: 'getTicket', ticketId: tickets[i % tickets.length] }),
        (i) => ({ op: 'getTicket', ticketId: tickets[(i + 3) % tickets.length], maxAgeMs: 0 }),
        () => ({ op: 'getCategories', refresh: true }),
        () => ({ op: 'listFaqInstances', language: 'en' }),
      ];
      await Promise.all(
        lanes.map(async (request) => {
          for (let i = 0; Date.now() < end; i++) {
            const message = request(i);
            const answer = await chrome.runtime.sendMessage(message);
            seen.push({ op: message.op as string, ok: answer?.ok === true, error: answer?.error });
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }),
      );
      return seen;
    },
    { ms, tickets },
  );
}

test.describe('a bounded burst of mixed operations under faults and 3-second tokens', () => {
  test.use({ configured: false });

  test('loses no text, sends no reply twice, never fails for an expired token, and speaks in sentences', async ({
    context,
    worker,
    openPage,
  }) => {
    test.setTimeout(90_000); // a 15 s burst, then six sends through faults, on a shared machine
    // Servers of this test alone: the broker must never have cached a long-lived upstream token.
    const servers = await startServers();
    try {
      await servers.sandbox.setFaults({ tokenTtlSeconds: 3, routes: { '*': { latencyMs: 150 } } });
      await useServers(worker, context, servers);
      const tokensBefore = (await sandboxCounts(servers.sandbox.url)).token;

      // Re-armed every 3 s: at most one pending failure per knob, so a GET (three attempts within
      // about a second and a half) can always succeed, and the outcomes stay deterministic.
      const BURST_MS = 15_000;
      const started = Date.now();
      let armed = 0;
      const rearm = async () => {
        armed++;
        await servers.sandbox.setFaults({
          routes: {
            ticket: { failNext: 1 },
            categories: { rateLimitNext: 1, retryAfterSeconds: 1, dropConnectionNext: 1 },
            instances: { failNext: 1, dropConnectionNext: 1 },
          },
        });
      };
      await rearm();
      // A re-arm that lands as the test ends (servers closing) is no failure of the extension.
      const rearming = setInterval(() => void rearm().catch(() => undefined), 3_000);

      const lookups = [4478920, 4478921, 4478922, 4478923, 4478924, 4478925];
      const calls = openPage('popup.html').then((page) => protocolBurst(page, BURST_MS, lookups));

      // The popup: lookups typed by the agent, each ending in the side panel or a sentence.
      const popupErrors: string[] = [];
      const popupLane = (async () => {
        const p = await openPopup(openPage);
        for (let i = 0; Date.now() - started < BURST_MS; i++) {
          const id = lookups[i % lookups.length] as number;
          await p.lookUp(String(id));
          // "Opening ticket …" shows until the ticket is read (or a sentence says why not).
          await expect(p.page.locator('.search [role="status"]')).toHaveCount(0, { timeout: 15_000 });
          popupErrors.push(...(await alertSentences(p.page)));
        }
        return p.page;
      })();

      // The side panel: one reply per ticket, each POST with its own fault. `waits`: the reply is
      // kept in the outbox, readable, while its fault lasts (docs/outbox.md), then Send now sends it.
      const plan: {
        name: string;
        reply?: RouteFaults;
        waits?: true;
        expect: SendOutcome['state'];
        created: 0 | 1;
      }[] = [
        { name: 'plain', expect: 'sent', created: 1 },
        { name: 'dropped after commit', reply: { dropConnectionNext: 1 }, expect: 'unknown', created: 1 },
        // Created nothing (the ticket did not move): kept, and every retry fails until it is over.
        { name: 'HTTP 500', reply: { failNext: 1_000 }, waits: true, expect: 'sent', created: 1 },
        {
          name: '429 with Retry-After',
          reply: { rateLimitNext: 1, retryAfterSeconds: 1 },
          expect: 'sent',
          created: 1,
        },
        {
          name: 'unreadable answer',
          reply: { malformedNext: 1, malformedKind: 'missing-fields' },
          expect: 'unknown',
          created: 1,
        },
        { name: 'plain again', expect: 'sent', created: 1 },
      ];
      const sends: { ticketId: number; text: string; before: number; outcome: SendOutcome }[] = [];
      /** The records of the replies that waited in the outbox, as they waited. */
      const waited: SendOutcome[] = [];
      const panelErrors: string[] = [];
      // A lookup in the popup opens its ticket in the side panel: the panel's own replies start
      // once the agent is done looking tickets up (the protocol burst goes on meanwhile).
      await popupLane;
      const c = await openPanel(openPage, 4478940);
      for (const [i, step] of plan.entries()) {
        const ticketId = 4478940 + i;
        const before = (await servers.sandbox.replies(ticketId)).length;
        await showTicket(c.page, ticketId);
        const text = `Burst reply ${i + 1} (${step.name}) to #${ticketId}`;
        await c.message.fill(text);
        if (step.reply) await servers.sandbox.setFaults({ routes: { reply: step.reply } });
        await c.send.click();
        let outcome = await settledOutcome(c.page, ticketId);
        if (step.waits) {
          expect(outcome.state, step.name).toBe('queued');
          waited.push(outcome);
          await expect(c.page.getByText('Waiting for the Ticket API: it goes out by itself.')).toBeVisible();
          await expect(c.page.getByRole('note', { name: 'The reply waiting' })).toHaveText(text);
          await expect(c.page.getByRole('button', { name: 'Send now' })).toBeVisible();
          expect(await newReplies(servers, ticketId, before), step.name).toEqual([]);
          // The service is back; the agent does not wait for the next try.
          await servers.sandbox.setFaults({ routes: { reply: { failNext: 0 } } });
          // Pressed again while it still waits (a try of the outbox's own may have been under way).
          await expect
            .poll(async () => {
              const now = await settledOutcome(c.page, ticketId);
              if (now.state === 'queued') await sendNow(c.page, ticketId, now.sendId);
              return now.state;
            })
            .toBe('sent');
          await expect(c.sent).toBeVisible();
          outcome = await settledOutcome(c.page, ticketId);
        }
        if (outcome.state !== 'sent')
          await expect(c.page.getByRole('alert').first()).toBeVisible({ timeout: 15_000 }); // a loaded machine
        panelErrors.push(...(await alertSentences(c.page)));
        sends.push({ ticketId, text, before, outcome });
      }

      const seen = await calls;
      await popupLane;
      clearInterval(rearming);

      // The faults and the short tokens really were in play.
      expect(armed).toBeGreaterThanOrEqual(5);
      expect((await sandboxCounts(servers.sandbox.url)).token - tokensBefore).toBeGreaterThanOrEqual(4);
      expect(seen.filter((s) => s.ok).length).toBeGreaterThan(20);

      // No reply twice, and exactly the ones the plan says were created.
      for (const [i, send] of sends.entries()) {
        const step = plan[i] as (typeof plan)[number];
        expect(send.outcome.state, step.name).toBe(step.expect);
        const created = await newReplies(servers, send.ticketId, send.before);
        expect(
          created.map((r) => r.message),
          step.name,
        ).toEqual(step.created ? [send.text] : []);
        // Nothing typed is lost: an unconfirmed send leaves its text in the stored draft.
        const draft = await storedDraft(c.page, send.ticketId);
        if (send.outcome.state === 'sent') expect(draft, step.name).toBeNull();
        else expect(draft?.message, step.name).toBe(send.text);
      }

      // Nothing failed for an expired token while the broker session was valid.
      const failures = seen.filter((s) => !s.ok).map((s) => s.error as AppError);
      const authCodes = ['sign-in-required', 'unauthorized'];
      expect(failures.filter((f) => authCodes.includes(f.code))).toEqual([]);
      const sendErrors = [...sends.map((send) => send.outcome), ...waited].flatMap((outcome) =>
        'error' in outcome ? [outcome.error] : [],
      );
      expect(sendErrors.filter((f) => authCodes.includes(f.code))).toEqual([]);
      const shown = [
        ...[...failures, ...sendErrors].map((f) => describeError(f)),
        ...popupErrors,
        ...panelErrors,
      ];
      expect(shown.filter((text) => /sign in|access token/i.test(text))).toEqual([]);
      expectSentences(shown);
    } finally {
      await servers.sandbox.clearFaults().catch(() => undefined);
      await servers.close();
    }
  });
});

test('answers just inside the 20-second timeout still arrive: a slow reply is sent once, a slow tree shows', async ({
  openPage,
  servers,
}) => {
  test.setTimeout(45_000);
  const ticketId = 4478948;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  const p = await openPopup(openPage);
  await servers.sandbox.setFaults({
    routes: { reply: { latencyMs: 17_000 }, categories: { latencyMs: 17_000 } },
  });
  try {
    await c.message.fill('Slow but sure');
    await c.send.click();
    await p.more('Browse categories'); // a fresh browser: the tree is fetched, not cached
    // Both wait visibly, and nothing gives up before the client's 20 s per attempt.
    await expect(c.page.getByRole('status').filter({ hasText: 'Sending your reply…' })).toBeVisible();
    await expect(c.send).toBeDisabled();
    await expect(c.sent).toBeVisible({ timeout: 25_000 });
    await expect(p.page.getByRole('list', { name: 'Categories' }).getByRole('listitem').first()).toBeVisible({
      timeout: 25_000,
    });
    expect(await alertSentences(c.page)).toEqual([]);
    expect(await alertSentences(p.page)).toEqual([]);
    expect((await newReplies(servers, ticketId, before)).map((r) => r.message)).toEqual(['Slow but sure']);
    await expect(c.message).toHaveValue('');
  } finally {
    await servers.sandbox.clearFaults();
  }
});

test('a reply refused with 429 waits for Retry-After, then is sent once', async ({ openPage, servers }) => {
  const ticketId = 4478949;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await servers.sandbox.setFaults({ routes: { reply: { rateLimitNext: 1, retryAfterSeconds: 2 } } });
  try {
    await c.message.fill('After the wait');
    const clicked = Date.now();
    await c.send.click();
    await expect(c.sent).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1_900);
    expect((await newReplies(servers, ticketId, before)).map((r) => r.message)).toEqual(['After the wait']);
  } finally {
    await servers.sandbox.clearFaults();
  }
});
