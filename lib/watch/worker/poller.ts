import { browser } from 'wxt/browser';
import { type AppError, type ErrorCode, toAppError } from '@/lib/api/errors';
import { backoffDelay } from '@/lib/api/retry';
import type { Ticket } from '@/lib/api/schemas';
import { mapSettled } from '@/lib/concurrency';
import { preference } from '@/lib/settings/preferences';
import type { Settings } from '@/lib/settings/types';
import { currentSettings } from '@/lib/settings/worker/store';
import { activeWorkspace, scopeOf } from '@/lib/settings/workspace';
import { workspaceLabel } from '@/lib/settings/workspace-label';
import {
  lastSeenStorage,
  notifiedStorage,
  seenFactsStorage,
  type WatchState,
  watchedStorage,
  watchStateStorage,
} from '@/lib/storage/items';
import { snoozedTicketIds, untilReplyTicketIds } from '@/lib/storage/snoozed';
import { changeSince } from '@/lib/tickets/ticket-change';
import { cacheTicket } from '@/lib/tickets/worker/ticket-service';
import type { Session, WorkerContext } from '@/lib/worker/context';
import type { TicketNews } from './notification-text';
import { notifyChanges } from './notifications';

// Polls the watched tickets on an alarm. The worker may be asleep between polls, so the schedule
// lives in `alarms` and the backoff count in storage, never in a variable.

export const WATCH_ALARM = 'sidedesk-watch';
/** Tickets fetched at once: polite to the API, quick enough for a short list. */
const POLL_CONCURRENCY = 3;
const MAX_PERIOD_MINUTES = 60;

const OFFLINE_CODES: readonly ErrorCode[] = [
  'network',
  'timeout',
  'broker-unreachable',
  'server',
  'rate-limited',
];
const SETUP_CODES: readonly ErrorCode[] = ['not-configured', 'permission-needed'];

/** The alarm period: the interval, doubled per failed poll in a row, at most an hour. */
function watchPeriodMinutes(interval: number, failures: number): number {
  return Math.max(interval, Math.min(interval * 2 ** failures, MAX_PERIOD_MINUTES));
}

/**
 * Keeps the alarm in step with the watched list, the interval and the backoff: no watched tickets,
 * no alarm; otherwise one periodic alarm, re-created only when its period has to change.
 */
export async function scheduleWatch(random = Math.random): Promise<void> {
  const settings = await currentSettings();
  const [watched, state] = await Promise.all([watchedCount(settings), watchStateStorage.getValue()]);
  if (!watched) {
    await browser.alarms.clear(WATCH_ALARM);
    return;
  }
  const interval = preference(settings, 'watchIntervalMinutes');
  const period = watchPeriodMinutes(interval, state.failures);
  const existing = await browser.alarms.get(WATCH_ALARM);
  if (existing?.periodInMinutes === period) return;
  // After failures, spread the retries (full jitter) so many browsers do not come back together.
  const jitter = state.failures
    ? backoffDelay(state.failures, 60_000 * interval, 60_000 * period, random) / 60_000
    : 0;
  await browser.alarms.create(WATCH_ALARM, {
    delayInMinutes: state.failures ? Math.min(period, interval + jitter) : period,
    periodInMinutes: period,
  });
}

/**
 * The tickets the poll fetches in a workspace: the watched ones, and those snoozed until the
 * customer replies (a fresher copy with a new reply ends their snooze: lib/snooze/worker/snooze.ts).
 */
async function polledIds(scope: string): Promise<{ watched: number[]; all: number[] }> {
  const [list, waiting] = await Promise.all([watchedStorage.get(scope), untilReplyTicketIds(scope)]);
  const watched = list.map((entry) => entry.id);
  return { watched, all: [...new Set([...watched, ...waiting])] };
}

/** Tickets polled in every workspace that can be polled (a broker and an API). */
async function watchedCount(settings: Settings): Promise<number> {
  const scopes = settings.workspaces.filter((w) => w.brokerUrl).flatMap((w) => scopeOf(w) ?? []);
  const lists = await Promise.all(scopes.map(polledIds));
  return lists.reduce((sum, ids) => sum + ids.all.length, 0);
}

/** The poller state after a failure that hit every watched ticket. */
function stateAfterFailure(error: AppError, previous: WatchState, now: number): WatchState {
  const failures = previous.failures + 1;
  if (error.code === 'sign-in-required')
    return { state: 'sign-in-required', failures, checkedAt: now, error };
  if (SETUP_CODES.includes(error.code)) return { state: 'setup-needed', failures, checkedAt: now, error };
  if (OFFLINE_CODES.includes(error.code)) return { state: 'offline', failures, checkedAt: now, error };
  return { state: 'ok', failures: 0, checkedAt: now };
}

/**
 * Watched tickets with a change the badge counts (activity since the agent's last look) that no
 * notification told of yet, with what changed since their last look (the same change the lists
 * show). A copy another page fetched first (the popup's refresh) still gets its notification.
 */
async function freshActivity(
  session: Session,
  fetched: Ticket[],
  workspace: string | undefined,
): Promise<TicketNews[]> {
  const [lastSeen, facts, notified] = await Promise.all([
    lastSeenStorage.get(session.scope),
    seenFactsStorage.get(session.scope),
    notifiedStorage.get(session.scope),
  ]);
  const told: Record<string, string> = {};
  const news = fetched.flatMap((ticket) => {
    const now = ticket.lastThreadElementCreationTime;
    const before = notified[ticket.id];
    if (before) told[ticket.id] = before;
    // Activity time unknown: cannot compare, so no notification.
    if (!now || before === now) return [];
    const change = changeSince(ticket, lastSeen[ticket.id], facts[ticket.id]);
    if (!change) return [];
    told[ticket.id] = now;
    const where = { workspaceId: session.workspace.id, scope: session.scope };
    return [{ ...where, ...(workspace ? { workspace } : {}), ticket, change }];
  });
  // Only the tickets polled now are kept: an unwatched one's record goes.
  if (session.alive()) await notifiedStorage.set(session.scope, told);
  return news;
}

/**
 * One poll: fetches every watched ticket of every workspace (bounded), each from its own service
 * into its own scope, then updates the state and the alarm. The active workspace not set up
 * counts as a failure (the badge says so); another one not set up is simply skipped.
 */
export async function pollWatched(context: WorkerContext, now = Date.now): Promise<WatchState> {
  const previous = await watchStateStorage.getValue();
  const settings = await context.settings();
  const activeId = activeWorkspace(settings).id;
  const sessions: Session[] = [];
  const news: TicketNews[] = [];
  let failure: AppError | null = null;
  for (const [index, workspace] of settings.workspaces.entries()) {
    let session: Session;
    try {
      session = await context.session(workspace.id);
    } catch (error) {
      if (workspace.id === activeId) failure ??= toAppError(error);
      continue;
    }
    sessions.push(session);
    // The workspace is named only when there are several to tell apart.
    const label = settings.workspaces.length > 1 ? workspaceLabel(workspace, index) : undefined;
    const polled = await pollWorkspace(context, session, label);
    failure ??= polled.failure;
    news.push(...polled.news);
  }
  // One notification for the whole poll, of the workspaces still signed in.
  await notifyChanges(
    news.filter((one) => sessions.some((s) => s.scope === one.scope && s.alive())),
    preference(settings, 'hideNotificationTitles'),
  );
  const next = failure
    ? stateAfterFailure(failure, previous, now())
    : { state: 'ok' as const, failures: 0, checkedAt: now() };
  // Signed out (or another service) meanwhile: this poll's news belongs to nobody now.
  if (sessions.length && sessions.every((session) => !session.alive())) return next;
  await watchStateStorage.setValue(next);
  await scheduleWatch();
  return next;
}

/**
 * Polls one workspace's watched tickets, and those snoozed until the customer replies (the snooze
 * feature wakes them from the cache this fills): what changed in the watched ones, and the error
 * when every one failed. A snoozed ticket is never news.
 */
async function pollWorkspace(
  context: WorkerContext,
  session: Session,
  label: string | undefined,
): Promise<{ news: TicketNews[]; failure: AppError | null }> {
  const [{ watched, all: ids }, snoozed] = await Promise.all([
    polledIds(session.scope),
    snoozedTicketIds(session.scope),
  ]);
  if (!ids.length) return { news: [], failure: null };
  const results = await mapSettled(ids, POLL_CONCURRENCY, async (id) => {
    const api = await context.api(session);
    const fetchedAt = Date.now(); // when the request left: a fresher copy stored meanwhile wins
    return { ticket: await api.getTicket(id), fetchedAt };
  });
  const copies = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const fetched: Ticket[] = [];
  // One key each; what the cache holds after (a fresher copy stays) is what is told.
  for (const copy of copies) fetched.push((await cacheTicket(session, copy.ticket, copy.fetchedAt)).ticket);
  const told = fetched.filter((ticket) => watched.includes(ticket.id) && !snoozed.has(ticket.id));
  const news = session.alive() ? await freshActivity(session, told, label) : [];
  const firstFailure = results.find((r) => r.status === 'rejected');
  return { news, failure: !fetched.length && firstFailure ? toAppError(firstFailure.reason) : null };
}

let running: Promise<WatchState> | null = null;
let following: Promise<WatchState> | null = null;

/**
 * Polls unless a poll is already running in this worker (an alarm and a sign-in can coincide).
 * Asked while one runs, one more poll follows it (however many ask meanwhile): the running one may
 * have read the tickets before the change its asker polls for, which would wait a whole period.
 */
export function pollWatchedOnce(context: WorkerContext): Promise<WatchState> {
  if (!running) {
    running = pollWatched(context).finally(() => {
      running = null;
    });
    return running;
  }
  const next = () => {
    following = null;
    return pollWatchedOnce(context);
  };
  following ??= running.then(next, next);
  return following;
}
