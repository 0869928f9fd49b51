import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setPanelTicket } from './sidepanel-page';

// Saved replies belong to the agent: the ready-made examples are written once, in the language
// of the first run, and a later change of the interface language rewrites none of them.

/** Types `/query` in the panel's message box (named `message` in the page's language). */
async function typeShortcut(page: Page, ticketId: number, message: string, query: string) {
  await setPanelTicket(page, ticketId);
  const box = page.getByRole('textbox', { name: message, exact: true });
  await expect(box).toBeEditable();
  await box.click();
  await box.pressSequentially(`/${query}`);
  return page.getByRole('listbox');
}

test('the examples stay in the language of the first run when the interface language changes', async ({
  openPage,
}) => {
  const english = await openPage('sidepanel.html');
  const first = await typeShortcut(english, 4478960, 'Message', 'refund');
  await expect(first.getByRole('option', { name: /Refund done/ })).toBeVisible();
  await english.close();

  const options = await openPage('options.html');
  await options.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Norsk (bokmål)' });
  await options
    .getByRole('region', { name: 'Appearance and language' })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await expect(options.getByRole('combobox', { name: 'Språk' })).toBeVisible();

  const norwegian = await openPage('sidepanel.html');
  await expect(norwegian.locator('html')).toHaveAttribute('lang', 'nb');
  const after = await typeShortcut(norwegian, 4478961, 'Melding', 'refund');
  await expect(after.getByRole('option', { name: /Refund done/ })).toBeVisible();
  await expect(after.getByRole('option', { name: /Refusjon utført/ })).toHaveCount(0);
});
