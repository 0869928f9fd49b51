import { expect, test } from './fixtures';
import { openPopup } from './popup-page';
import { openPanel, storedDraft } from './sidepanel-page';

// After a session of real flows, the access token exists only in memory (storage.session):
// nothing on disk holds a JWT or a refresh token, and the extension keeps no IndexedDB.

const JWT = /eyJ[\w-]+\.eyJ[\w-]+\./;

test('after lookups, a reply, a draft and a connection test, no token is on disk and IndexedDB is empty', async ({
  openPage,
}) => {
  const p = await openPopup(openPage);
  await p.open(4478957);
  await p.tab('Categories').click();
  await expect(p.page.getByRole('button', { name: 'Billing' })).toBeVisible();
  await p.tab('FAQ').click();
  await expect(p.page.getByRole('link').first()).toBeVisible();

  const sent = await openPanel(openPage, 4478958);
  await sent.message.fill('A reply sent during the storage check');
  await sent.send.click();
  await expect(sent.sent).toBeVisible();
  const drafted = await openPanel(openPage, 4478959);
  await drafted.message.fill('A draft kept during the storage check');
  await expect.poll(() => storedDraft(drafted.page, 4478959)).not.toBeNull();

  const options = await openPage('options.html');
  await options.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    options.getByRole('list', { name: 'Connection test results' }).getByRole('listitem').last(),
  ).toContainText('One API call: Passed');

  const stored = await options.evaluate(async () => ({
    local: JSON.stringify(await chrome.storage.local.get(null)),
    sync: JSON.stringify(await chrome.storage.sync.get(null)),
    session: JSON.stringify(await chrome.storage.session.get(null)),
    databases: (await indexedDB.databases()).map((db) => db.name),
  }));
  // The check can fail: the token is a JWT, and it is where it belongs.
  expect(stored.session).toMatch(JWT);
  // The session was real: tickets, the tree and the draft are on disk…
  expect(stored.local).toContain('A draft kept during the storage check');
  expect(stored.local).toContain('"ticket:');
  // …and no token of any kind is.
  for (const area of [stored.local, stored.sync]) {
    expect(area).not.toMatch(JWT);
    expect(area).not.toMatch(/refresh_token|access_?token/i);
  }
  expect(stored.databases).toEqual([]);
});
