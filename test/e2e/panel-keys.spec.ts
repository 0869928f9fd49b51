import { expect, test } from './fixtures';
import { TICKET } from './popup-page';
import { composer, showTicket } from './sidepanel-page';

// The ticket's verbs by keyboard in the side panel: Alt+W and Alt+Z from the reply box, the popup
// rows' letters outside a field, the snooze menu by arrows, focus where the next action is, and
// "?" lists them all.

test('watch and snooze by keys from the reply box and outside it; the menu moves by arrows; ? lists the keys', async ({
  openPage,
}) => {
  const page = await openPage('sidepanel.html');
  await page.setViewportSize({ width: 400, height: 1000 });
  await showTicket(page, TICKET.first + 190);
  const c = composer(page);
  await expect(c.message).toBeFocused();
  const watch = page.locator('.sp-watch');

  // From the box: a chord, which types nothing.
  await page.keyboard.press('Alt+w');
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Alt+z');
  const menu = page.locator('.snooze-menu');
  const choices = menu.locator('.snooze-presets button');
  await expect(choices.first()).toBeFocused();
  await expect(c.message).toHaveValue('');
  await page.keyboard.press('ArrowDown');
  await expect(choices.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(choices.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(choices.last()).toHaveText('Until the customer replies');
  await expect(choices.last()).toBeFocused();
  // Three keys from the box: Alt+Z, End, Enter. Focus stays at the ticket, on its Unsnooze.
  await page.keyboard.press('Enter');
  const unsnooze = page.getByRole('button', { name: 'Unsnooze', exact: true });
  await expect(unsnooze).toBeFocused();
  await expect(page.getByText('Snoozed until the customer replies')).toBeVisible();

  // Snoozed is out of Watched. Outside a field, the popup rows' own letters: W watches it again,
  // which ends its snooze; focus goes to Snooze, where Z opens the menu.
  await expect(watch).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('w');
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  const snooze = page.getByRole('button', { name: /Snooze$/ });
  await expect(snooze).toBeFocused();
  await page.keyboard.press('z');
  await expect(choices.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(snooze).toBeFocused();

  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  for (const text of ['Alt+W', 'Alt+Z', 'Snooze the ticket', 'Open the next ticket with activity'])
    await expect(dialog).toContainText(text);
  await page.screenshot({ path: '/tmp/shots-i41/panel-shortcuts.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
