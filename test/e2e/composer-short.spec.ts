import { expect, test } from './fixtures';
import { composer, showTicket } from './sidepanel-page';

// Seen at 320×600 after typing: the "Complete ticket" row sat half under the pinned Send row.

test('at 320×600, after typing, "Complete ticket" shows whole above the Send row', async ({ openPage }) => {
  const page = await openPage('sidepanel.html');
  await page.setViewportSize({ width: 320, height: 600 });
  await showTicket(page, 4478925);
  const c = composer(page);
  await c.message.focus();
  await page.keyboard.type('Hello there, thanks');
  await expect(c.complete).toBeVisible();
  const gap = () =>
    page.evaluate(() => {
      const choices = document.querySelector('.sp-choices')?.getBoundingClientRect();
      const bar = document.querySelector('.sp-send-row')?.getBoundingClientRect();
      return choices && bar ? bar.top - choices.bottom : null;
    });
  await expect.poll(gap).toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: '/tmp/shots-k41/composer-320x600-typed.png' });
});
