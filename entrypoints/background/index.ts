import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createHandlers } from '@/entrypoints/background/handlers';
import { registerSignInTabs } from '@/lib/account/worker/sign-in-tab';
import { setProblemSink } from '@/lib/diagnostics/report';
import { registerProtocol } from '@/lib/messaging/server';
import { registerPageIntegration } from '@/lib/page-integration/worker/register';
import { registerKeepThroughSignOut } from '@/lib/sending/worker/outbox-keep';
import { registerSendQueue } from '@/lib/sending/worker/send-queue';
import { registerManagedMirror } from '@/lib/settings/worker/managed-mirror';
import { registerSnooze } from '@/lib/snooze/worker/snooze';
import { registerSweep } from '@/lib/storage/worker/sweep';
import { recordProblem } from '@/lib/support/worker/problems';
import { bringBackToWatched } from '@/lib/tickets/worker/ticket-lists';
import { pollWatchedOnce } from '@/lib/watch/worker/poller';
import { registerWatch } from '@/lib/watch/worker/register';
import { createWorkerContext } from '@/lib/worker/context';

// Wiring only. Listeners are registered synchronously: the worker is restarted for each event
// and must be listening before its first await.
export default defineBackground(() => {
  // The token lives in storage.session: keep it out of reach of anything but extension pages.
  void browser.storage.session.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });
  setProblemSink(recordProblem); // the worker keeps every context's problems (lib/diagnostics/)
  registerManagedMirror(); // the policy's workspaces, copied for the pages (lib/settings/worker/managed-mirror.ts)
  const context = createWorkerContext();
  registerProtocol(createHandlers(context));
  registerSignInTabs(context); // the broker's sign-in tab that Sign in opened, followed
  registerPageIntegration(context); // context menu, keyboard command, first run, settings changes
  registerWatch(context); // watched-ticket alarm, toolbar badge, notifications
  registerSendQueue(context); // replies waiting out their undo window
  registerKeepThroughSignOut(context); // a signed-out agent's waiting replies are kept for them
  // Snoozed tickets come back to Watched (a timed one is then polled: what changed meanwhile).
  registerSnooze(context, async (session, ticketId, back) => {
    await bringBackToWatched(session, ticketId, back);
    if (back) void pollWatchedOnce(context);
  });
  registerSweep(); // send outcomes and reply logs that have not moved for 30 days
});
