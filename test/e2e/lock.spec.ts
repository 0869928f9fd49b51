import { expect, test } from './fixtures';
import { checkState, openPanel } from './sidepanel-page';

// A locked ticket says who holds it, and Send asks before replying to it.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/pw-lock/shots';
const LOCKED = 4478915; // seeded with `lockedBy` set (server/README.md)

test('the header says who holds the lock, and Send asks first: Cancel sends nothing, Send anyway sends once', async ({
  servers,
  openPage,
}) => {
  test.slow(); // a send through the worker, on a shared machine
  const before = (await servers.sandbox.replies(LOCKED)).length;
  const c = await openPanel(openPage, LOCKED);
  await c.page.setViewportSize({ width: 400, height: 720 });
  const banner = c.page
    .getByRole('note')
    .filter({ hasText: /^⚠ Locked by .+: someone else may be answering/ });
  await expect(banner).toBeVisible();
  const holder = /Locked by (.+?):/.exec((await banner.textContent()) ?? '')?.[1] ?? '';
  expect(holder).not.toBe('');

  await c.message.fill('We have started the replacement.');
  await c.send.click();
  const ask = c.page.getByRole('alert').filter({ hasText: `Locked by ${holder}: they may be answering` });
  await expect(ask).toBeVisible();
  await checkState(c.page, 'lock-confirm', SHOTS);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(c.message).toHaveValue('We have started the replacement.');
  expect((await servers.sandbox.replies(LOCKED)).length).toBe(before);

  await c.send.click();
  await ask.getByRole('button', { name: 'Send anyway' }).click();
  await expect(c.sent).toBeVisible();
  await expect.poll(async () => (await servers.sandbox.replies(LOCKED)).length).toBe(before + 1);
});
