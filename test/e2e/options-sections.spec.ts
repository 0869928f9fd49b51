import type { Page } from '@playwright/test';
import { OPTIONS_SECTIONS } from '@/lib/settings/options-link';
import type { TestServers } from '@/test/support/servers';
import { expect, test } from './fixtures';
import { readActiveWorkspace } from './popup-page';
import { axeViolations, showTicket } from './sidepanel-page';

// Options in sections: the navigation follows the scroll, links open a section
// or a field focused (every "Set …" button uses them), a saved new workspace stays in the editor,
// and each workspace is made active or signed out of on its own.

// Options is a long page loaded in several parts: more time than a one-screen test on a busy machine.
test.describe.configure({ timeout: 90_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

test('deep links focus their field or section; "Set inbox link" in the panel opens Options on the field', async ({
  openPage,
  context,
}) => {
  const page = await openPage('options.html#workspace-default-inbox-link');
  await expect(page.getByRole('textbox', { name: 'Inbox link', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Inbox link', exact: true })).toBeInViewport();

  await page.goto(page.url().replace(/#.*/, '#saved-replies'));
  await page.reload();
  const heading = page.getByRole('heading', { name: 'Saved replies', level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // A link followed in the open page (hashchange) works the same.
  await page.evaluate(() => {
    location.hash = 'workspace-default-author';
  });
  await expect(page.getByRole('textbox', { name: 'Reply author e-mail' })).toBeFocused();

  const panel = await openPage('sidepanel.html');
  await showTicket(panel, 4478970);
  const opened = context.waitForEvent('page');
  await panel.getByRole('button', { name: 'Set inbox link' }).click();
  const options = await opened;
  expect(options.url()).toMatch(/options\.html#workspace-default-inbox-link$/);
  await expect(options.getByRole('textbox', { name: 'Inbox link', exact: true })).toBeFocused();
});

test('the navigation follows the scroll: aria-current on the side, the select on a narrow window', async ({
  openPage,
}) => {
  const page = await openPage('options.html');
  await page.setViewportSize({ width: 1100, height: 700 });
  await expect(nav(page).getByRole('link', { name: 'Workspaces' })).toHaveAttribute('aria-current', 'true');
  for (const [id, name] of [
    ['appearance', 'Appearance and language'],
    ['watching', 'Watching and notifications'],
    ['diagnostics', 'Diagnostics'],
  ] as const) {
    // Scrolled to the section until the navigation names it: a section loaded meanwhile above it
    // (Options draws some with import()) moves it down, as it would under the agent's scroll.
    // The wheel, as the agent scrolls (a section that took focus stays current until then).
    await page.mouse.move(700, 400);
    await expect
      .poll(async () => {
        const top = await page.evaluate(
          (section) => document.getElementById(section)?.getBoundingClientRect().top ?? 0,
          id,
        );
        await page.mouse.wheel(0, top - 60);
        return nav(page).getByRole('link', { name }).getAttribute('aria-current');
      })
      .toBe('true');
    await expect(nav(page).locator('[aria-current="true"]')).toHaveCount(1);
  }
  // A click on the navigation goes to the section and focuses its heading.
  await nav(page).getByRole('link', { name: 'Sending' }).click();
  await expect(page.getByRole('heading', { name: 'Sending', level: 2 })).toBeFocused();
  await expect(nav(page).getByRole('link', { name: 'Sending' })).toHaveAttribute('aria-current', 'true');

  await page.setViewportSize({ width: 400, height: 700 });
  await expect(page.locator('.options-nav')).toBeHidden();
  const jump = page.getByRole('combobox', { name: 'Go to section' });
  await expect(jump).toBeVisible();
  await jump.selectOption({ label: 'Account' });
  await expect(page.getByRole('heading', { name: 'Account', level: 2 })).toBeFocused();
  await expect(jump).toHaveValue('account');
  await page.mouse.move(200, 400);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, -3000);
      return jump.inputValue();
    })
    .toBe('workspaces');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('a deep link marks its own section in the navigation, not a neighbour, until the agent scrolls', async ({
  openPage,
}) => {
  const page = await openPage('options.html');
  const found: string[] = [];
  for (const height of [700, 1000])
    for (const [id, name] of [
      ['sending', 'Sending'],
      ['watching', 'Watching and notifications'],
      ['appearance', 'Appearance and language'],
      ['account', 'Account'],
      ['diagnostics', 'Diagnostics'],
    ] as const) {
      await page.setViewportSize({ width: 1100, height });
      await page.goto(page.url().replace(/#.*|$/, `#${id}`));
      await page.reload();
      await expect(page.getByRole('heading', { name, level: 2 })).toBeFocused();
      // Sections load at their own pace: what the navigation says once every one is drawn.
      await expect(page.locator('[data-section]')).toHaveCount(OPTIONS_SECTIONS.length);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const marked = await nav(page).locator('[aria-current="true"]').textContent();
      if (marked !== name) found.push(`#${id} at ${height} px: ${marked}`);
    }
  expect(found).toEqual([]);
  // The agent scrolls back to the top: the navigation follows again.
  await page.mouse.move(700, 400);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, -5000);
      return nav(page).locator('[aria-current="true"]').textContent();
    })
    .toBe('Workspaces');
});

const addWorkspace = async (page: Page, servers: TestServers, name: string) => {
  await page.getByRole('button', { name: 'Add workspace' }).click();
  const form = page.getByRole('form', { name: 'Add workspace' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Token broker URL' }).fill(`${servers.broker.url}/token`);
  await form.getByRole('textbox', { name: 'API base URL' }).fill(servers.sandbox.url);
  await form.getByRole('button', { name: 'Save workspace' }).click();
};

test('a saved new workspace stays in the editor; each workspace is made active or signed out of on its own', async ({
  openPage,
  worker,
  servers,
}) => {
  const page = await openPage('options.html');
  await expect(page.getByRole('form', { name: 'Edit Workspace 1' })).toBeVisible();
  await addWorkspace(page, servers, 'Nordic desk');
  const editor = page.getByRole('form', { name: 'Edit Nordic desk' });
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Name' })).toHaveValue('Nordic desk');
  await expect(page.getByRole('form', { name: 'Edit Workspace 1' })).toHaveCount(0);

  const accounts = page.getByRole('list', { name: 'Sign-in per workspace' });
  const row = (name: string) => accounts.getByRole('listitem').filter({ hasText: name });
  // The same broker session signs both in (one sandbox, one broker).
  await expect(row('Workspace 1')).toContainText('Signed in as Alex Agent');
  await expect(row('Nordic desk')).toContainText('Signed in as Alex Agent');
  await expect(row('Workspace 1')).toContainText('active');
  await row('Nordic desk').getByRole('button', { name: 'Make Nordic desk the active workspace' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Nordic desk is now the active workspace.' }),
  ).toBeVisible();
  await expect.poll(() => readActiveWorkspace(page)).not.toBe('default');
  await expect(
    row('Workspace 1').getByRole('button', { name: 'Make Workspace 1 the active workspace' }),
  ).toBeVisible();

  const tokens = () =>
    worker.evaluate(async () =>
      Object.keys(await chrome.storage.session.get(null)).filter((k) => k.startsWith('token:')),
    );
  await expect.poll(tokens).toHaveLength(2);
  await row('Workspace 1').getByRole('button', { name: 'Sign out of Workspace 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of Workspace 1?' });
  await dialog.getByRole('button', { name: 'Yes, sign out of Workspace 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Signed out of Workspace 1\./ })).toBeVisible();
  // Only that workspace's token went; the other stays signed in.
  await expect.poll(tokens).toEqual([expect.not.stringMatching(/^token:default$/)]);
  await expect(row('Nordic desk').getByRole('button', { name: 'Sign out of Nordic desk' })).toBeVisible();
  await expect(row('Workspace 1')).not.toContainText('Signed in as');
});
