import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readActiveWorkspace } from './popup-page';
import { composer, newReplies } from './sidepanel-page';
import { signInToSecond, withSecondWorkspace } from './two-workspaces';

// Two services as two workspaces that share ticket ids: the switcher changes which ticket #N
// shows, a draft typed in one never appears in the other, and a reply goes to its own service.

const SHOTS = '/tmp/workspaces-shots';
const TICKET = 4478990;

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Waits until the worker has stored the switcher's pick: a `showInPanel` without a scope goes to
 * the active workspace, and the switch is a message of its own that may still be on its way.
 */
async function activeIs(page: Page, id: string) {
  await expect.poll(() => readActiveWorkspace(page)).toBe(id);
}

test('two workspaces with the same ticket ids: switcher, drafts and replies stay apart', async ({
  openPage,
  worker,
  context,
  servers,
}) => {
  const settings = { undoSendSeconds: 0 };
  await withSecondWorkspace(worker, servers, { settings }, async (other) => {
    await other.sandbox.setRawFields(TICKET, { title: 'Printer on fire (second service)' });

    const panel = await openPage('sidepanel.html');
    const switcher = panel.getByRole('combobox', { name: 'Workspace', exact: true });
    await expect(switcher).toHaveValue('default');
    await panel.evaluate((id) => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId: id }), TICKET);
    const heading = panel.getByRole('heading', { level: 1, name: new RegExp(`^#${TICKET}\\b`) });
    await expect(heading).toBeVisible();
    await expect(heading).not.toContainText('second service');
    const c = composer(panel);
    await c.message.fill('Draft for the first desk only');
    await shoot(panel, 'sidepanel-switcher');

    // The second service: its own sign-in, the same ticket id, another ticket.
    await signInToSecond(context, servers, other);
    await switcher.selectOption({ label: 'Second desk' });
    await activeIs(panel, 'second');
    await panel.evaluate((id) => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId: id }), TICKET);
    await expect(heading).toContainText('Printer on fire (second service)');
    await expect(c.message).toHaveValue('');

    const before = (await other.sandbox.replies(TICKET)).length;
    const elsewhere = (await servers.sandbox.replies(TICKET)).length;
    await c.message.fill('Reply to the second desk');
    await c.send.click();
    await expect(panel.getByRole('status').filter({ hasText: /^✓ Sent/ })).toBeVisible();
    expect(await newReplies(other, TICKET, before)).toMatchObject([{ message: 'Reply to the second desk' }]);
    expect(await servers.sandbox.replies(TICKET)).toHaveLength(elsewhere);

    // The popup remembers the pick and switches back: the first desk's draft is still there.
    const popup = await openPage('popup.html');
    const popupSwitcher = popup.getByRole('combobox', { name: 'Workspace', exact: true });
    await expect(popupSwitcher).toHaveValue('second');
    await shoot(popup, 'popup-switcher');
    await popupSwitcher.selectOption({ label: 'First desk' });
    await expect(switcher).toHaveValue('default');
    await activeIs(panel, 'default');
    // Options names the same active workspace as the popup and the panel, and follows a switch.
    const options = await openPage('options.html');
    const rows = options.getByRole('list', { name: 'Your workspaces' }).getByRole('listitem');
    await expect(rows.filter({ hasText: 'First desk' })).toContainText('active');
    await popupSwitcher.selectOption({ label: 'Second desk' });
    await expect(switcher).toHaveValue('second');
    await expect(rows.filter({ hasText: 'Second desk' })).toContainText('active');
    await expect(rows.filter({ hasText: 'First desk' })).not.toContainText('active');
    await popupSwitcher.selectOption({ label: 'First desk' });
    await expect(switcher).toHaveValue('default');
    await expect(rows.filter({ hasText: 'First desk' })).toContainText('active');
    await panel.evaluate((id) => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId: id }), TICKET);
    await expect(heading).not.toContainText('second service');
    await expect(c.message).toHaveValue('Draft for the first desk only');
  });
});

test('Options lists the workspaces, adds one and asks before removing one', async ({ openPage, servers }) => {
  const page = await openPage('options.html');
  const section = page.getByRole('region', { name: 'Workspaces' });
  await expect(section.getByRole('list', { name: 'Your workspaces' }).getByRole('listitem')).toHaveCount(1);
  await shoot(page, 'options-page');

  await section.getByRole('button', { name: 'Add workspace' }).click();
  await section.getByLabel('Name', { exact: true }).fill('Second desk');
  await section.getByLabel('Token broker URL').fill(`${servers.broker.url}/token`);
  await section.getByLabel('API base URL').fill(`${servers.sandbox.url}/v2`);
  await section.getByLabel('Inbox link').fill('https://inbox.example.com/second/tickets/{id}');
  await section.getByLabel('Name', { exact: true }).focus();
  await section.screenshot({ path: `${SHOTS}/options-add-form-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await section.screenshot({ path: `${SHOTS}/options-add-form-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
  await section.getByRole('button', { name: /^Save/ }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Settings saved. Sidedesk may now contact the token broker and the Ticket API.',
  );
  await expect(section.getByRole('listitem')).toHaveCount(2);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await section.screenshot({ path: `${SHOTS}/options-list-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await section.getByRole('button', { name: 'Remove Second desk' }).click();
  const question = section.getByRole('alertdialog', { name: 'Remove Second desk' });
  await expect(question).toContainText('Remove Second desk?');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await section.screenshot({ path: `${SHOTS}/options-remove-confirm-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await question.getByRole('button', { name: 'Remove workspace' }).click();
  await expect(section.getByRole('status')).toHaveText('Second desk removed.');
  await expect(section.getByRole('listitem')).toHaveCount(1);
});

test('Undo of a Drafts discard, pressed after a switch, puts nothing into the other workspace', async ({
  openPage,
  worker,
  servers,
}) => {
  test.slow(); // two services, a popup and a panel on a shared machine
  await withSecondWorkspace(worker, servers, {}, async () => {
    const panel = await openPage('sidepanel.html');
    await panel.evaluate((id) => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId: id }), TICKET);
    const c = composer(panel);
    await c.message.fill('Draft for the first desk only');
    await expect(panel.getByText('Draft saved')).toBeVisible();

    const popup = await openPage('popup.html');
    await popup.getByRole('tab', { name: /^Drafts/ }).click();
    await popup.getByRole('button', { name: `Discard the draft of ticket ${TICKET}` }).click();
    const undo = popup.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeVisible();
    await popup
      .getByRole('combobox', { name: 'Workspace', exact: true })
      .selectOption({ label: 'Second desk' });
    await activeIs(popup, 'second');
    // The switch took the offer with it: nothing to press that would land in the second desk.
    await expect(undo).toHaveCount(0);
    const drafts = await worker.evaluate(async () =>
      Object.keys(await chrome.storage.local.get(null)).filter((key) => key.startsWith('draft:')),
    );
    expect(drafts).toEqual([]);
  });
});
