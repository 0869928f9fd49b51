import { expect, test } from './fixtures';
import { readLocal } from './popup-page';
import { answerInPanel, nextButton, pressNext } from './queue-steps';
import { checkState, composer, setOptions, showTicket } from './sidepanel-page';
import { badge, pollNow, watchAndSee } from './watch-helpers';

// After any send the panel offers the next ticket that needs the agent,
// and the agent's own reply is no news to them.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/pw-queue/shots';
const [DONE, NEXT, ANSWERED] = [4478960, 4478961, 4478963];

test('after a plain Send, Next skips a ticket a colleague just completed and opens the next with N, reply box focused', async ({
  worker,
  servers,
  openPage,
}) => {
  test.slow(); // many steps through the worker, on a shared machine
  await watchAndSee(worker, servers, [DONE, NEXT]);
  await servers.sandbox.addReply(DONE, { message: 'Any news?' });
  await servers.sandbox.addReply(NEXT, { message: 'Still broken.' });
  await pollNow(worker);
  await expect.poll(() => badge(worker)).toBe('2');
  // A colleague completes the first one after the poll: only a fresh look can tell.
  await servers.sandbox.setRawFields(DONE, { status: 'completed' });

  const { page, c } = await answerInPanel(openPage, ANSWERED, 'Thanks, that is sorted now.');
  const next = nextButton(page);
  await expect(next).toHaveAccessibleName(`Next ticket with activity #${NEXT}`);
  await expect(next).toHaveAttribute('aria-keyshortcuts', 'N');
  await checkState(page, 'next-offered', SHOTS);

  // N is text while the agent types, and a shortcut only outside the box.
  await c.message.press('n');
  await expect(c.message).toHaveValue('n');
  await c.message.fill('');
  await pressNext(page, NEXT);
  await expect(c.message).toBeFocused();

  // Answering that one too: the completed ticket is never offered, the answered one has no news.
  await expect(c.message).toBeEditable();
  await c.message.fill('We are looking into it.');
  await c.send.click();
  await expect(c.sent).toBeVisible();
  await expect(page.getByText('No other ticket needs you.')).toBeVisible();
  await checkState(page, 'next-none', SHOTS);
});

test('the agent’s own reply, sent after the panel closed, does not flag its watched ticket', async ({
  worker,
  servers,
  openPage,
}) => {
  const id = 4478970;
  await watchAndSee(worker, servers, [id]);
  await setOptions(worker, 30);
  const page = await openPage('sidepanel.html');
  await showTicket(page, id);
  const c = composer(page);
  await c.message.fill('I have sent the replacement today.');
  await c.send.click();
  await expect(page.getByRole('status').filter({ hasText: /Sending in \d+ s/ })).toBeVisible();
  await page.close();
  // The undo window ends with the panel closed: the clock reaches its end and its alarm fires now.
  // The send's record holds its due time (its index entry only says what to finish), so both move.
  await worker.evaluate(async () => {
    const now = Date.now();
    const all = await chrome.storage.local.get(null);
    for (const [key, value] of Object.entries(all)) {
      if (key === 'waitingSends') {
        const entries = value as { dueAt: number }[];
        await chrome.storage.local.set({ [key]: entries.map((entry) => ({ ...entry, dueAt: now })) });
      } else if (key.startsWith('outcome:') && (value as { state?: string }).state === 'waiting')
        await chrome.storage.local.set({ [key]: { ...(value as object), dueAt: now } });
    }
    for (const alarm of await chrome.alarms.getAll())
      if (alarm.name.startsWith('undo-send:')) await chrome.alarms.create(alarm.name, { when: now });
  });
  // Sent at once (no fault is left armed: each test starts without one). A failure shows the
  // record's state and error, not only "queued".
  await expect
    .poll(async () => {
      const outcome = await readLocal<{ state: string; error?: unknown }>(worker, 'outcome', id);
      return outcome?.state === 'sent'
        ? 'sent'
        : JSON.stringify({ state: outcome?.state, error: outcome?.error });
    })
    .toBe('sent');
  expect(JSON.stringify(await servers.sandbox.replies(id))).toContain('the replacement today');
  await pollNow(worker);
  expect(await badge(worker)).toBe('');
});
