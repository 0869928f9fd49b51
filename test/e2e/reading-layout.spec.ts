import { expect, test } from './fixtures';
import { axeViolations, composer, showLongMessage } from './sidepanel-page';

// Issue "Reading a ticket", point 4: room to read while writing. Measured from the layout.

const TEN_LINES = Array.from({ length: 10 }, (_, i) => `Line ${i + 1} of the reply.`).join('\n');

/** Four lines, less what layout rounding (1/64 px steps) takes off. */
const FOUR_LINES = 3.99;

/** The box's height in lines of its own text. */
const boxLines = (c: ReturnType<typeof composer>) =>
  c.message.evaluate((box: HTMLTextAreaElement) => {
    const style = getComputedStyle(box);
    const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
    const frame = edges.reduce((sum, edge) => sum + Number.parseFloat(style[edge]), 0);
    // The exact height (clientHeight is rounded to whole pixels).
    return (box.getBoundingClientRect().height - frame) / Number.parseFloat(style.lineHeight);
  });

test('at 400x600 with ten lines typed the ticket keeps 40% of the height and the box four lines; the reply options are one row of named icon controls', async ({
  openPage,
  servers,
}) => {
  const page = await openPage('sidepanel.html');
  await showLongMessage(page, servers, 400, 600);
  const c = composer(page);
  await c.message.fill(TEN_LINES);
  const ticketArea = await page.locator('.sp-scroll').boundingBox();
  expect(ticketArea?.height ?? 0).toBeGreaterThanOrEqual(0.4 * 600);
  expect(await boxLines(c)).toBeGreaterThanOrEqual(FOUR_LINES);
  for (const target of [c.message, c.send, c.more]) await expect(target).toBeInViewport({ ratio: 1 });
  // Reply to, format, preview and attachments share one row, each named, each with a tooltip.
  const tools = [c.replyTo, c.format, c.preview, c.attachments];
  const tops = [];
  for (const tool of tools) {
    await expect(tool).toHaveAttribute('title', /./);
    tops.push((await tool.boundingBox())?.y ?? -1);
  }
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8);
  // "Sending as" is Send's tooltip, not a line of the composer.
  await expect(c.send).toHaveAttribute('title', /^Sending as Alex Agent/);
  await expect(page.locator('#sp-author')).toHaveClass('visually-hidden');
  await c.attachments.click();
  await expect(c.page.getByRole('textbox', { name: 'Attachment URL' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('at 320x600 while writing, the ticket’s title and status stay in view', async ({
  openPage,
  servers,
}) => {
  const page = await openPage('sidepanel.html');
  await showLongMessage(page, servers, 320, 600);
  const c = composer(page);
  await c.message.fill(TEN_LINES);
  await expect(page.locator('#sp-ticket-title')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.sp-head .status-badge')).toBeInViewport({ ratio: 1 });
  for (const target of [c.message, c.send]) await expect(target).toBeInViewport({ ratio: 1 });
});

test('the divider between ticket and composer can be dragged, and the panel remembers it', async ({
  openPage,
  servers,
}) => {
  const page = await openPage('sidepanel.html');
  const ticket = await showLongMessage(page, servers, 400, 600);
  const c = composer(page);
  await c.message.fill(TEN_LINES);
  const divider = page.getByRole('separator', { name: /share the height/ });
  const box = await divider.boundingBox();
  if (!box) throw new Error('no divider');
  // Drag it up to the middle of the panel: the composer gets the lower half.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, 300, { steps: 5 });
  await page.mouse.up();
  const composerBox = async () => (await page.locator('.sp-composer').boundingBox())?.height ?? 0;
  await expect.poll(composerBox).toBeGreaterThan(280);
  expect(await boxLines(c)).toBeGreaterThanOrEqual(FOUR_LINES);
  // The keyboard moves it too.
  await divider.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(composerBox).toBeLessThan(280);
  const kept = await composerBox();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^#${ticket.id}\\b`) })).toBeVisible();
  await expect.poll(composerBox).toBeGreaterThan(kept - 2);
  expect(await composerBox()).toBeLessThan(kept + 2);
});
