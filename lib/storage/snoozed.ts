import { snoozeIndex } from './read';

// Which tickets of a workspace are snoozed, for whoever must leave them out: the badge, the watch
// poller, "Next ticket" and notifications. Read-only, from the one small index the snooze feature
// writes (lib/snooze/worker/snooze.ts); any context may call these.

/** The ids of the workspace's (`scope`'s) snoozed tickets. */
export async function snoozedTicketIds(scope: string): Promise<Set<number>> {
  return new Set(Object.keys(await snoozeIndex.get(scope)).map(Number));
}

/** The ids snoozed "until the customer replies": the poller checks them as it checks Watched. */
export async function untilReplyTicketIds(scope: string): Promise<number[]> {
  const index = await snoozeIndex.get(scope);
  return Object.keys(index)
    .filter((id) => index[id] === null)
    .map(Number);
}
