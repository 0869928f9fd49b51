import { expect, test } from './fixtures';
import { TICKET } from './popup-page';
import { composer, setOptions, showTicket } from './sidepanel-page';

// Send, then move on: the undo window runs on in a bar that follows the agent to the next ticket,
// and Undo there puts the reply back into the first ticket's box.

test('after Send the agent opens another ticket at once; Undo from there returns the text to the first box', async ({
  worker,
  servers,
  openPage,
}) => {
  await setOptions(worker, 30);
  const [first, second] = [TICKET.first + 170, TICKET.first + 171];
  const before = (await servers.sandbox.replies(first)).length;
  const page = await openPage('sidepanel.html');
  await page.setViewportSize({ width: 400, height: 1000 });
  const c = composer(page);
  await showTicket(page, first);
  await page.keyboard.type('Your refund is on its way.');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeFocused();
  // Straight on to the next ticket, typing as it opens.
  await page.locator('#sp-lookup-input').fill(String(second));
  await page.locator('#sp-lookup-input').press('Enter');
  await page.keyboard.type('Hello');
  await expect(c.message).toHaveValue('Hello');
  const bar = page.locator('.sp-undo-bar');
  await expect(bar).toContainText(`Sending to #${first}`);
  await page.screenshot({ path: '/tmp/shots-i41/undo-bar.png' });
  await bar.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(bar).toContainText(`Not sent: the reply to #${first} is back in its draft.`);
  await showTicket(page, first);
  await expect(c.message).toHaveValue('Your refund is on its way.');
  expect(await servers.sandbox.replies(first)).toHaveLength(before);
});
