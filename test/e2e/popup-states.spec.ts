import { expect, test } from './fixtures';
import { openPopup, TICKET } from './popup-page';

test.describe('popup when signed out', () => {
  test.use({ signedIn: false });

  test('says "Sign in needed", and Sign in opens the broker’s sign-in page', async ({
    openPage,
    context,
    servers,
  }) => {
    const p = await openPopup(openPage);
    await expect(p.connection).toContainText('Sign in needed');
    await p.checkPage();

    await p.lookUp(String(TICKET.first));
    await expect(p.error).toHaveText(/You are not signed in\. Press "Sign in" at the top/);
    await p.checkPage();

    const signInPage = context.waitForEvent('page');
    await p.connection.getByRole('button', { name: 'Sign in' }).click();
    const opened = await signInPage;
    await expect(opened).toHaveURL(new RegExp(`^${servers.broker.url}/`));
  });
});

test.describe('popup when not configured', () => {
  test.use({ configured: false });

  test('says "Not configured", and Open options opens the options page', async ({
    openPage,
    context,
    extensionId,
  }) => {
    // The first run opens Options by itself when nothing is set up; it could take over our new tab.
    const optionsUrl = `chrome-extension://${extensionId}/options.html`;
    const optionsPages = () => context.pages().filter((page) => page.url() === optionsUrl);
    await expect
      .poll(() => optionsPages().length, { timeout: 5_000 })
      .toBeGreaterThan(0)
      .catch(() => undefined);
    const p = await openPopup(openPage);
    await expect(p.connection).toContainText('Not configured');
    await p.checkPage();

    await p.lookUp(String(TICKET.first));
    await expect(p.error).toHaveText(/Sidedesk is not set up yet\. Press "Open options"/);
    await p.tab('Categories').click();
    await expect(p.error).toContainText('not set up yet');
    await p.checkPage();

    // Close the first run's Options tab: the button must open one.
    for (const page of optionsPages()) await page.close();
    await p.connection.getByRole('button', { name: 'Open options' }).click();
    await expect.poll(() => optionsPages().length).toBe(1);
  });
});
