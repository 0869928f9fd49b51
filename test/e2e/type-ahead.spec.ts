import type { Page, Worker } from '@playwright/test';
import { clickMenu, expect, test } from './fixtures';
import { TICKET } from './popup-page';
import { composer, messageShown, setPanelTicket, showTicket } from './sidepanel-page';

// No key is lost when a ticket opens: whatever the route, whatever the panel's height, keys typed
// 0, 50, 200 or 500 ms after the ticket was asked for (before it has loaded, or after) land in its
// reply box in the order typed, and the customer's first lines stay in view. The panel's own field
// counts from the Enter; a route from outside the panel (the popup, the menu, a notification)
// from the moment the panel names the ticket it opens: until then the agent's keys are in the
// popup or the page, not in the panel.

const SIZES = [
  { width: 320, height: 600 },
  { width: 400, height: 600 },
  { width: 400, height: 1000 },
] as const;
const DELAYS = [0, 50, 200, 500] as const;

/** Each route asks for `id` as the agent would, without waiting for the ticket to show. */
const ROUTES: Record<string, (page: Page, worker: Worker, id: number) => Promise<void>> = {
  // The panel's own field, by keyboard.
  field: async (page, _worker, id) => {
    await page.locator('#sp-lookup-input').fill(String(id));
    await page.locator('#sp-lookup-input').press('Enter');
  },
  // The popup's row or field and a notification's click ask the worker the same way.
  popup: (page, _worker, id) => setPanelTicket(page, id),
  menu: (_page, worker, id) =>
    clickMenu(worker, {
      menuItemId: 'sidedesk-open-ticket',
      linkUrl: `https://inbox.example.com/tickets?ticketId=${id}`,
    }),
};

for (const [index, size] of SIZES.entries()) {
  test(`at ${size.width}x${size.height}, keys typed as a ticket opens by the field, the popup or the menu all land in its box`, async ({
    openPage,
    worker,
  }) => {
    test.setTimeout(120_000); // twelve opens on a shared machine
    const page = await openPage('sidepanel.html');
    await page.setViewportSize(size);
    const c = composer(page);
    await showTicket(page, TICKET.first + 120 + index * 20);
    let id = TICKET.first + 121 + index * 20;
    for (const [route, ask] of Object.entries(ROUTES))
      for (const delay of DELAYS) {
        const text = `Hello there, ${route} ${delay}.`;
        await ask(page, worker, id);
        const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^#${id}\\b`) });
        if (route !== 'field') await heading.waitFor();
        if (delay) await page.waitForTimeout(delay); // the agent's own pace: the case under test
        await page.keyboard.type(text);
        await expect(heading).toBeVisible();
        await expect(c.message, `${route} after ${delay} ms`).toHaveValue(text);
        await expect(c.message).toBeFocused();
        // The customer's first lines (three or more) are still there beside the reply.
        await expect.poll(() => messageShown(page)).toBeGreaterThanOrEqual(60);
        id++;
      }
  });
}
