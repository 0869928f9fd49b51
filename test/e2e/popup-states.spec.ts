import { expect, test, updateWorkspace } from './fixtures';
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
    // (The first run's own tab is `options.html?welcome`: only the button opens this exact URL.)
    const optionsUrl = `chrome-extension://${extensionId}/options.html`;
    const optionsPages = () => context.pages().filter((page) => page.url() === optionsUrl);
    const p = await openPopup(openPage);
    await expect(p.connection).toContainText('Not configured');
    await p.checkPage();

    await p.lookUp(String(TICKET.first));
    await expect(p.error).toHaveText(/Sidedesk is not set up yet\. Press "Open options"/);
    await p.more('Browse categories');
    await expect(p.page.locator('.more-view').getByRole('alert')).toContainText('not set up yet');
    await p.checkPage();

    expect(optionsPages()).toHaveLength(0);
    await p.connection.getByRole('button', { name: 'Open options' }).click();
    await expect.poll(() => optionsPages().length).toBe(1);
  });
});

test.describe('popup when the broker does not answer', () => {
  test.use({ signedIn: false });

  test('says "Broker unreachable" and why, in words', async ({ openPage, worker, servers }) => {
    // A loopback port nobody listens on: the broker is configured but down.
    await updateWorkspace(worker, { apiBaseUrl: servers.sandbox.url, brokerUrl: 'http://127.0.0.1:9/token' });
    const p = await openPopup(openPage);
    await expect(p.connection).toContainText('Broker unreachable');
    await p.lookUp(String(TICKET.first));
    await expect(p.error).toContainText('could not be reached');
    await p.checkPage();
  });
});
