import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Worker } from '@playwright/test';
import { expect, scopeFor, test } from './fixtures';

// Options is a long page in sections, and axe reads all of it: more time on a busy machine.
test.describe.configure({ timeout: 60_000 });

// Options › Saved replies: examples on a first run, add, edit, export, import (and a refused file),
// the team library from the broker, and the signature.

const section = (page: Page) => page.getByRole('region', { name: 'Saved replies' });
/** The list's live region (the signature has its own, after it). */
const notice = (page: Page) => section(page).getByRole('status').first();
const list = (page: Page) => page.getByRole('list', { name: 'Your saved replies' });

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('section[aria-labelledby="saved-replies-heading"]')
    .analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function storedNames(worker: Worker, scope: string): Promise<string[]> {
  return worker.evaluate(async (key) => {
    const value = (await chrome.storage.local.get(key))[key] as { name: string }[] | undefined;
    return value?.map((r) => r.name) ?? [];
  }, `savedReplies:${scope}`);
}

test('Options adds, edits, exports and imports saved replies', async ({ worker, openPage, servers }) => {
  const scope = scopeFor(servers);
  const page = await openPage('options.html');
  const replies = section(page);
  await expect(list(page).getByRole('listitem')).toHaveCount(4); // the ready-made examples
  await expect(replies.getByText('Refund done')).toBeVisible();
  await expect(replies.getByText('Team: warranty claim received')).toBeVisible({ timeout: 20_000 }); // the broker's library
  expect(await axe(page)).toEqual([]);

  // Add: a wrong shortcut is refused in words, then fixed.
  await replies.getByRole('button', { name: 'Add saved reply' }).click();
  await replies.getByRole('textbox', { name: 'Name', exact: true }).fill('Refund reference');
  await replies.getByRole('textbox', { name: 'Shortcut' }).fill('Ref Number');
  await replies
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Hi {{customer.firstName}}, your reference is ready.');
  await replies.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'Send and complete' });
  await replies.getByRole('button', { name: 'Save saved reply' }).click();
  await expect(replies.getByText(/A shortcut is lowercase letters/)).toBeVisible();
  // The examples were stored when the list first showed (in this language); the refused one was not.
  expect(await storedNames(worker, scope)).toEqual([
    'Greeting',
    'Ask for the order number',
    'Refund done',
    'Closing',
  ]);
  expect(await axe(page)).toEqual([]);
  await replies.getByRole('textbox', { name: 'Shortcut' }).fill('refnum');
  await replies.getByRole('button', { name: 'Save saved reply' }).click();
  await expect(notice(page)).toHaveText('Saved “Refund reference”.');
  expect(await storedNames(worker, scope)).toEqual([
    'Greeting',
    'Ask for the order number',
    'Refund done',
    'Closing',
    'Refund reference',
  ]);

  // Edit, reorder, delete.
  await replies.getByRole('button', { name: 'Edit Refund reference' }).click();
  await replies.getByRole('textbox', { name: 'Name', exact: true }).fill('Reference sent');
  // Attachments: a name and an https URL, as the API takes them; a wrong one is refused in words.
  const attachmentUrl = replies.getByRole('textbox', { name: 'Attachment URL' });
  await attachmentUrl.fill('http://files.example/terms.pdf');
  await replies.getByRole('button', { name: 'Add attachment' }).click();
  await expect(attachmentUrl).toHaveAccessibleDescription(/must be a full https address/);
  await attachmentUrl.fill('https://files.example/terms.pdf');
  await replies.getByRole('button', { name: 'Add attachment' }).click();
  await expect(replies.getByRole('link', { name: 'terms.pdf' })).toBeVisible();
  await expect(attachmentUrl).toHaveValue('');
  // One typed and not added is saved with the rest, never dropped.
  await attachmentUrl.fill('https://files.example/guide.pdf');
  await replies.getByRole('textbox', { name: 'Attachment name' }).fill('Guide');
  expect(await axe(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axe(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await replies.getByRole('button', { name: 'Save saved reply' }).click();
  await expect(list(page).getByText('Reference sent')).toBeVisible();
  await replies.getByRole('button', { name: 'Move Reference sent up' }).click();
  await replies.getByRole('button', { name: 'Move Reference sent up' }).click();
  await expect(list(page).getByRole('listitem').nth(2)).toContainText('Reference sent');
  await replies.getByRole('button', { name: 'Delete Closing' }).click();
  await expect(notice(page)).toHaveText('Deleted “Closing”.');
  expect(await storedNames(worker, scope)).toEqual([
    'Greeting',
    'Ask for the order number',
    'Reference sent',
    'Refund done',
  ]);

  // Export.
  const downloading = page.waitForEvent('download');
  await replies.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sidedesk-saved-replies.json');
  const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(exported).toMatchObject({ format: 'sidedesk.saved-replies', version: 1 });
  expect(exported.replies[2]).toEqual({
    name: 'Reference sent',
    shortcut: 'refnum',
    text: 'Hi {{customer.firstName}}, your reference is ready.',
    isHtml: false,
    outcome: 'complete',
    attachments: [
      { url: 'https://files.example/terms.pdf', name: 'terms.pdf' },
      { url: 'https://files.example/guide.pdf', name: 'Guide' },
    ],
  });

  // Import: a bad file is refused with a sentence and changes nothing; a good one adds.
  const importFile = async (name: string, content: string) => {
    const choosing = page.waitForEvent('filechooser');
    await replies.getByRole('button', { name: 'Import' }).click();
    await (await choosing).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
  };
  const bad = { ...exported, replies: [{ name: 'Broken', text: 'x', outcome: 'explode' }] };
  await importFile('bad.json', JSON.stringify(bad));
  await expect(notice(page)).toHaveText(
    'The file has a missing or wrong value at replies[0].outcome. Nothing was imported; your saved replies are unchanged.',
  );
  expect(await storedNames(worker, scope)).toHaveLength(4);
  const good = { ...exported, replies: [...exported.replies, { name: 'Imported one', text: 'Hello' }] };
  await importFile('good.json', JSON.stringify(good));
  await expect(notice(page)).toHaveText('Imported 5 saved replies.');
  expect(await storedNames(worker, scope)).toEqual([
    'Greeting',
    'Ask for the order number',
    'Reference sent',
    'Refund done',
    'Imported one',
  ]);

  // After a reload, the same list; the imported reply kept its attachments.
  await page.reload();
  await expect(list(page).getByRole('listitem')).toHaveCount(5);
  await section(page).getByRole('button', { name: 'Edit Reference sent' }).click();
  await expect(section(page).getByRole('button', { name: 'Remove attachment terms.pdf' })).toBeVisible();
  await section(page).getByRole('button', { name: 'Remove attachment Guide' }).click();
  await expect(section(page).getByRole('link', { name: 'Guide' })).toHaveCount(0);
  await section(page).getByRole('button', { name: 'Cancel' }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axe(page)).toEqual([]);
});

test('the signature is edited once, in Sending, and Saved replies has no second editor', async ({
  worker,
  openPage,
}) => {
  const page = await openPage('options.html#signature');
  const replies = section(page);
  await expect(replies.getByRole('heading', { name: 'Saved replies' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Signature/ })).toHaveCount(1);
  const sending = page.getByRole('region', { name: 'Sending' });
  // options.html#signature focuses the one Signature field.
  await expect(sending.getByRole('textbox', { name: 'Signature for Workspace 1' })).toBeFocused();
  await page.keyboard.type('Best regards,');
  await page.keyboard.press('Enter');
  await page.keyboard.type('{{agent.name}}');
  await sending.getByRole('checkbox', { name: 'Add the signature to new messages' }).uncheck();
  await sending.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(sending.getByRole('status')).toHaveText('Saved.');
  const workspace = await worker.evaluate(async () => {
    const { settings } = (await chrome.storage.local.get('settings')) as {
      settings: { workspaces: unknown[] };
    };
    return settings.workspaces[0];
  });
  expect(workspace).toMatchObject({ signature: 'Best regards,\n{{agent.name}}', addSignature: false });
  await page.reload();
  await expect(sending.getByRole('textbox', { name: 'Signature for Workspace 1' })).toHaveValue(
    'Best regards,\n{{agent.name}}',
  );
});
