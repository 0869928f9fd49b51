import AxeBuilder from '@axe-core/playwright';
import type { Page, Worker } from '@playwright/test';
import { sampleDraft } from '@/test/support/samples';
import { expect, scopeFor, test, writeLocal } from './fixtures';

// Options is a long page in sections, and axe reads all of it: more time on a busy machine.
test.describe.configure({ timeout: 60_000 });

// The options page: setup, validation, "Test connection" in words, sign-out, first run.

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const stored = (worker: Worker) =>
  worker.evaluate(async () => {
    const { settings } = (await chrome.storage.local.get('settings')) as {
      settings: { workspaces: Record<string, unknown>[] };
    };
    // The one workspace's fields and the browser-wide ones, as the form shows them.
    return { ...settings, ...settings.workspaces[0] } as Record<string, unknown>;
  });

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('settings are validated, saved, and still there after a reload', async ({
  worker,
  openPage,
  servers,
}) => {
  const page = await openPage('options.html');
  await expect(field(page, 'Token broker URL')).toHaveValue(`${servers.broker.url}/token`);
  expect(await axe(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axe(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  await field(page, 'API base URL').fill('not a url');
  await page.getByRole('button', { name: 'Save workspace', exact: true }).click();
  await expect(
    page.getByText(
      'API base URL must be a full address starting with https://, for example https://api.example.com.',
    ),
  ).toBeVisible();
  await field(page, 'Watch interval (minutes)').fill('0');
  const watching = page.getByRole('region', { name: 'Watching and notifications' });
  await watching.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('Watch interval must be a whole number of minutes from 1 to 1440.'),
  ).toBeVisible();
  await expect(field(page, 'API base URL')).toHaveAttribute('aria-invalid', 'true');
  expect((await stored(worker)).apiBaseUrl).toBe(servers.sandbox.url);
  expect(await axe(page)).toEqual([]);

  await field(page, 'API base URL').fill(`${servers.sandbox.url}/`);
  await field(page, 'Reply author e-mail').fill('sam@sidedesk.test');
  await field(page, 'Ticket link patterns').fill('https://support.example.com/#/c/{id}');
  await page.getByRole('button', { name: 'Save workspace', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await field(page, 'Watch interval (minutes)').fill('15');
  await watching.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(watching.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.reload();
  await expect(field(page, 'API base URL')).toHaveValue(servers.sandbox.url);
  await expect(field(page, 'Reply author e-mail')).toHaveValue('sam@sidedesk.test');
  await expect(field(page, 'Ticket link patterns')).toHaveValue('https://support.example.com/#/c/{id}');
  await expect(field(page, 'Watch interval (minutes)')).toHaveValue('15');
  expect(await stored(worker)).toMatchObject({
    linkPatterns: ['https://support.example.com/#/c/{id}'],
    watchIntervalMinutes: 15,
  });
});

test('"Test connection" names the failing step for a broken broker URL, and passes a working setup', async ({
  openPage,
  servers,
}) => {
  const page = await openPage('options.html');
  const results = page.getByRole('list', { name: 'Connection test results' });
  await field(page, 'Token broker URL').fill('http://127.0.0.1:1/token');
  await page.getByRole('button', { name: 'Save workspace', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(results.getByRole('listitem')).toHaveText([
    'Broker reachable: FailedNothing answered at http://127.0.0.1:1/token. Check the token broker URL, and that the broker is running.',
    'Signed in: Not tried',
    'Token received: Not tried',
    'One API call: Not tried',
  ]);

  await field(page, 'Token broker URL').fill(`${servers.broker.url}/token`);
  await page.getByRole('button', { name: 'Save workspace', exact: true }).click();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(results.getByRole('listitem')).toHaveText([
    `Broker reachable: PassedThe token broker at ${servers.broker.url} answered.`,
    'Signed in: PassedYou are signed in at the token broker as Alex Agent <agent@sidedesk.test>.',
    /^Token received: PassedAn access token was received; it is good for about \d+ minutes\.$/,
    /^One API call: PassedThe Ticket API at http:\/\/127\.0\.0\.1:\d+ accepted the token and listed \d+ top-level categor(y|ies)\.$/,
  ]);
});

test('sign-out asks first, then clears the token, caches, drafts and alarms', async ({
  worker,
  servers,
  openPage,
}) => {
  const page = await openPage('options.html');
  await expect(field(page, 'Token broker URL')).not.toHaveValue('');
  // Something to forget: a token (via a real call), a draft, a cached ticket, a watched ticket and its alarm.
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    page.getByRole('list', { name: 'Connection test results' }).getByRole('listitem').last(),
  ).toContainText('One API call: Passed');
  await writeLocal(worker, servers, 'draft', sampleDraft(4478970, 'half-written'), 4478970);
  await writeLocal(worker, servers, 'watched', [{ id: 4478970, at: Date.now() }]);
  await worker.evaluate(() => chrome.alarms.create('sidedesk-watch', { periodInMinutes: 5 }));
  const snapshot = () =>
    worker.evaluate(async () => ({
      local: Object.keys(await chrome.storage.local.get(null)).sort(),
      session: Object.keys(await chrome.storage.session.get(null)),
      alarms: (await chrome.alarms.getAll()).length,
    }));
  expect(await snapshot()).toMatchObject({ session: ['token:default'], alarms: 1 }); // one token per workspace

  await expect(page.getByRole('list', { name: 'Sign-in per workspace' })).toContainText(
    'Signed in as Alex Agent',
  );
  await page.getByRole('button', { name: 'Sign out of Workspace 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of Workspace 1?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await snapshot()).local).toContain(`draft:${scopeFor(servers)}:4478970`);

  await page.getByRole('button', { name: 'Sign out of Workspace 1' }).click();
  await dialog.getByRole('button', { name: 'Yes, sign out of Workspace 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Signed out of Workspace 1\./ })).toBeVisible();
  // Only the settings (and the layout version) are kept, and the agent's own saved replies (the
  // examples, stored when Options first listed them): setup, not ticket data.
  expect(await snapshot()).toEqual({
    local: ['layout', `savedReplies:${scopeFor(servers)}`, 'settings', 'signedOut:default'],
    session: [],
    alarms: 0,
  });

  // The broker session ended too: the next test stops at "Signed in".
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    page.getByRole('list', { name: 'Connection test results' }).getByRole('listitem').nth(1),
  ).toContainText('Signed in: Failed');
});

test.describe('first run', () => {
  test.use({ configured: false, signedIn: false });

  test('opens the options page with empty fields and explains the token broker', async ({
    context,
    extensionId,
  }) => {
    const url = `chrome-extension://${extensionId}/options.html?welcome`;
    await expect.poll(() => context.pages().some((p) => p.url() === url)).toBe(true);
    const page = context.pages().find((p) => p.url() === url) as Page;
    await expect(page.getByRole('heading', { name: 'Welcome to Sidedesk' })).toBeVisible();
    await expect(field(page, 'Token broker URL')).toHaveValue('');
    await expect(field(page, 'API base URL')).toHaveValue('');
    await expect(page.getByText(/A token broker is a small server your team runs/)).toBeVisible();
    const help = context.waitForEvent('page');
    await page.getByRole('link', { name: 'what a token broker is and how to run one' }).click();
    await expect((await help).getByRole('heading', { name: 'What is a token broker?' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});
