import { expect, test } from './fixtures';
import { axeViolations, composer, showLongMessage } from './sidepanel-page';

// The message box and Send stay on screen whatever the ticket holds.

for (const [width, height] of [
  [400, 600],
  [320, 600],
] as const) {
  test(`at ${width}x${height}, a long customer message leaves the message box and Send on screen`, async ({
    openPage,
    servers,
  }) => {
    const page = await openPage('sidepanel.html');
    await showLongMessage(page, servers, width, height);
    const c = composer(page);
    await c.message.fill('A long reply.\n'.repeat(40));
    for (const target of [c.message, c.send, c.more]) await expect(target).toBeInViewport({ ratio: 1 });
    // A refused send with a long reason above the composer: still both on screen.
    await c.replyTo.selectOption({ label: 'A reply not sent from here (type its number)' });
    await c.parentId.fill('123456789');
    await c.send.click();
    await expect(page.getByRole('alert')).toContainText('Your text is back in the box.');
    await expect(c.message).toHaveValue(/A long reply/);
    for (const target of [c.message, c.send, c.more]) await expect(target).toBeInViewport({ ratio: 1 });
    await expect(
      page.getByRole('group', { name: 'Details' }).or(page.locator('details.sp-details')),
    ).not.toHaveAttribute('open');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `/tmp/pw-panel/shots/layout-${width}-${scheme}.png` });
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}

test("the customer's message shows whole: its frame is as tall as the message, nothing scrolls inside it", async ({
  openPage,
  servers,
  context,
}) => {
  const page = await openPage('sidepanel.html');
  await showLongMessage(page, servers, 420, 800);
  const frame = page.locator('iframe[title="Ticket text from the customer"]');
  await expect(frame).toHaveAttribute('srcdoc', /<body>/);
  // The frame's document laid out at the frame's width in a page of its own (a script-less frame
  // cannot be read from inside): as tall as the frame, or the agent would scroll inside it.
  await expect(async () => {
    const shown = await frame.evaluate((element: HTMLIFrameElement) => ({
      width: element.clientWidth,
      height: element.clientHeight,
    }));
    const probe = await context.newPage();
    await probe.setViewportSize({ width: shown.width, height: 100 });
    await probe.setContent((await frame.getAttribute('srcdoc')) ?? '');
    const needed = await probe.evaluate(() => document.documentElement.scrollHeight);
    await probe.close();
    expect(needed).toBeGreaterThan(120); // a message longer than the frame's default height
    expect(Math.abs(shown.height - needed)).toBeLessThanOrEqual(2);
  }).toPass({ timeout: 10_000 });
});
