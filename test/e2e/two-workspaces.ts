import type { BrowserContext, Worker } from '@playwright/test';
import { startServers, type TestServers } from '@/test/support/servers';
import { expect, signIn, workspaceOn } from './fixtures';

// Two services as two workspaces in one browser: the worker's own ("First desk", id `default`,
// active) and a second one started here (id `second`). Used by workspaces.spec and
// next-across-workspaces.spec.

/**
 * Starts a second service and stores both workspaces, the first active, with `settings` on top
 * (`undoSendSeconds`, …). Runs `steps` with the second service, and closes it after, whatever
 * happened.
 */
export async function withSecondWorkspace(
  worker: Worker,
  servers: TestServers,
  { name = 'Second desk', settings = {} }: { name?: string; settings?: Record<string, unknown> },
  steps: (other: TestServers) => Promise<void>,
) {
  const other = await startServers();
  try {
    await worker.evaluate(
      ({ workspaces, settings }) =>
        chrome.storage.local.set({
          settings: {
            workspaces,
            activeWorkspaceId: 'default',
            watchIntervalMinutes: 5,
            theme: 'system',
            ...settings,
          },
        }),
      {
        workspaces: [workspaceOn('default', 'First desk', servers), workspaceOn('second', name, other)],
        settings,
      },
    );
    await steps(other);
  } finally {
    await other.close();
  }
}

/**
 * Signs in to the second service's broker. Both brokers listen on 127.0.0.1, and a browser keeps
 * cookies per host, not per port: the first broker must still know the agent after it (each names
 * its cookies after its port, test/support/servers.ts), or the first workspace is signed out at
 * its next token request, whenever that comes.
 */
export async function signInToSecond(context: BrowserContext, servers: TestServers, other: TestServers) {
  await signIn(context, other);
  const first = await context.newPage();
  try {
    await first.setExtraHTTPHeaders({ 'Accept-Language': 'en' });
    await first.goto(`${servers.broker.url}/sign-in`);
    await expect(first.getByText(/Signed in as/)).toBeVisible();
  } finally {
    await first.close();
  }
}
