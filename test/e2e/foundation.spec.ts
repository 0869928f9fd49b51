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
  // The worker fetched and cached it; the popup lists it under Recent, by its title.
  await expect
    .poll(async () => {
      const all = await worker.evaluate(() => chrome.storage.local.get(null));
      const key = Object.keys(all).find((k) => k.startsWith('ticket:') && k.endsWith(':4478950'));
      return key ? (all[key] as { ticket: { title: string } }).ticket.title : undefined;
    })
    .toBeTruthy();
  await popup.getByRole('tab', { name: /^Recent/ }).click();
  await expect(
    popup.getByRole('list', { name: 'Recent tickets' }).getByRole('listitem').first(),
  ).toContainText('#4478950');
  await expect(popup.getByRole('alert')).toHaveCount(0);
  // The token came from the broker and stayed in session storage, never in local storage.
  const stored = await worker.evaluate(async () => ({
    session: JSON.stringify(await chrome.storage.session.get(null)),
    local: JSON.stringify(await chrome.storage.local.get(null)),
  }));
  expect(stored.session).toMatch(/"accessToken":"ey/);
  expect(stored.local).not.toMatch(/ey[\w-]+\.ey[\w-]+\./);
});
