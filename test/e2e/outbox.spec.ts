import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStub } from '@/test/support/http-stub';
import { configure, expect, launchOnProfile, scopeFor, signIn, test } from './fixtures';
import { openPopup } from './popup-page';
import { currentWorker, stopWorker } from './send-stops';
import { composer, newReplies, openPanel, showTicket } from './sidepanel-page';
import { badge } from './watch-helpers';

// The outbox (docs/outbox.md): a reply that cannot reach the service waits, readable, and goes out by
// itself exactly once; Cancel brings its text back; a POST cut after the service stored it is
// judged, never sent again.

test.describe.configure({ timeout: 180_000 });

test('a reply sent offline waits, is readable, and reaches the service once back online', async ({
  openPage,
  context,
  servers,
  worker,
}) => {
  const ticketId = 4478990;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await context.setOffline(true);
  await c.message.fill('Written on the train');
  await c.send.click();
  await expect(c.page.getByText('Waiting for the network: it goes out by itself.')).toBeVisible();
  await expect(c.page.getByRole('note', { name: 'The reply waiting' })).toHaveText('Written on the train');
  await expect(c.page.getByRole('button', { name: 'Send now' })).toBeVisible();
  expect(await newReplies(servers, ticketId, before)).toEqual([]);
  // The popup and the toolbar say it waits, until it is out.
  const popup = await openPopup(openPage);
  const line = popup.page.getByRole('status').filter({ hasText: 'waits' });
  await expect(line).toContainText('Offline: 1 reply waits and goes out by itself:');
  await expect(line.getByRole('button', { name: `Open ticket ${ticketId} in the side panel` })).toHaveText(
    `#${ticketId}`,
  );
  await expect.poll(() => badge(worker)).toBe('↑1');
  await context.setOffline(false);
  await expect(c.sent).toBeVisible({ timeout: 60_000 });
  expect((await newReplies(servers, ticketId, before)).map((r) => r.message)).toEqual([
    'Written on the train',
  ]);
  await expect(line).toHaveCount(0);
  await expect.poll(() => badge(worker)).toBe('');
});

test('the popup lists the replies waiting for the service, and its Send now sends them once', async ({
  openPage,
  servers,
  worker,
}) => {
  const ticketId = 4478993;
  const before = (await servers.sandbox.replies(ticketId)).length;
  await servers.sandbox.setFaults({ routes: { reply: { failNext: 1 } } });
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('Out with the popup');
  await c.send.click();
  await expect(c.page.getByRole('note', { name: 'The reply waiting' })).toHaveText('Out with the popup');
  const popup = await openPopup(openPage);
  const line = popup.page.getByRole('status').filter({ hasText: 'waiting to be sent' });
  await expect(line).toContainText(`1 reply waiting to be sent: #${ticketId}`);
  await expect.poll(() => badge(worker)).toBe('↑1');
  await popup.page.screenshot({ path: test.info().outputPath('popup-outbox.png') });
  await line.getByRole('button', { name: 'Send now' }).click();
  await expect(line).toHaveCount(0);
  await expect(c.sent).toBeVisible();
  expect((await newReplies(servers, ticketId, before)).map((r) => r.message)).toEqual(['Out with the popup']);
  await expect.poll(() => badge(worker)).toBe('');
});

// Not offline through the browser context here: a worker Chromium starts again after
// `context.setOffline(true)` cannot fetch even once the context is back online (navigator.onLine
// says true; every fetch fails), which real browsers never do. The service refusing the POST with
// nothing created puts the reply in the outbox the same way.
test('the worker stopped while a reply waits in the outbox: the next worker sends it once', async ({
  openPage,
  context,
  servers,
}) => {
  const ticketId = 4478991;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await servers.sandbox.setFaults({ routes: { reply: { failNext: 1 } } });
  await c.message.fill('Waited through a stopped worker');
  await c.send.click();
  await expect(c.page.getByRole('note', { name: 'The reply waiting' })).toHaveText(
    'Waited through a stopped worker',
  );
  await stopWorker(context, c.page);
  expect(await newReplies(servers, ticketId, before)).toEqual([]);
  await c.page.reload();
  await showTicket(c.page, ticketId);
  await expect(c.sent).toBeVisible({ timeout: 60_000 });
  expect((await newReplies(servers, ticketId, before)).map((r) => r.message)).toEqual([
    'Waited through a stopped worker',
  ]);
});

test('Cancel brings the waiting text back to the box, and nothing is posted', async ({
  openPage,
  context,
  servers,
}) => {
  const ticketId = 4478992;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await context.setOffline(true);
  await c.message.fill('Not this one after all');
  await c.send.click();
  await c.page.getByRole('button', { name: 'Cancel' }).click();
  await expect(c.message).toHaveValue('Not this one after all');
  await expect(c.page.getByText('Not sent: your text is back in the box.')).toBeVisible();
  // Nothing waits, and the popup still says what a send would do now.
  const popup = await openPopup(openPage);
  await expect(popup.page.getByRole('status').filter({ hasText: /^Offline/ })).toHaveText(
    'Offline: replies you send wait here and go out by themselves.',
  );
  await popup.page.close();
  await context.setOffline(false);
  await c.send.click();
  await expect(c.sent).toBeVisible({ timeout: 60_000 });
  expect((await newReplies(servers, ticketId, before)).map((r) => r.message)).toEqual([
    'Not this one after all',
  ]);
});

test('a POST cut after the service stored it is judged, not sent again', async ({ openPage, servers }) => {
  const ticketId = 4478993;
  const before = (await servers.sandbox.replies(ticketId)).length;
  await servers.sandbox.setFaults({ routes: { reply: { dropConnectionNext: 1 } } });
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('Stored, then the line dropped');
  await c.send.click();
  await expect(c.page.getByText(/most likely created/)).toBeVisible({ timeout: 60_000 });
  expect(await newReplies(servers, ticketId, before)).toHaveLength(1);
  await c.page.reload();
  await showTicket(c.page, ticketId);
  await expect(c.page.getByText(/most likely created/)).toBeVisible();
  expect(await newReplies(servers, ticketId, before)).toHaveLength(1);
});

test('a reply in the outbox survives a sign-out, which says so first, and goes out for the same agent', async ({
  openPage,
  context,
  servers,
}) => {
  const ticketId = 4478994;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await context.setOffline(true);
  await c.message.fill('Kept through a sign-out');
  await c.send.click();
  await expect(c.page.getByRole('note', { name: 'The reply waiting' })).toHaveText('Kept through a sign-out');
  const options = await openPage('options.html');
  const account = options.getByRole('region', { name: 'Account' });
  await account.getByRole('button', { name: 'Sign out of Workspace 1' }).click();
  const dialog = options.getByRole('dialog');
  await expect(dialog).toContainText(
    '1 reply you sent has not gone out yet: it stays, and goes out when you sign in again as the same agent. Signing in as another agent deletes it.',
  );
  await options.screenshot({ path: test.info().outputPath('sign-out-asks.png') });
  await dialog.getByRole('button', { name: 'Yes, sign out of Workspace 1' }).click();
  await expect(account.getByRole('status').filter({ hasText: /^Signed out/ })).toBeVisible();
  expect(await newReplies(servers, ticketId, before)).toEqual([]);
  // Signed out means signed out: back online, nothing goes until the agent signs in. Offline, the
  // sign-out could not end the broker's session: Sign in names the same agent at once, and the
  // reply goes out, once.
  await context.setOffline(false);
  await account
    .getByRole('button', { name: /^Sign in/ })
    .first()
    .click();
  await expect
    .poll(async () => (await newReplies(servers, ticketId, before)).map((r) => r.message), {
      timeout: 60_000,
    })
    .toEqual(['Kept through a sign-out']);
});

test('a reply waiting in the outbox when the browser closes goes out once after it starts again', async ({
  servers,
}) => {
  const ticketId = 4478995;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const dir = mkdtempSync(join(tmpdir(), 'sidedesk-outbox-'));
  const launch = () => launchOnProfile(dir);
  try {
    const first = await launch();
    await configure(first.worker, servers);
    await signIn(first.context, servers);
    const page = await first.context.newPage();
    await page.goto(`chrome-extension://${first.id}/sidepanel.html`);
    await showTicket(page, ticketId);
    const c = composer(page);
    await first.context.setOffline(true);
    await c.message.fill('Written before the browser closed');
    await c.send.click();
    await expect(page.getByRole('note', { name: 'The reply waiting' })).toHaveText(
      'Written before the browser closed',
    );
    await first.context.close();
    expect(await newReplies(servers, ticketId, before)).toEqual([]);

    const second = await launch();
    await expect
      .poll(async () => (await newReplies(servers, ticketId, before)).map((r) => r.message), {
        timeout: 60_000,
      })
      .toEqual(['Written before the browser closed']);
    await expect.poll(() => badge(second.worker)).toBe('');
    await second.context.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a broker answering 503 with Retry-After: 20 is not asked again before then, and the reply waits', async ({
  openPage,
  context,
  servers,
  worker,
}) => {
  let down = false;
  // The team's broker through a proxy that the test can take down: 503 with Retry-After: 20.
  const broker = await startStub(async (request, response) => {
    const origin = String(request.headers.origin ?? '');
    const cors = { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
    if (!request.path.startsWith('/token')) return void response.writeHead(404).end();
    if (down) {
      response.writeHead(503, { ...cors, 'retry-after': '20', 'content-type': 'application/json' });
      return void response.end('{"error":"temporarily_unavailable"}');
    }
    const answer = await fetch(`${servers.broker.url}/token`, {
      method: 'POST',
      headers: { 'x-sidedesk': '1', cookie: String(request.headers.cookie ?? ''), origin },
    });
    response.writeHead(answer.status, { ...cors, 'content-type': 'application/json' });
    response.end(await answer.text());
  });
  try {
    await configure(worker, servers, `${broker.url}/token`);
    const ticketId = 4478996;
    const before = (await servers.sandbox.replies(ticketId)).length;
    const c = await openPanel(openPage, ticketId);
    await c.message.fill('Through a broker outage');
    // The broker goes down, and the worker has no token left: the next call must ask it.
    down = true;
    await c.page.evaluate(() => chrome.storage.session.clear());
    await stopWorker(context, c.page);
    await c.send.click();
    await expect(c.page.getByText('Waiting for the token broker: it goes out by itself.')).toBeVisible();
    const asked = broker.count('POST', '/token');
    // The outbox's alarm, fired early, then Send now: neither asks the broker before its 20 s.
    const alarm = `undo-send:${scopeFor(servers)}:${ticketId}`;
    await currentWorker(context)?.evaluate(
      (name) =>
        (chrome.alarms.onAlarm as unknown as { dispatch(a: unknown): void }).dispatch({
          name,
          scheduledTime: Date.now(),
        }),
      alarm,
    );
    await c.page.getByRole('button', { name: 'Send now' }).click();
    // Send now is not tried before the Retry-After (each attempt is counted in the reply's
    // record), nor is the alarm's early wake-up. A second Send now, asked directly, is answered
    // after the button's: once it is in, both were refused.
    const key = `outcome:${scopeFor(servers)}:${ticketId}`;
    const record = () =>
      c.page.evaluate(
        async (k) => (await chrome.storage.local.get(k))[k] as { attempts?: number; sendId: string },
        key,
      );
    const { sendId } = await record();
    await c.page.evaluate(
      ([ticket, id]) => chrome.runtime.sendMessage({ op: 'sendNow', ticketId: ticket, sendId: id }),
      [ticketId, sendId] as const,
    );
    expect((await record()).attempts).toBe(1);
    await expect(c.page.getByRole('note', { name: 'The reply waiting' })).toHaveText(
      'Through a broker outage',
    );
    expect(broker.count('POST', '/token')).toBe(asked);
    expect(await newReplies(servers, ticketId, before)).toEqual([]);
  } finally {
    await broker.close();
  }
});
