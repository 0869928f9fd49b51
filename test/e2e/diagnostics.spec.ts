import { expect, test } from './fixtures';
import { openPanel } from './sidepanel-page';

// Problems that are said (Options › Diagnostics): a failure the sandbox causes is kept, shown with
// the version, the browser and the unfinished sends, and copied for support as JSON that holds
// nothing of the agent or the customer. A part of a page whose file fails to load says so, and
// Retry brings it.

test.describe.configure({ timeout: 90_000 });

const shots = process.env.SHOTS_DIR;

test('Diagnostics shows a send the service refused, and Copy for support gives it redacted', async ({
  openPage,
  context,
  servers,
  worker,
}) => {
  const empty = await openPage('options.html#diagnostics');
  const section = empty.getByRole('region', { name: 'Diagnostics' });
  await expect(section.getByText('No problem reported in this browser session.')).toBeVisible();
  await expect(section.getByText(/^Sidedesk \d+\.\d+\.\d+ in Chrome \d+/)).toBeVisible();
  if (shots) await section.screenshot({ path: `${shots}/diagnostics-empty.png` });

  const ticketId = 4478994;
  const text = 'Private words for the customer, never for support';
  await servers.sandbox.setFaults({ routes: { reply: { failNext: 1 } } });
  const c = await openPanel(openPage, ticketId);
  await c.message.fill(text);
  await c.send.click();
  await expect(c.page.getByRole('note', { name: 'The reply waiting' })).toHaveText(text);

  // Shown as it is kept, in the page already open.
  const problems = section.getByRole('list', { name: 'Problems, newest first' });
  // The case as a sentence in the agent's language, its code beside it for support.
  const refused = problems.getByRole('listitem').filter({ hasText: 'send-queue/send' });
  await expect(refused).toContainText(
    'send-queue/send: The Ticket API had a problem (HTTP 500). The reply may have been sent: check the ticket before sending again.',
  );
  await expect(refused.locator('code')).toHaveText('server');
  await expect(problems).not.toContainText('error.server');
  await expect(section.getByText('1 reply not finished:')).toBeVisible();
  await expect(section.getByText(`Ticket ${ticketId}: queued`)).toBeVisible();
  if (shots) await section.screenshot({ path: `${shots}/diagnostics-problems.png` });

  // Chrome grants no permission to an extension's origin by name: granted to every origin instead.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await section.getByRole('button', { name: 'Copy for support' }).click();
  await expect(section.getByText('Copied. Paste it into your message to support.')).toBeVisible();
  const copied = await empty.evaluate(() => navigator.clipboard.readText());
  const found = JSON.parse(copied);
  expect(found.browser).toMatch(/^Chrome \d+/);
  expect(found.sends).toEqual([expect.objectContaining({ ticketId, state: 'queued' })]);
  expect(found.problems).toContainEqual(
    expect.objectContaining({
      area: 'send-queue/send',
      code: 'server',
      reason: 'error.server.write',
      status: 500,
    }),
  );
  const session = await worker.evaluate(() => chrome.storage.session.get(null));
  const token = Object.entries(session).find(([key]) => key.startsWith('token:'))?.[1] as
    | { accessToken: string; agent: { email: string } }
    | undefined;
  expect(token?.accessToken).toBeTruthy();
  for (const secret of [text, token?.accessToken, token?.agent.email, servers.sandbox.url])
    expect(copied).not.toContain(secret);
});

test('a part of a page that fails to load says so, and Retry brings it', async ({ context, openPage }) => {
  // The workspaces' list and editor, loaded with import() at Options' start: its file fails once.
  let refused = 0;
  await context.route(/\/chunks\/WorkspacesSection-[\w-]+\.js$/, (route) => {
    if (refused++ === 0) return route.abort('failed');
    return route.continue();
  });
  const page = await openPage('options.html');
  const section = page.getByRole('region', { name: 'Workspaces' });
  const failed = section.getByRole('alert');
  await expect(failed).toContainText('This part could not be loaded.');
  if (shots) await page.screenshot({ path: `${shots}/view-failed.png` });
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(section.getByRole('button', { name: 'Add workspace' })).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(refused).toBe(2);
});

test("the sanitizer's and the broker guide's problems reach Diagnostics", async ({ context, openPage }) => {
  // The sanitizer's sandboxed page has no extension APIs: a problem it meets goes to the panel that
  // embeds it, and from there to the worker, as the panel's own do.
  const c = await openPanel(openPage, 4478994);
  const sanitizerFrame = () => c.page.frames().find((frame) => frame.url().endsWith('/sanitizer.html'));
  await expect.poll(() => sanitizerFrame()?.url()).toBeTruthy();
  await sanitizerFrame()?.evaluate(() =>
    window.parent.postMessage(
      { problem: { at: Date.now(), area: 'sanitize/measure', code: 'TypeError' } },
      '*',
    ),
  );

  // The guide ("What is a token broker?") fails to load once: said with Retry, and kept.
  let refused = 0;
  await context.route(/\/chunks\/TokenBrokerHelp-[\w-]+\.js$/, (route) => {
    if (refused++ === 0) return route.abort('failed');
    return route.continue();
  });
  const guide = await openPage('options.html#token-broker');
  await expect(guide.getByRole('alert')).toContainText('This part could not be loaded.');
  if (shots) await guide.screenshot({ path: `${shots}/guide-failed.png` });

  const options = await openPage('options.html#diagnostics');
  const problems = options
    .getByRole('region', { name: 'Diagnostics' })
    .getByRole('list', { name: 'Problems, newest first' });
  await expect(problems.getByRole('listitem').filter({ hasText: 'sanitize/measure' })).toHaveCount(1);
  await expect(problems.getByRole('listitem').filter({ hasText: 'view/load' })).toHaveCount(1);
});
