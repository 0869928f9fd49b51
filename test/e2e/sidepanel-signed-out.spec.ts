import { AGENT, expect, test } from './fixtures';
import { layoutProblems } from './layout-check';

// A side panel opened before the agent has signed in says so and offers Sign in, as the popup's
// connection line does; signed in, the line goes and the panel asks for a ticket.

test.describe('side panel before sign-in', () => {
  test.use({ signedIn: false });

  test('says "Sign in needed" with Sign in, and drops it once signed in', async ({
    openPage,
    context,
    servers,
  }) => {
    const page = await openPage('sidepanel.html');
    await page.setViewportSize({ width: 360, height: 600 });
    await expect(page.getByRole('heading', { name: 'Open a ticket' })).toBeVisible();
    const line = page.locator('.connection');
    await expect(line.getByRole('status')).toHaveText('Sign in needed');
    await expect(line).toContainText('Sign in to your team’s token broker');
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('sidepanel-signed-out.png') });

    // Sign in on the page the button opened, as the agent would.
    const signInPage = context.waitForEvent('page');
    await line.getByRole('button', { name: 'Sign in' }).click();
    const broker = await signInPage;
    await expect(broker).toHaveURL(new RegExp(`^${servers.broker.url}/`));
    await broker.getByLabel('E-mail').fill(AGENT.email);
    await broker.getByLabel('Password').fill(AGENT.password);
    await broker.getByRole('button', { name: 'Sign in' }).click();
    await broker.getByText(/Signed in as/).waitFor();
    await broker.close();
    // Back in the panel: it checks again when it gets the focus.
    await page.bringToFront();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return line.count();
      })
      .toBe(0);
    await expect(line).toHaveCount(0);
    await expect(page.getByLabel(/ticket/i).first()).toBeVisible();
  });
});
