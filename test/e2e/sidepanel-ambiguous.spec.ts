import { expect, test } from './fixtures';
import { axeViolations, newReplies, openPanel, storedDraft } from './sidepanel-page';

// Nothing twice: a reply POST whose fate is unknown is never repeated behind the agent's back.

test('committed, then the connection dropped: one reply exists and the panel says it may have been sent', async ({
  openPage,
  servers,
  context,
}) => {
  const ticketId = 4478960;
  const before = (await servers.sandbox.replies(ticketId)).length;
  // The sandbox commits the reply, then the connection is reset before any byte of the answer
  // (through Playwright, so that Chromium cannot resend the POST on a fresh connection).
  await context.route(
    `${servers.sandbox.url}/tickets/${ticketId}/replies`,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('Did this arrive?');
  await c.send.click();
  const notice = c.page.getByRole('alert');
  await expect(notice.locator('strong')).toContainText('your reply was most likely created');
  await expect(notice).toContainText(
    'The ticket now has 1 more reply than before you pressed Send: your reply was most likely created. Check before sending again.',
  );
  await expect(notice).toContainText(/The ticket now has \d+ more repl(y|ies) than before you pressed Send/);
  // Nothing was repeated: exactly one reply, and the text is still there to act on.
  expect(await newReplies(servers, ticketId, before)).toMatchObject([{ message: 'Did this arrive?' }]);
  await expect(c.message).toHaveValue('Did this arrive?');
  expect(await storedDraft(c.page, ticketId)).toMatchObject({ message: 'Did this arrive?' });
  // No plain Send until the agent chooses, offered only with the verdict on screen; the safe
  // choice comes before "Send again".
  await expect(c.send).toBeDisabled();
  await expect(c.more).toBeDisabled();
  const choices = c.page.getByRole('alert').getByRole('button');
  await expect(choices).toHaveText(['It was sent: clear my text', 'Send again']);
  expect(await axeViolations(c.page)).toEqual([]);
  // Reopened, the panel still knows.
  await c.page.close();
  const again = await openPanel(openPage, ticketId);
  await expect(again.page.getByRole('alert')).toContainText('most likely created');
  await again.page.getByRole('button', { name: 'It was sent: clear my text' }).click();
  await expect(again.message).toHaveValue('');
  await expect(again.send).toBeEnabled();
  expect(await newReplies(servers, ticketId, before)).toHaveLength(1);
});

test('a 5xx that created nothing: the reply waits in the outbox, and "Send now" sends it exactly once', async ({
  openPage,
  servers,
}) => {
  const ticketId = 4478961;
  const before = (await servers.sandbox.replies(ticketId)).length;
  await servers.sandbox.setFaults({ routes: { reply: { failNext: 1 } } });
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('Second time lucky');
  await c.send.click();
  // The ticket did not move, so nothing was created: no "Send again" to decide, it waits.
  await expect(c.page.getByText('Waiting for the Ticket API: it goes out by itself.')).toBeVisible();
  await expect(c.page.getByRole('note', { name: 'The reply waiting' })).toHaveText('Second time lucky');
  expect(await newReplies(servers, ticketId, before)).toEqual([]);
  await c.page.getByRole('button', { name: 'Send now' }).click();
  await expect(c.sent).toBeVisible();
  expect(await newReplies(servers, ticketId, before)).toMatchObject([{ message: 'Second time lucky' }]);
  await expect(c.message).toHaveValue('');
});

test('the sandbox commits the reply, then drops the connection mid-answer: exactly one reply', async ({
  openPage,
  servers,
}) => {
  const ticketId = 4478962;
  const before = (await servers.sandbox.replies(ticketId)).length;
  await servers.sandbox.setFaults({ routes: { reply: { dropConnectionNext: 1 } } });
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('Dropped after commit');
  await c.send.click();
  await expect(c.page.getByRole('alert')).toContainText('your reply was most likely created');
  expect(await newReplies(servers, ticketId, before)).toMatchObject([{ message: 'Dropped after commit' }]);
  await expect(c.message).toHaveValue('Dropped after commit');
});
