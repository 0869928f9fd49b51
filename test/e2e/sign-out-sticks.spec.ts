import type { Page } from '@playwright/test';
import { AGENT, expect, signInOnPage, test, updateWorkspace } from './fixtures';
import { pollConnectionLabel } from './popup-page';

// Sign-out sticks: once the agent signs out in Options, opening the popup and Options asks the
// broker for no token (which would sign them back in wherever the broker session survives) and
// says "Signed out" with Sign in, until they press it. A sign-out the broker did not answer says
// so and offers to try again.

/** Signs out of the one workspace in Options, as the agent does. */
async function signOutInOptions(page: Page) {
  await page.getByRole('button', { name: 'Sign out of Workspace 1' }).click();
  await page.getByRole('button', { name: 'Yes, sign out of Workspace 1' }).click();
}

test('after sign-out, the popup and Options ask the broker for no token until Sign in', async ({
  openPage,
  context,
  servers,
}) => {
  const options = await openPage('options.html');
  const accounts = options.getByRole('list', { name: 'Sign-in per workspace' });
  await expect(accounts).toContainText('Signed in as Alex Agent');
  await signOutInOptions(options);
  await expect(options.getByRole('status').filter({ hasText: /^Signed out of Workspace 1\./ })).toBeVisible();
  await options.close();
  const asked = servers.broker.count('POST /token');

  for (let i = 0; i < 3; i++) {
    const popup = await openPage('popup.html');
    await expect(popup.locator('.connection')).toContainText('Signed out');
    await expect(popup.locator('.connection').getByRole('button', { name: 'Sign in' })).toBeVisible();
    const again = await openPage('options.html');
    await expect(again.getByRole('list', { name: 'Sign-in per workspace' })).toContainText('Signed out');
    await popup.close();
    await again.close();
  }
  expect(servers.broker.count('POST /token')).toBe(asked);

  // Sign in: the broker's page opens in a tab; once the agent has signed in there, they are in.
  const popup = await openPage('popup.html');
  const opened = context.waitForEvent('page');
  await popup.locator('.connection').getByRole('button', { name: 'Sign in' }).click();
  const signInTab = await opened;
  await signInOnPage(signInTab);
  await expect(signInTab.getByText(new RegExp(AGENT.name))).toBeVisible();
  await pollConnectionLabel(openPage, 'Signed in as Alex Agent');
});

test('a sign-out while the broker is down says it did not reach the broker, and offers to try again', async ({
  openPage,
  worker,
}) => {
  const options = await openPage('options.html');
  await expect(options.getByRole('list', { name: 'Sign-in per workspace' })).toContainText('Signed in');
  await options.getByRole('button', { name: 'Sign out of Workspace 1' }).click();
  // The broker goes down while the agent reads the question (nothing listens at this address).
  await updateWorkspace(worker, { brokerUrl: 'http://127.0.0.1:9/token' });
  await options.getByRole('button', { name: 'Yes, sign out of Workspace 1' }).click();
  await expect(options.getByRole('status').filter({ hasText: /did not answer/ })).toBeVisible();
  await expect(options.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(options.getByRole('list', { name: 'Sign-in per workspace' })).toContainText('Signed out');
  await options.screenshot({ path: '/tmp/shots-i40/options-sign-out-unreached.png' });
});
