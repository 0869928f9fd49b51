import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { TestServers } from '@/test/support/servers';
import { AGENT, expect, scopeFor, test } from './fixtures';
import { openPopup, pollConnectionLabel } from './popup-page';
import { currentWorker, stopWorker } from './send-stops';
import { newReplies, openPanel, setOptions, showTicket } from './sidepanel-page';

// A shared desk (issue 39, "Whose words they are"): agent A's reply waits in the outbox when A
// signs out. Agent B signing in on the same browser never posts it, shows it or puts it in a box;
// A is told at their next sign-in that it was deleted. Without B in between, A signing in again
// sends it, once, as A.

test.describe.configure({ timeout: 180_000 });

const A = AGENT;
/** The broker's other demo agent (server/broker/default-agents.ts). */
const B = { email: 'sam@sidedesk.test', password: AGENT.password, name: 'Sam Support' };
type Agent = typeof A;
type OpenPage = (path: string) => Promise<Page>;
const shots = '/tmp/shots-k39e';

/**
 * Writes `text` as A in the panel while the sandbox refuses replies: it waits in the outbox, or
 * (`undoSeconds`) in its undo window, whose timer lives in the worker's memory.
 */
async function replyWaits(
  openPage: OpenPage,
  servers: TestServers,
  ticketId: number,
  text: string,
  undoSeconds = 0,
) {
  await servers.sandbox.setFaults({ routes: { reply: { failNext: 1000 } } });
  const c = await openPanel(openPage, ticketId);
  if (undoSeconds) await setOptions(currentWorker(c.page.context()) as Worker, undoSeconds);
  await c.message.fill(text);
  await c.send.click();
  if (undoSeconds) await expect(c.page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
  else await expect(c.page.getByRole('note', { name: 'The reply waiting' })).toHaveText(text);
  return c.page;
}

/** Signs out in Options through the sign-out dialog; `kept` is what the dialog says of the outbox. */
async function signOutInOptions(openPage: OpenPage, kept: RegExp | null) {
  const options = await openPage('options.html');
  const account = options.getByRole('region', { name: 'Account' });
  await account.getByRole('button', { name: 'Sign out of Workspace 1' }).click();
  const dialog = options.getByRole('dialog');
  if (kept) await expect(dialog).toContainText(kept);
  else await expect(dialog).not.toContainText(/reply|replies/);
  await dialog.getByRole('button', { name: 'Yes, sign out of Workspace 1' }).click();
  await expect(account.getByRole('status').filter({ hasText: /^Signed out/ })).toBeVisible();
  await options.close();
}

/** The popup's Sign in, then the broker's form filled as `agent`, until the popup names them. */
async function signInAs(context: BrowserContext, openPage: OpenPage, agent: Agent) {
  const popup = await openPage('popup.html');
  const opened = context.waitForEvent('page');
  await popup.locator('.connection').getByRole('button', { name: 'Sign in' }).click();
  const tab = await opened;
  await tab.getByLabel('E-mail').fill(agent.email);
  await tab.getByLabel('Password').fill(agent.password);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await expect(tab.getByText(new RegExp(agent.name))).toBeVisible();
  await tab.close();
  await popup.close();
  await pollConnectionLabel(openPage, `Signed in as ${agent.name}`);
}

/** Everything that wakes a send: its alarm fired early, the browser back online. */
async function wakeSends(context: BrowserContext, servers: TestServers, ticketId: number) {
  await currentWorker(context)?.evaluate(
    async (name) => {
      const names = [name, ...(await chrome.alarms.getAll()).map((a) => a.name)];
      const alarms = chrome.alarms.onAlarm as unknown as { dispatch(a: unknown): void };
      for (const n of names) alarms.dispatch({ name: n, scheduledTime: Date.now() });
      globalThis.dispatchEvent(new Event('online'));
    },
    `undo-send:${scopeFor(servers)}:${ticketId}`,
  );
}

const posted = async (servers: TestServers, ticketId: number, before: number) =>
  (await newReplies(servers, ticketId, before)).map((r) => ({ message: r.message, author: r.author?.email }));

for (const [where, ticketId, undoSeconds] of [
  ['in the outbox', 4479010, 0],
  ['in its undo window', 4479012, 8],
] as const) {
  test(`A's reply ${where} is never posted, shown or put in the box once B signs in; A is told it was deleted`, async ({
    openPage,
    context,
    servers,
  }) => {
    const text = `Words of Alex, kept through a sign-out ${where}`;
    const before = (await servers.sandbox.replies(ticketId)).length;
    const panel = await replyWaits(openPage, servers, ticketId, text, undoSeconds);
    await panel.close();
    await signOutInOptions(openPage, /1 reply you sent has not gone out yet/);
    // From here a post could go: only whose words they are holds it back.
    await servers.sandbox.clearFaults();
    await signInAs(context, openPage, B);

    // Sixty seconds of B's shift, driven: each round wakes every send, opens the popup (Send now
    // would be pressed if it were offered), and the ticket in the panel; the worker stops once.
    for (let round = 0; round < 6; round++) {
      await wakeSends(context, servers, ticketId);
      const popup = await openPopup(openPage);
      await expect(popup.page.locator('.connection-label')).toContainText(`Signed in as ${B.name}`);
      const sendNow = popup.page.getByRole('button', { name: 'Send now' });
      if (await sendNow.count()) await sendNow.first().click();
      await expect(sendNow).toHaveCount(0);
      await expect(
        popup.page.getByRole('status').filter({ hasText: /waiting to be sent|waits/ }),
      ).toHaveCount(0);
      await expect(popup.page.locator('body')).not.toContainText(text);
      // A's notice is A's: B is told nothing of a reply that was never theirs.
      await expect(popup.page.locator('.connection').getByRole('note')).toHaveCount(0);
      if (round === 0) await popup.page.screenshot({ path: `${shots}/b-popup-${ticketId}.png` });
      const c = await openPanel(openPage, ticketId);
      await expect(c.message).toHaveValue('');
      await expect(c.page.getByRole('note', { name: 'The reply waiting' })).toHaveCount(0);
      await expect(c.page.locator('body')).not.toContainText(text);
      if (round === 0) await c.page.screenshot({ path: `${shots}/b-panel-${ticketId}.png` });
      if (round === 2) await stopWorker(context, c.page);
      await popup.page.close();
      await c.page.close();
      expect(await posted(servers, ticketId, before)).toEqual([]);
    }

    await signOutInOptions(openPage, null);
    await signInAs(context, openPage, A);
    const popup = await openPopup(openPage);
    await expect(popup.page.locator('.connection').getByRole('note')).toHaveText(
      'Your 1 waiting reply was deleted: another agent signed in here after you signed out.',
    );
    await popup.page.screenshot({ path: `${shots}/a-told-deleted-${ticketId}.png` });
    await wakeSends(context, servers, ticketId);
    const c = await openPanel(openPage, ticketId);
    await expect(c.message).toHaveValue('');
    await expect(c.page.getByRole('note', { name: 'The reply waiting' })).toHaveCount(0);
    expect(await posted(servers, ticketId, before)).toEqual([]);
  });
}

test('without another agent in between, A signing out and in again sends the reply once, as A', async ({
  openPage,
  context,
  servers,
}) => {
  const ticketId = 4479011;
  const text = 'Words of Alex, sent after signing in again';
  const before = (await servers.sandbox.replies(ticketId)).length;
  const panel = await replyWaits(openPage, servers, ticketId, text);
  await panel.close();
  await signOutInOptions(openPage, /1 reply you sent has not gone out yet/);
  await servers.sandbox.clearFaults();
  await wakeSends(context, servers, ticketId);
  expect(await posted(servers, ticketId, before)).toEqual([]);
  await signInAs(context, openPage, A);
  await expect
    .poll(() => posted(servers, ticketId, before), { timeout: 60_000 })
    .toEqual([{ message: text, author: A.email }]);
  // Woken again, and the panel opened: still once.
  await wakeSends(context, servers, ticketId);
  const c = await openPanel(openPage, ticketId);
  await showTicket(c.page, ticketId);
  expect(await posted(servers, ticketId, before)).toEqual([{ message: text, author: A.email }]);
});
