import { expect, test } from './fixtures';

// The built extension, loaded in Chromium: the popup asks the worker, the worker gets a token
// from the broker and the ticket from the sandbox.
test('the popup fetches a ticket through the worker with a token from the broker', async ({
  openPage,
  worker,
}) => {
  const popup = await openPage('popup.html');
  await popup.getByLabel('Ticket ID or link').fill('4478950');
  await popup.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(popup.getByRole('heading', { level: 2 }).first()).not.toBeEmpty();
  // The token came from the broker and stayed in session storage, never in local storage.
  const stored = await worker.evaluate(async () => ({
    session: JSON.stringify(await chrome.storage.session.get(null)),
    local: JSON.stringify(await chrome.storage.local.get(null)),
  }));
  expect(stored.session).toMatch(/"accessToken":"ey/);
  expect(stored.local).not.toMatch(/ey[\w-]+\.ey[\w-]+\./);
});
