import { browser } from 'wxt/browser';
import { forgetInView } from '@/lib/settings/worker/view';
import {
  savedRepliesStorage,
  savedReplyUseStorage,
  sendOutcomeStorage,
  tokenStorageOf,
  type WaitingSend,
  waitingSendsStorage,
} from '@/lib/storage/items';
import { changeQuoteSlot } from '@/lib/storage/worker/quote-slot';
import { clearNotificationsOf } from '@/lib/watch/worker/notifications';

// Forgets one workspace's local data: every scoped item and collection of any of its scopes (the
// scope is `<workspace id>.<hash of the API>`, so the data of an API it used before goes too), its
// token and alarms, and the panel ticket, waiting quote and waiting sends that point into it. Other
// workspaces' data stays as it was. The worker only: it owns these items.

/** Whether a storage key (`name:<scope>` or `name:<scope>:<id>`) belongs to the workspace. */
function isKeyOfWorkspace(key: string, workspaceId: string): boolean {
  const scope = key.split(':')[1];
  return !!scope && scope.startsWith(`${workspaceId}.`);
}

const ofWorkspace = (scope: string | undefined, workspaceId: string) =>
  !!scope?.startsWith(`${workspaceId}.`);

/** The agent's own setup of the workspace, kept by sign-out (see lib/account/worker/sign-out.ts). */
const SETUP = [savedRepliesStorage, savedReplyUseStorage].map((item) => `${item.name}:`);

/** `keep`: storage keys that stay (a sign-out's outbox, lib/sending/worker/outbox-keep.ts). */
export async function forgetWorkspaceData(
  workspaceId: string,
  options: { keepSetup?: boolean; keep?: readonly string[] } = {},
) {
  const keep = options.keep ?? [];
  const stored = await browser.storage.local.get(null);
  const forget = Object.keys(stored).filter(
    (key) =>
      isKeyOfWorkspace(key, workspaceId) &&
      !keep.includes(key) &&
      !(options.keepSetup && SETUP.some((prefix) => key.startsWith(prefix))),
  );
  if (forget.length) await browser.storage.local.remove(forget);
  // Its alarms too (a snooze's `snooze:<scope>:<id>`, a waiting send's `undo-send:<scope>:<id>`).
  const alarms = await browser.alarms.getAll();
  await Promise.all(
    alarms
      .filter((alarm) => isKeyOfWorkspace(alarm.name, workspaceId))
      .map((a) => browser.alarms.clear(a.name)),
  );
  await tokenStorageOf(workspaceId).setValue(null);
  await clearNotificationsOf(workspaceId); // titles of its tickets must not stay on screen
  await forgetInView(workspaceId);
  await changeQuoteSlot(async (quote) => ({
    next: ofWorkspace(quote?.scope, workspaceId) ? null : undefined,
    answer: undefined,
  }));
  const waiting = await waitingSendsStorage.getValue();
  const outcomeKept = (entry: WaitingSend) =>
    keep.includes(sendOutcomeStorage.key(entry.scope, entry.ticketId));
  const kept = waiting.filter((entry) => !ofWorkspace(entry.scope, workspaceId) || outcomeKept(entry));
  if (kept.length !== waiting.length) await waitingSendsStorage.setValue(kept);
}
