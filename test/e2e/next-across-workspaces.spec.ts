import { scopeOf } from '@/lib/settings/workspace';
import { expect, test, workspaceOn, writeScoped } from './fixtures';
import { answerInPanel, nextButton, pressNext } from './queue-steps';
import { checkState, composer, showTicket } from './sidepanel-page';
import { signInToSecond, withSecondWorkspace } from './two-workspaces';
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
  const settings = { undoSendSeconds: 0 };
  await withSecondWorkspace(worker, servers, { name: 'Acme EU', settings }, async (other) => {
    const scope = scopeOf(workspaceOn('second', 'Acme EU', other)) as string;
    await signInToSecond(context, servers, other);
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
    const { page, c } = await answerInPanel(openPage, ANSWERED, 'Thanks, that is sorted now.');
    const next = nextButton(page);
    await expect(next).toHaveAccessibleName(`Next ticket with activity #${ELSEWHERE} in workspace Acme EU`);
    await expect(page.getByText('No other ticket needs you.')).toHaveCount(0);
    await checkState(page, 'next-in-other-workspace', SHOTS);

    await pressNext(page, ELSEWHERE);
    await expect(page.getByRole('combobox', { name: 'Workspace', exact: true })).toHaveValue('second');
    await expect(page.getByRole('status').filter({ hasText: 'Opened #' })).toHaveText(
      `Opened #${ELSEWHERE} in workspace Acme EU.`,
    );
    await expect(c.message).toBeFocused();
    // Opened there: seen, so the badge has nothing left to count.
    await expect.poll(() => badge(worker)).toBe('');
    await checkState(page, 'opened-in-other-workspace', SHOTS);

    // The words belong to that opening: another ticket opened there does not carry them, and its
    // reply box takes keys (the second workspace is signed in, the first was never signed out).
    await showTicket(page, ANSWERED);
    await expect(page.getByText(/^Opened #/)).toHaveCount(0);
    await expect(composer(page).message).toBeEditable();
  });
});
