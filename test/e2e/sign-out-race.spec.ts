import { startStub } from '@/test/support/http-stub';
import { configure, expect, test } from './fixtures';

// Sign-out ends the session's work: a Test connection running when the agent signs out stores
// nothing afterwards, neither a token nor the agent, even from a broker that has no sign-out of
// its own (the broker session then lives on, and a fresh token fetch would succeed). Nor does
// Options' Account, whose row then says the agent is signed out.
test('signing out during Test connection leaves no token and no agent behind', async ({
  worker,
  servers,
  openPage,
}) => {
  let release = () => {};
  const probeHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The team's broker, seen through a proxy: the probe waits until the test lets it go, sign-out
  // is unknown to it, and token requests reach the real broker with the agent's cookie.
  const broker = await startStub(async (request, response) => {
    if (request.method === 'HEAD') {
      await probeHeld;
      response.writeHead(405).end();
      return;
    }
    if (!request.path.startsWith('/token')) {
      response.writeHead(404).end();
      return;
    }
    const answer = await fetch(`${servers.broker.url}/token`, {
      method: 'POST',
      headers: {
        'x-sidedesk': '1',
        cookie: String(request.headers.cookie ?? ''),
        origin: String(request.headers.origin ?? ''),
      },
    });
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'access-control-allow-origin': String(request.headers.origin ?? ''),
      'access-control-allow-credentials': 'true',
    });
    response.end(await answer.text());
  });
  try {
    await configure(worker, servers, `${broker.url}/token`);
    const page = await openPage('options.html');
    const account = page.getByRole('region', { name: 'Account' });
    const diagnostics = page.getByRole('region', { name: 'Diagnostics' });
    // Account reads who is signed in (a token from the broker's session) before anything starts.
    await expect(account.getByRole('listitem')).toContainText('Signed in as Alex Agent');
    await diagnostics.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => broker.count('HEAD', '/token')).toBe(1);
    const tokensBefore = broker.count('POST', '/token');

    await account.getByRole('button', { name: 'Sign out of Workspace 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, sign out of Workspace 1' }).click();
    await expect(account.getByRole('status').filter({ hasText: /^Signed out/ })).toBeVisible();
    await expect(account.getByRole('listitem')).toContainText('Signed out');
    release();

    const results = diagnostics.getByRole('list', { name: 'Connection test results' });
    await expect(results.getByRole('listitem').nth(1)).toContainText('Signed in: Failed');
    const stored = await worker.evaluate(async () => ({
      session: Object.keys(await chrome.storage.session.get(null)),
      agent: Object.keys(await chrome.storage.local.get(null)).filter((key) => key.startsWith('agent:')),
    }));
    expect(stored).toEqual({ session: [], agent: [] });
    expect(broker.count('POST', '/token')).toBe(tokensBefore);
    await expect(account.getByRole('listitem')).toContainText('Signed out');
  } finally {
    release();
    await broker.close();
  }
});
