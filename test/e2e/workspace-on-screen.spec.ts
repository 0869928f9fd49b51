import { mkdirSync } from 'node:fs';
import type { Page, Worker } from '@playwright/test';
import { scopeOf } from '@/lib/settings/workspace';
import { startServers } from '@/test/support/servers';
import { expect, scopeFor, signInOnPage, test, workspaceOn } from './fixtures';
import { setPanelTicket } from './sidepanel-page';
import { badge, pollNow, recordNotifications, shownNotifications } from './watch-helpers';

// The workspace is always the one on screen (issue 40, item 5): the popup's connection line
// follows a switch at once, and a sign-in in a tab moves every page that showed "Sign in" on by
// itself. And nothing of a workspace the agent signed out of stays on a shared desk: not its
// notifications, its badge count, nor the popup's first-paint snapshot.

const SHOTS = '/tmp/shots-j40';
const SNAPSHOT_KEY = 'sidedesk.first-paint';

async function setWorkspaces(worker: Worker, workspaces: ReturnType<typeof workspaceOn>[]) {
  await worker.evaluate(
    (list) =>
      chrome.storage.local.set({
        settings: {
          workspaces: list,
          activeWorkspaceId: list[0]?.id,
          watchIntervalMinutes: 5,
          undoSendSeconds: 0,
          theme: 'system',
        },
      }),
    workspaces,
  );
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a switch to a workspace that needs sign-in says so at once; signing in moves the panel on by itself', async ({
  openPage,
  worker,
  context,
  servers,
}) => {
  const other = await startServers(); // its broker has never seen this agent
  try {
    const ticketId = 4478950;
    await other.sandbox.setRawFields(ticketId, { title: 'Invoice question (second service)' });
    await setWorkspaces(worker, [
      workspaceOn('default', 'First desk', servers),
      workspaceOn('second', 'Second desk', other),
    ]);

    const popup = await openPage('popup.html');
    const line = popup.locator('.connection .connection-label');
    await expect(line).toHaveText('Signed in as Alex Agent');
    await popup
      .getByRole('combobox', { name: 'Workspace', exact: true })
      .selectOption({ label: 'Second desk' });
    // At once: the first desk's agent is never shown as the second's.
    await expect.poll(() => line.textContent(), { timeout: 2_000 }).toBe('Sign in needed');
    await shoot(popup, 'popup-switched-sign-in-needed');

    const panel = await openPage('sidepanel.html');
    await setPanelTicket(panel, ticketId);
    await expect(panel.getByRole('alert')).toContainText('Sign in to your team’s token broker');
    await shoot(panel, 'panel-sign-in-banner');

    // The agent signs in from the popup: the broker's page opens in a tab the worker follows.
    const opened = context.waitForEvent('page');
    await popup.locator('.connection').getByRole('button', { name: 'Sign in' }).click();
    const signInTab = await opened;
    await signInOnPage(signInTab);
    await expect(signInTab.getByText(/Signed in as|Alex Agent/).first()).toBeVisible();

    // No click in the panel, no focus coming back to it: within 2 s it reads the ticket.
    const heading = panel.getByRole('heading', { level: 1, name: new RegExp(`^#${ticketId}\\b`) });
    await expect.poll(() => heading.textContent(), { timeout: 2_000 }).toContain('second service');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => line.textContent(), { timeout: 2_000 }).toBe('Signed in as Alex Agent');
    await shoot(panel, 'panel-after-sign-in');
    await shoot(popup, 'popup-after-sign-in');
  } finally {
    await other.close();
  }
});

test('after sign-out of one of two workspaces, none of its notifications, badge count or snapshot remains', async ({
  openPage,
  worker,
  servers,
}) => {
  test.slow(); // several polls through the worker, on a shared machine
  const [A, B, C] = [4478960, 4478961, 4478962];
  await setWorkspaces(worker, [
    workspaceOn('default', 'Support', servers),
    workspaceOn('second', 'Billing', servers),
  ]);
  const first = scopeFor(servers);
  const second = scopeOf(workspaceOn('second', 'Billing', servers)) as string;
  // Support watches A; Billing watches B and C. A first poll caches them; the agent has seen them.
  await worker.evaluate(
    ([s1, s2, [a, b, c]]) =>
      chrome.storage.local.set({
        [`watched:${s1}`]: [{ id: a, at: Date.now() }],
        [`watched:${s2}`]: [
          { id: b, at: Date.now() },
          { id: c, at: Date.now() },
        ],
      }),
    [first, second, [A, B, C]] as const,
  );
  await pollNow(worker);
  await worker.evaluate(
    async (scopes) => {
      const all = await chrome.storage.local.get(null);
      const seen: Record<string, Record<string, string>> = {};
      for (const [key, value] of Object.entries(all)) {
        const [name, scope, id] = key.split(':');
        if (name !== 'ticket' || !scope || !id || !scopes.includes(scope)) continue;
        seen[`seen:${scope}`] ??= {};
        const ticket = (value as { ticket: { lastThreadElementCreationTime: string } }).ticket;
        (seen[`seen:${scope}`] as Record<string, string>)[id] = ticket.lastThreadElementCreationTime;
      }
      await chrome.storage.local.set(seen);
    },
    [first, second],
  );
  await expect.poll(() => badge(worker)).toBe('');
  await recordNotifications(worker);

  // News in each workspace: one notification each, and the badge counts all three tickets.
  await servers.sandbox.addReply(A, { message: 'Any news?' });
  await pollNow(worker);
  await servers.sandbox.addReply(B, { message: 'The invoice is wrong.' });
  await servers.sandbox.addReply(C, { message: 'Refund please.' });
  await pollNow(worker);
  await expect
    .poll(() => shownNotifications(worker))
    .toEqual([`sidedesk-ticket-default/${A}`, `sidedesk-ticket-second/${B}`]);
  await expect.poll(() => badge(worker)).toBe('3');

  // The popup shows Billing: its first-paint snapshot holds Billing's rows.
  await worker.evaluate(async () => {
    const { settings } = await chrome.storage.local.get('settings');
    await chrome.storage.local.set({ settings: { ...(settings as object), activeWorkspaceId: 'second' } });
  });
  const popup = await openPage('popup.html');
  await expect(popup.getByRole('list', { name: 'Watched tickets' })).toContainText(`#${B}`);
  await popup.close();
  const options = await openPage('options.html');
  await expect
    .poll(() => options.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY))
    .toContain(`${B}`);

  await options.getByRole('button', { name: 'Sign out of Billing' }).click();
  await options.getByRole('button', { name: 'Yes, sign out of Billing' }).click();
  await expect(options.getByRole('status').filter({ hasText: /^Signed out of Billing\./ })).toBeVisible();
  await expect.poll(() => shownNotifications(worker)).toEqual([`sidedesk-ticket-default/${A}`]);
  await expect.poll(() => badge(worker)).toBe('1');
  const snapshot = await options.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY);
  expect(snapshot ?? '').not.toContain(`${B}`);
  expect(snapshot ?? '').not.toContain(`${C}`);
  await shoot(options, 'options-signed-out-of-billing');
});
