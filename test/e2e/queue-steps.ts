import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { composer, showTicket } from './sidepanel-page';

// The queue's steps as the agent takes them: answer a ticket, then N to the next one. Used by
// queue.spec and next-across-workspaces.spec.

type OpenPage = (path: string) => Promise<Page>;

/**
 * Opens the panel (400×720) on `ticketId`, sends `text` and waits for "✓ Sent": Next is offered
 * from then on. Answers the panel's page and composer.
 */
export async function answerInPanel(openPage: OpenPage, ticketId: number, text: string) {
  const page = await openPage('sidepanel.html');
  await page.setViewportSize({ width: 400, height: 720 });
  await showTicket(page, ticketId);
  const c = composer(page);
  await c.message.fill(text);
  await c.send.click();
  await expect(c.sent).toBeVisible();
  return { page, c };
}

/** The "Next ticket with activity" button, whatever it names. */
export const nextButton = (page: Page) => page.getByRole('button', { name: /^Next ticket with activity/ });

/** N from outside the reply box (inside it, N is text), then waits for `ticketId`'s heading. */
export async function pressNext(page: Page, ticketId: number) {
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('n');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^#${ticketId}\\b`) })).toBeVisible();
}
