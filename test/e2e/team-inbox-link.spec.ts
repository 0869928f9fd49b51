import { startServers, type TestServers } from '@/test/support/servers';
import { test as base, expect, updateWorkspace, writeLocal } from './fixtures';
import { openPopup } from './popup-page';
import { checkState, showTicket, ticketWithStatus } from './sidepanel-page';

// Issue 41, item 3: the inbox link without setup. The team's broker serves its inbox link
// (`BROKER_INBOX_LINK`, `GET /config`); an agent who set none gets it in the panel and the popup,
// and the agent's own setting still wins.

const TEAM = 'https://inbox.example.com/team/tickets?ticketId={id}';
const OWN = 'https://inbox.example.com/mine/tickets/{id}';

// This file's own servers: a broker that serves an inbox link.
const test = base.extend<object, { servers: TestServers }>({
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's parameters
    async ({}, use) => {
      const servers = await startServers({ inboxLink: TEAM });
      await use(servers);
      await servers.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

test('the broker’s inbox link opens the ticket in the inbox with no setup, in the panel and the popup', async ({
  openPage,
  servers,
}) => {
  const panel = await openPage('sidepanel.html');
  await panel.setViewportSize({ width: 320, height: 600 });
  const { id } = await ticketWithStatus(panel, servers, 4479100, 'open');
  await showTicket(panel, id);
  const link = panel.locator('.sp-head').getByRole('link', { name: 'Open in inbox' });
  await expect(link).toHaveAttribute('href', TEAM.replace('{id}', String(id)));
  await expect(panel.getByRole('button', { name: 'Set inbox link' })).toHaveCount(0);
  await checkState(panel, 'team-inbox-link', '/tmp/shots-k41');

  // The popup's row of a watched ticket that changed links there too.
  await writeLocal(panel, servers, 'watched', [{ id, at: Date.now() }]);
  await servers.sandbox.addReply(id, { message: 'One more thing.', as: 'client' });
  const popup = await openPopup(openPage);
  await expect(
    popup.row('Watched', id).getByRole('link', { name: `Open ticket ${id} in the inbox` }),
  ).toHaveAttribute('href', TEAM.replace('{id}', String(id)));
});

test('the agent’s own inbox link wins over the broker’s', async ({ openPage, servers, worker }) => {
  await updateWorkspace(worker, { inboxLink: OWN });
  const panel = await openPage('sidepanel.html');
  const { id } = await ticketWithStatus(panel, servers, 4479100, 'open');
  await showTicket(panel, id);
  await expect(panel.locator('.sp-head').getByRole('link', { name: 'Open in inbox' })).toHaveAttribute(
    'href',
    OWN.replace('{id}', String(id)),
  );
});
