import { getStatus, signIn, testConnection } from '@/lib/account/worker/connection';
import { signOut } from '@/lib/account/worker/sign-out';
import { getCategories, getCategoryPath } from '@/lib/categories-and-faq/worker/category-cache';
import { reported } from '@/lib/diagnostics/report';
import type { Operation } from '@/lib/messaging/protocol';
import type { Handlers } from '@/lib/messaging/server';
import {
  deleteSavedReply,
  importSavedReplies,
  listSavedReplies,
  moveSavedReply,
  noteSavedReplyUsed,
  saveSavedReply,
} from '@/lib/saved-replies/worker/saved-replies';
import { getTeamLibrary } from '@/lib/saved-replies/worker/team-library';
import {
  claimPendingQuote,
  discardDraft,
  discardPendingQuote,
  restoreDiscardedDraft,
  saveDraft,
} from '@/lib/sending/drafts';
import { repliesDeletedOf } from '@/lib/sending/worker/kept-notice';
import { queueReply, sendDue, sendNow, undoSend } from '@/lib/sending/worker/send-queue';
import { acknowledgeSend, checkSend } from '@/lib/sending/worker/send-reply';
import { changeSettings } from '@/lib/settings/worker/apply-changes';
import { setActiveWorkspace, showInPanel } from '@/lib/settings/worker/view';
import { snoozeTicket, unsnoozeTicket } from '@/lib/snooze/worker/snooze';
import { ticketCache } from '@/lib/storage/items';
import { diagnostics } from '@/lib/support/worker/diagnostics';
import { recordProblem } from '@/lib/support/worker/problems';
import { getBrokerConfig } from '@/lib/tickets/worker/broker-config';
import {
  bringBackToWatched,
  clearList,
  markAllSeen,
  noteOpened,
  removeFromList,
  restoreToList,
  setWatched,
} from '@/lib/tickets/worker/ticket-lists';
import { answerTicket, getTicket } from '@/lib/tickets/worker/ticket-service';
import { scopedContext, type WorkerContext } from '@/lib/worker/context';
import { migrateStorage } from '@/lib/worker/migrations';
import { forgetWorkspace } from '@/lib/workspaces/worker/remove-workspace';

const ok = { ok: true } as const;
/** Answers `ok` once the work is done. */
const done = (_: unknown) => ok;

/**
 * Every protocol operation, mapped to the module that does the work. Each waits for the storage
 * layout to be current (lib/worker/migrations.ts) before it reads or writes anything, and runs in
 * the workspace of the scope the page names (else the active one; see `scopedContext`).
 */
export function createHandlers(context: WorkerContext): Handlers {
  // Started with the worker, not with its first request: the menu, the command and the alarms
  // write storage too, and should find the current layout.
  void migrateStorage().catch(reported('migrations'));
  const migrated = {} as Record<string, unknown>;
  for (const op of Object.keys(operations(context))) {
    migrated[op] = (request: { scope?: string }, sender: never) =>
      migrateStorage().then(() => {
        const handle = operations(scopedContext(context, request.scope))[op as Operation];
        return (handle as (r: unknown, s: never) => unknown)(request, sender);
      });
  }
  return migrated as Handlers;
}

function operations(context: WorkerContext): Handlers {
  const session = () => context.session();
  return {
    getStatus: async ({ workspaceId }) => {
      const status = await getStatus(context, workspaceId);
      // Signed in (again): the replies that waited for it go now (kept through a sign-out: as their agent).
      if (status.state === 'signed-in') void sendDue(context, Date.now(), 'signed-in');
      return { ...status, ...(await repliesDeletedOf(context, workspaceId)) };
    },
    signIn: ({ workspaceId }) => signIn(context, workspaceId),
    signOut: ({ workspaceId }) => signOut(context, workspaceId),
    testConnection: ({ workspaceId }) => testConnection(context, workspaceId),
    setActiveWorkspace: async ({ workspaceId }) => done(await setActiveWorkspace(workspaceId)),
    changeSettings: ({ changes }) => changeSettings(changes),
    forgetWorkspace: async ({ workspaceId }) => done(await forgetWorkspace(context, workspaceId)),
    getTicket: ({ ticketId, maxAgeMs }) => answerTicket(context, ticketId, maxAgeMs),
    checkSend: async ({ ticketId }) => {
      // A reply whose undo window ended while the worker slept, or one a stopped worker left unfinished.
      await sendDue(context);
      return { outcome: await checkSend(context, ticketId) };
    },
    acknowledgeSend: async ({ ticketId }) => ({ outcome: await acknowledgeSend(context, ticketId) }),
    saveDraft: async ({ ticketId, draft, base }) => ({
      draft: await saveDraft(await session(), ticketId, draft, base),
    }),
    discardDraft: async ({ ticketId }) => ({ draft: await discardDraft(await session(), ticketId) }),
    restoreDraft: async ({ draft }) => done(await restoreDiscardedDraft(await session(), draft)),
    noteOpened: async ({ ticketId, openedAt }) => done(await noteOpened(await session(), ticketId, openedAt)),
    setWatched: async ({ ticketId, watched }) => {
      const within = await session();
      // Watching a snoozed ticket is wanting it back: its snooze ends.
      if (watched) await unsnoozeTicket(within, ticketId);
      return done(await setWatched(within, ticketId, watched));
    },
    snooze: async ({ ticketId, until }) => {
      const within = await session();
      // The freshest copy is the baseline of "until the customer replies" (a reply just sent counts).
      const fresh = await getTicket(context, ticketId, 0, within).catch(
        reported('snooze/fresh-ticket', null),
      );
      const copy = fresh ?? (await ticketCache.get(within.scope, ticketId));
      await snoozeTicket(within, ticketId, until, copy?.ticket ?? null);
      return done(await removeFromList(within, 'watched', [ticketId]));
    },
    unsnooze: async ({ ticketId }) => {
      const within = await session();
      if (await unsnoozeTicket(within, ticketId)) await bringBackToWatched(within, ticketId, false);
      return ok;
    },
    removeFromList: async ({ list, ticketIds }) => ({
      removed: await removeFromList(await session(), list, ticketIds),
    }),
    restoreToList: async ({ list, entries }) => done(await restoreToList(await session(), list, entries)),
    clearList: async ({ list }) => ({ removed: await clearList(await session(), list) }),
    // Resolved inside the view's step, not here: see lib/settings/worker/view.ts.
    showInPanel: async ({ ticketId, scope, route }) =>
      done(await showInPanel(ticketId, { ...(scope ? { scope } : {}), ...(route ? { route } : {}) })),
    claimQuote: async ({ ticketId }) => ({ claimed: await claimPendingQuote(await session(), ticketId) }),
    discardQuote: async () => done(await discardPendingQuote(await session())),
    getCategories: ({ refresh }) => getCategories(context, refresh),
    getCategoryPath: ({ categoryId }) => getCategoryPath(context, categoryId),
    listFaqInstances: async ({ language }) => {
      const lang = language ?? 'en';
      return { instances: await (await context.api(await session())).listFaqInstances(lang), language: lang };
    },
    listSavedReplies: async ({ seed }) => listSavedReplies(await session(), seed),
    saveSavedReply: async ({ reply, seed }) => ({
      replies: await saveSavedReply(await session(), reply, seed),
    }),
    deleteSavedReply: async ({ id, seed }) => ({
      replies: await deleteSavedReply(await session(), id, seed),
    }),
    moveSavedReply: async ({ id, to, seed }) => ({
      replies: await moveSavedReply(await session(), id, to, seed),
    }),
    importSavedReplies: async ({ text, seed }) => importSavedReplies(await session(), text, seed),
    noteSavedReplyUsed: async ({ id }) => done(await noteSavedReplyUsed(await session(), id)),
    getTeamLibrary: () => getTeamLibrary(context),
    getBrokerConfig: () => getBrokerConfig(context),
    markAllSeen: async ({ ticketIds }) => done(await markAllSeen(await session(), ticketIds)),
    queueReply: async (request) => ({ outcome: await queueReply(context, request) }),
    undoSend: ({ ticketId, sendId }) => undoSend(context, ticketId, sendId),
    sendNow: ({ ticketId, sendId }) => sendNow(context, ticketId, sendId),
    reportProblem: async ({ problem }) => done(await recordProblem(problem)),
    getDiagnostics: () => diagnostics(),
  };
}
