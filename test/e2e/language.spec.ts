import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The interface in the browser's language (Chromium started with --lang=nb) and in the one chosen
// in Options. Names are asserted as a Norwegian agent reads them.

const TICKET = 4478900;

/** Picks a language by its own name (or `auto`) and saves. */
async function chooseLanguage(page: Page, language: string) {
  const choice = page.getByRole('combobox', { name: /^(Language|Språk|Sprog|Kieli)$/ });
  await choice.selectOption(language === 'auto' ? 'auto' : { label: language });
  // The Save of the section that holds the choice (Options saves section by section).
  await choice
    .locator('xpath=ancestor::section[1]')
    .getByRole('button', { name: /^(Save|Lagre|Spara|Gem|Tallenna)$/ })
    .click();
}

test.describe('Chromium started in Norwegian', () => {
  test.use({ browserArgs: ['--lang=nb'] });

  test('the popup, the side panel and Options speak Norwegian Bokmål', async ({ openPage }) => {
    const popup = await openPage('popup.html');
    await expect(popup.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(popup.getByRole('textbox', { name: 'Saksnummer eller lenke' })).toBeVisible();
    await expect(popup.getByRole('tab', { name: /^Nylige/ })).toBeVisible();
    await expect(popup.getByRole('tab', { name: /^Fulgte/ })).toBeVisible();
    await expect(popup.getByText('Logget inn som Alex Agent')).toBeVisible();
    await popup.getByRole('button', { name: 'Mer' }).click();
    await expect(popup.getByRole('button', { name: 'Bla i kategorier' })).toBeVisible();

    const panel = await openPage('sidepanel.html');
    await panel.evaluate((id) => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId: id }), TICKET);
    await expect(panel.getByRole('heading', { level: 1, name: new RegExp(`^#${TICKET}\\b`) })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Melding', exact: true })).toBeEditable();
    await expect(panel.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Flere sendevalg' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Sendt herfra' })).toBeVisible();
    await expect(panel.getByText('Detaljer', { exact: true })).toBeVisible();

    const options = await openPage('options.html');
    await expect(options).toHaveTitle('Innstillinger for Sidedesk');
    await expect(
      options.getByRole('heading', { level: 1, name: 'Innstillinger for Sidedesk' }),
    ).toBeVisible();
    await expect(options.getByRole('textbox', { name: 'URL til tokenmegler' })).toBeVisible();
    await expect(options.getByRole('button', { name: 'Test tilkoblingen' })).toBeVisible();
    await expect(options.getByRole('combobox', { name: 'Språk' })).toHaveValue('auto');
    await expect(options.getByRole('option', { name: 'Automatisk (nettleserens språk)' })).toBeAttached();

    // The guide Options links to ("What is a token broker?").
    const help = await openPage('options.html#token-broker');
    await expect(help.getByRole('heading', { level: 1, name: 'Hva er en tokenmegler?' })).toBeVisible();
    await expect(help).toHaveTitle('Hva er en tokenmegler? · Sidedesk');
    await expect(help.locator('html')).toHaveAttribute('lang', 'nb');
  });
});

test('the Language chosen in Options switches the popup’s language', async ({ openPage }) => {
  const popup = await openPage('popup.html');
  await expect(popup.getByRole('tab', { name: /^Recent/ })).toBeVisible();

  const options = await openPage('options.html');
  await chooseLanguage(options, 'Suomi');
  // Options itself follows at once, with what was saved.
  await expect(options.getByRole('heading', { level: 1, name: 'Sidedeskin asetukset' })).toBeVisible();
  await expect(options.getByRole('combobox', { name: 'Kieli' })).toHaveValue('fi');
  // The Save that chose the language still says it saved, in the new language (the page is drawn
  // anew in it; the section's notice outlives that).
  const saved = options.locator('#appearance').getByRole('status');
  await expect(saved).toHaveText('Tallennettu.');

  // The open popup follows as well, and so does one opened afterwards.
  await expect(popup.getByRole('tab', { name: /^Viimeisimmät/ })).toBeVisible();
  const again = await openPage('popup.html');
  await expect(again.getByRole('textbox', { name: 'Tiketin numero tai linkki' })).toBeVisible();
  await expect(saved).toHaveText('Tallennettu.');

  await chooseLanguage(options, 'Svenska');
  await expect(popup.getByRole('tab', { name: /^Senaste/ })).toBeVisible();
  await expect(saved).toHaveText('Sparat.');
  await chooseLanguage(options, 'auto');
  await expect(popup.getByRole('tab', { name: /^Recent/ })).toBeVisible();
  await expect(saved).toHaveText('Saved.');
});
