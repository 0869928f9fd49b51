import { browser } from 'wxt/browser';
import { SidedeskError } from '@/lib/api/errors';
import type { Ticket } from '@/lib/api/schemas';
import { reported } from '@/lib/diagnostics/report';
import { scopeOf } from '@/lib/settings/workspace';
import { serialized } from '@/lib/storage/collection';
import { type CachedTicket, type Snooze, snoozeIndex, snoozeStorage, ticketCache } from '@/lib/storage/items';
import { isReopened } from '@/lib/tickets/ticket-change';
import { type Session, sessionOfScope, type WorkerContext } from '@/lib/worker/context';

// Snooze: Sidedesk keeps it itself (the Ticket API has none). A record per ticket and a small
// index per workspace, written here only. A timed snooze has an alarm (`snooze:<scope>:<id>`),
// which survives a stopped worker; alarms are armed again from storage at every start, so a
// browser that lost them (a restart, an update) still brings every ticket back, late at worst.
// "Until the customer replies" has no alarm: it ends when a fresher copy of the ticket is cached
// (the watch poll fetches these tickets) with more replies, or reopened.

const ALARM_PREFIX = 'snooze:';
const alarmName = (scope: string, ticketId: number) => `${ALARM_PREFIX}${scope}:${ticketId}`;

/** Puts a ticket that came back (or was unsnoozed) in Watched; `back`: it woke by itself. */
type BringBack = (session: Session, ticketId: number, back: boolean) => Promise<void>;

/** Changes one snooze record and the index beside it, in one step per workspace. */
function changeSnooze(session: Session, ticketId: number, next: Snooze | null): Promise<boolean> {
  const { scope } = session;
  return serialized(snoozeIndex.key(scope), async () => {
    const index = await snoozeIndex.get(scope);
    const had = String(ticketId) in index;
    if (!session.alive() || (!next && !had)) return false;
    const { [ticketId]: _, ...rest } = index;
    if (next) {
      await snoozeStorage.set(scope, ticketId, next);
      await snoozeIndex.set(scope, { ...rest, [ticketId]: next.until });
    } else {
      await snoozeIndex.set(scope, rest);
      await snoozeStorage.remove(scope, [ticketId]);
    }
    return had;
  });
}

/**
 * Snoozes the ticket until `until` (epoch ms, in the future) or, with null, until the customer
 * replies. `ticket`: its freshest copy, the baseline of "until the customer replies".
 */
export async function snoozeTicket(
  session: Session,
  ticketId: number,
  until: number | null,
  ticket: Pick<Ticket, 'replyCount' | 'status'> | null,
  now = Date.now(),
): Promise<void> {
  if (until !== null && until <= now)
    throw new SidedeskError('bad-input', { reason: 'error.bad-input.snooze-past' });
  const facts = {
    ...(typeof ticket?.replyCount === 'number' ? { replyCount: ticket.replyCount } : {}),
    ...(typeof ticket?.status === 'string' ? { status: ticket.status } : {}),
  };
  await changeSnooze(session, ticketId, { ticketId, at: now, until, ...facts });
  const name = alarmName(session.scope, ticketId);
  if (until === null) await browser.alarms.clear(name);
  else if (session.alive()) await browser.alarms.create(name, { when: until });
}

/** Ends the ticket's snooze; false when it was not snoozed (already back, or never). */
export async function unsnoozeTicket(session: Session, ticketId: number): Promise<boolean> {
  const was = await changeSnooze(session, ticketId, null);
  await browser.alarms.clear(alarmName(session.scope, ticketId));
  return was;
}

/** The snooze ended by itself: the ticket comes back, once however many wake-ups race. */
async function wake(session: Session, ticketId: number, bringBack: BringBack) {
  if (await unsnoozeTicket(session, ticketId)) await bringBack(session, ticketId, true);
}

/** Whether a fresher copy ends "until the customer replies": more replies, or reopened. */
export function customerReplied(record: Snooze, ticket: Pick<Ticket, 'replyCount' | 'status'>): boolean {
  const { replyCount, status } = ticket;
  if (record.replyCount !== undefined && typeof replyCount === 'number' && replyCount > record.replyCount)
    return true;
  return !!record.status && !!status && isReopened({ from: record.status, to: status });
}

/**
 * Every timed snooze of every workspace: one due is woken now, one still ahead gets its alarm
 * again if the browser has none. At every worker start: nothing depends on an alarm outliving a
 * browser restart or on this worker's memory.
 */
export async function rearmSnoozes(context: WorkerContext, bringBack: BringBack, now = Date.now()) {
  const settings = await context.settings();
  for (const scope of settings.workspaces.flatMap((w) => scopeOf(w) ?? [])) {
    const index = await snoozeIndex.get(scope);
    const timed = Object.entries(index).filter((entry): entry is [string, number] => entry[1] !== null);
    if (!timed.length) continue;
    const session = await sessionOfScope(context, scope);
    if (!session) continue;
    for (const [id, until] of timed) {
      if (until <= now) await wake(session, Number(id), bringBack);
      else if (!(await browser.alarms.get(alarmName(scope, Number(id)))))
        await browser.alarms.create(alarmName(scope, Number(id)), { when: until });
    }
  }
}

/** `<name>:<scope>:<id>` → scope and id (a scope has no colon: lib/settings/workspace.ts). */
function scopeAndId(key: string, prefix: string): { scope: string; ticketId: number } | null {
  const [scope, id] = key.slice(prefix.length).split(':');
  const ticketId = Number(id);
  return scope && Number.isInteger(ticketId) ? { scope, ticketId } : null;
}

async function wakeIn(context: WorkerContext, scope: string, ticketId: number, bringBack: BringBack) {
  const session = await sessionOfScope(context, scope);
  if (session) await wake(session, ticketId, bringBack);
}

/** A ticket copy was cached: a ticket snoozed until the customer replies may come back. */
async function onTicketCached(
  context: WorkerContext,
  key: string,
  entry: CachedTicket | undefined,
  bringBack: BringBack,
) {
  const found = scopeAndId(key, `${ticketCache.name}:`);
  if (!found || !entry?.ticket) return;
  const { scope, ticketId } = found;
  if ((await snoozeIndex.get(scope))[ticketId] !== null) return; // not snoozed, or timed
  const record = await snoozeStorage.get(scope, ticketId);
  if (record && customerReplied(record, entry.ticket)) await wakeIn(context, scope, ticketId, bringBack);
}

/**
 * Registers the snooze listeners; call synchronously at the top of the worker. `bringBack` puts
 * a ticket back in Watched (the lists' writer, passed in by the background's wiring).
 */
export function registerSnooze(context: WorkerContext, bringBack: BringBack): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (!alarm.name.startsWith(ALARM_PREFIX)) return;
    const found = scopeAndId(alarm.name, ALARM_PREFIX);
    if (found) void wakeIn(context, found.scope, found.ticketId, bringBack);
  });
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local') return;
    for (const [key, change] of Object.entries(changes))
      if (key.startsWith(`${ticketCache.name}:`))
        void onTicketCached(context, key, change.newValue as CachedTicket | undefined, bringBack);
  });
  const rearm = () => void rearmSnoozes(context, bringBack).catch(reported('snooze/rearm'));
  browser.runtime.onStartup.addListener(rearm);
  rearm();
}
