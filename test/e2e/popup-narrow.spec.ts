import type { Page } from '@playwright/test';
import { expect, test, writeLocal } from './fixtures';
import { layoutProblems } from './layout-check';
import { openPopup, TICKET } from './popup-page';
import { openPanel } from './sidepanel-page';

// The popup at its narrowest (320×600), in every language, in each state an agent meets: not set
// up, sign-in needed (never signed in), signed out (after Sign out), and signed in with full lists
// (the head's count beside "Mark all seen"), the Snoozed tab and the outbox's line. No text
// clipped, no boxes over each other, no word broken in the middle. Each state's picture is kept
// in the test's output (looked at when a layout changes).

const LANGUAGES = ['en', 'nb', 'sv', 'da', 'fi'] as const;

/** Sets the interface language as Options would; waits until the page speaks it. */
async function speak(page: Page, language: string) {
  await page.evaluate(async (lang) => {
    // Before setup nothing is stored yet: the settings' shape with one empty workspace.
    const empty = {
      id: 'default',
      name: '',
      brokerUrl: '',
      apiBaseUrl: '',
      authorEmail: '',
      linkPatterns: [],
      inboxLink: '',
    };
    const { settings = { workspaces: [empty], activeWorkspaceId: 'default' } } =
      (await chrome.storage.local.get('settings')) as { settings?: object };
    await chrome.storage.local.set({ settings: { ...settings, language: lang } });
  }, language);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang).catch(() => '')).toBe(language);
}

/** Two frames drawn: rows skip layout until painted (content-visibility). */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Every tab of the popup in every language: the problems found, each named with where. */
async function walk(page: Page, state: string): Promise<string[]> {
  const found: string[] = [];
  await page.setViewportSize({ width: 320, height: 600 });
  for (const language of LANGUAGES) {
    await speak(page, language);
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let i = 0; i < Math.max(count, 1); i++) {
      if (count) await tabs.nth(i).click();
      await painted(page);
      await page.screenshot({ path: test.info().outputPath(`${state}-${language}-tab${i + 1}.png`) });
      for (const problem of await layoutProblems(page))
        found.push(`${state}, ${language}, tab ${i + 1}: ${problem}`);
    }
  }
  return found;
}

test.describe('the popup at 320 px before setup', () => {
  test.use({ configured: false });
  test('“Not configured” and its button fit in every language', async ({ openPage }) => {
    const p = await openPopup(openPage);
    await expect(p.connection).toContainText('Not configured');
    expect(await walk(p.page, 'not-configured')).toEqual([]);
  });
});

test.describe('the popup at 320 px signed out', () => {
  test.use({ signedIn: false });
  test('the sign-in line and its button fit in every language', async ({ openPage }) => {
    const p = await openPopup(openPage);
    await expect(p.connection.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await walk(p.page, 'signed-out')).toEqual([]);
  });
});

test('the popup at 320 px after signing out: “Signed out” fits in every language', async ({ openPage }) => {
  const options = await openPage('options.html');
  await options.getByRole('button', { name: 'Sign out of Workspace 1' }).click();
  await options.getByRole('button', { name: 'Yes, sign out of Workspace 1' }).click();
  await expect(options.getByRole('status').filter({ hasText: /^Signed out of Workspace 1\./ })).toBeVisible();
  const p = await openPopup(openPage);
  await expect(p.connection.getByRole('status')).toHaveText('Signed out');
  expect(await walk(p.page, 'after-sign-out')).toEqual([]);
});

test('the popup at 320 px with full lists, Snoozed and the outbox fits in every language', async ({
  openPage,
  servers,
  worker,
}) => {
  test.setTimeout(180_000);
  const recent = Array.from({ length: 22 }, (_, i) => ({ id: TICKET.first + 10 + i, at: Date.now() - i }));
  await writeLocal(worker, servers, 'recent', recent);
  await writeLocal(worker, servers, 'watched', recent.slice(0, 3));
  // Looked at long ago: Recent's rows have new activity, and the head offers "Mark all seen".
  const seen = Object.fromEntries(recent.map(({ id }) => [id, '2020-01-01T00:00:00.000Z']));
  await writeLocal(worker, servers, 'seen', seen);
  // A reply that waits: the service refuses replies for now.
  await servers.sandbox.setFaults({ routes: { reply: { failNext: 1_000 } } });
  const c = await openPanel(openPage, TICKET.first + 40);
  await c.message.fill('Waiting for the service');
  await c.send.click();
  await expect(c.page.getByRole('note', { name: 'The reply waiting' })).toBeVisible({ timeout: 20_000 });

  const p = await openPopup(openPage);
  await expect(p.page.getByRole('status').filter({ hasText: 'waiting to be sent' })).toBeVisible();
  // Snoozed: Z on a watched row, its first preset.
  await p.tab('Watched').click();
  await p.rowButton('Watched', TICKET.first + 10).focus();
  await p.page.keyboard.press('z');
  await p.page.keyboard.press('Enter');
  await expect(p.page.getByRole('tab', { name: /^Snoozed/ })).toBeVisible();
  await p.tab('Recent').click();
  await expect(p.rows('Recent')).toHaveCount(23); // and the ticket the panel opened
  expect(await walk(p.page, 'signed-in')).toEqual([]);
  await servers.sandbox.setFaults({});
});
