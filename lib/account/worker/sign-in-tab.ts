import { browser } from 'wxt/browser';
import { signedOutStorageOf } from '@/lib/storage/items';
import type { WorkerContext } from '@/lib/worker/context';

// The broker's sign-in page that Sign in opened, followed by the worker: a signed-out workspace
// asks the broker for no token on its own, so the worker asks when that tab has loaded a page
// (the signed-in page comes after the form is sent) and once more when it closes. A token then
// ends the signed-out state (lib/worker/context.ts), which every open page follows. The tab's id
// is stored with the state: the worker may stop and start again while the agent types.

/** Keeps the workspace signed out while its sign-in tab is open, and remembers the tab to follow. */
export async function followSignInTab(workspaceId: string, tabId: number | undefined): Promise<void> {
  if (tabId === undefined) return;
  const record = signedOutStorageOf(workspaceId);
  const state = await record.getValue();
  await record.setValue({ at: state?.at ?? Date.now(), why: state?.why ?? 'signing-in', signInTab: tabId });
}

/** The workspaces whose sign-in tab is this one. */
async function followersOf(context: WorkerContext, tabId: number): Promise<string[]> {
  const { workspaces } = await context.settings();
  const states = await Promise.all(workspaces.map((w) => signedOutStorageOf(w.id).getValue()));
  return workspaces.filter((_, i) => states[i]?.signInTab === tabId).map((w) => w.id);
}

/** Asks the broker for the workspace's token; true when it handed one (the agent signed in). */
async function askFor(context: WorkerContext, workspaceId: string): Promise<boolean> {
  const workspace = (await context.settings()).workspaces.find((w) => w.id === workspaceId);
  if (!workspace) return false;
  return context
    .tokensOf(workspace)
    .askNow()
    .then(
      () => true,
      () => false, // still on the sign-in page, or the broker did not answer: the status says which
    );
}

/** Listens to the tabs (synchronously, at the worker's start). */
export function registerSignInTabs(context: WorkerContext): void {
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status !== 'complete') return;
    void followersOf(context, tabId).then((ids) => Promise.all(ids.map((id) => askFor(context, id))));
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    void followersOf(context, tabId).then((ids) =>
      Promise.all(
        ids.map(async (id) => {
          if (await askFor(context, id)) return;
          // Closed without signing in: signed out, and nothing more to follow.
          const record = signedOutStorageOf(id);
          const state = await record.getValue();
          if (state?.signInTab === tabId) await record.setValue({ at: state.at, why: state.why });
        }),
      ),
    );
  });
}
