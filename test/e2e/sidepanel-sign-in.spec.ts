import type { TestServers } from '@/test/support/servers';
import { expect, type Fixtures, signIn, test } from './fixtures';
import { setPanelTicket } from './sidepanel-page';

// Signed out, the panel says so with Sign in, which opens the broker's page in a tab. The agent
// signs in there and comes back to the panel, which stays open beside that tab: the ticket is
// read again as they come back, or when they press Sign in once more (there is nothing to open).

const ticketId = 4478950; // only read

/** The panel on the ticket says the agent must sign in; then they sign in, in another tab. */
async function signedInBesideThePanel({
  openPage,
  context,
  servers,
}: Pick<Fixtures, 'openPage' | 'context'> & { servers: TestServers }) {
  const page = await openPage('sidepanel.html');
  await setPanelTicket(page, ticketId);
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('Sign in to your team’s token broker');
  await signIn(context, servers);
  return { page, banner };
}

test.describe('the panel signed out', () => {
  test.use({ signedIn: false });

  test('signed in meanwhile in another tab, Sign in in the banner reads the ticket, opening no tab', async ({
    openPage,
    context,
    servers,
  }) => {
    const { page, banner } = await signedInBesideThePanel({ openPage, context, servers });
    const tabs = context.pages().length;
    await banner.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeEditable();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^#${ticketId}\\b`) })).toBeVisible();
    expect(context.pages().length).toBe(tabs);
  });

  test('coming back to the panel after signing in reads the ticket again', async ({
    openPage,
    context,
    servers,
  }) => {
    const { page } = await signedInBesideThePanel({ openPage, context, servers });
    await page.evaluate(() => window.dispatchEvent(new Event('focus'))); // the agent clicks into the panel
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeEditable();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
