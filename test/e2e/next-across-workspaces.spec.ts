import { scopeOf } from '@/lib/settings/workspace';
import { startServers } from '@/test/support/servers';
import { expect, signIn, test, workspaceOn, writeScoped } from './fixtures';
import { checkState, composer, setPanelTicket, showTicket } from './sidepanel-page';
import { badge, pollNow } from './watch-helpers';

// One queue, one count: the badge counts every workspace, and so does Next. With activity only
// in another workspace, Next names that workspace, opens the ticket there (switching to it) and
// says so in words; the reply box has the focus, as for any ticket opened.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/pw-next-across/shots';
const [ANSWERED, ELSEWHERE] = [4478963, 4478977];

test('with activity only in another workspace, Next opens it there and says so', async ({
  worker,
  context,
  servers,
  openPage,
}) => {
  test.slow(); // two services, a poll and a send through the worker, on a shared machine
  const other = await startServers();
  try {
    const second = workspaceOn('second', 'Acme EU', other);
    const scope = scopeOf(second) as string;
    await worker.evaluate(
      (workspaces) =>
        chrome.storage.local.set({
          settings: {
            workspaces,
            activeWorkspaceId: 'default',
            watchIntervalMinutes: 5,
            undoSendSeconds: 0,
            theme: 'system',
          },
        }),
      [workspaceOn('default', 'First desk', servers), second],
    );
    await signIn(context, other);
    // Acme EU: a watched ticket the agent has looked at, then a customer writes back.
    await writeScoped(worker, scope, 'watched', [{ id: ELSEWHERE, at: Date.now() }]);
    await pollNow(worker);
    const looked = await worker.evaluate(
      async (key) =>
        ((await chrome.storage.local.get(key))[key] as { ticket: { lastThreadElementCreationTime: string } })
          .ticket.lastThreadElementCreationTime,
      `ticket:${scope}:${ELSEWHERE}`,
    );
    await writeScoped(worker, scope, 'seen', { [ELSEWHERE]: looked });
    await expect.poll(() => badge(worker)).toBe('');
    await other.sandbox.addReply(ELSEWHERE, { message: 'Is there any news?' });
    await pollNow(worker);
    await expect.poll(() => badge(worker)).toBe('1');

    // The agent answers a ticket of the first desk, where nothing else needs them.
    const page = await openPage('sidepanel.html');
    await page.setViewportSize({ width: 400, height: 720 });
    await showTicket(page, ANSWERED);
    const c = composer(page);
    await c.message.fill('Thanks, that is sorted now.');
    await c.send.click();
    await expect(c.sent).toBeVisible();
    const next = page.getByRole('button', { name: /^Next ticket with activity/ });
    await expect(next).toHaveAccessibleName(`Next ticket with activity #${ELSEWHERE} in workspace Acme EU`);
    await expect(page.getByText('No other ticket needs you.')).toHaveCount(0);
    await checkState(page, 'next-in-other-workspace', SHOTS);

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('n');
    await expect(page.getByRole('combobox', { name: 'Workspace', exact: true })).toHaveValue('second');
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^#${ELSEWHERE}\\b`) }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Opened #' })).toHaveText(
      `Opened #${ELSEWHERE} in workspace Acme EU.`,
    );
    await expect(c.message).toBeFocused();
    // Opened there: seen, so the badge has nothing left to count.
    await expect.poll(() => badge(worker)).toBe('');
    await checkState(page, 'opened-in-other-workspace', SHOTS);

    // The words belong to that opening: another ticket opened there does not carry them.
    await setPanelTicket(page, ANSWERED);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^#${ANSWERED}\\b`) })).toBeVisible();
    await expect(page.getByText(/^Opened #/)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
