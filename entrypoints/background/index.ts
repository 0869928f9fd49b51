import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { registerProtocol } from '@/lib/messaging/server';
import { registerPageIntegration } from '@/lib/page-integration/register';
import { registerSendQueue } from '@/lib/tickets/send-queue';
import { registerWatch } from '@/lib/watch/register';
import { createWorkerContext } from '@/lib/worker/context';
import { createHandlers } from '@/lib/worker/handlers';
import { registerManagedMirror } from '@/lib/worker/managed-mirror';
import { registerSweep } from '@/lib/worker/sweep';

// Wiring only. Listeners are registered synchronously: the worker is restarted for each event
// and must be listening before its first await.
export default defineBackground(() => {
  // The token lives in storage.session: keep it out of reach of anything but extension pages.
  void browser.storage.session.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });
  registerManagedMirror(); // the policy's workspaces, copied for the pages (lib/worker/managed-mirror.ts)
  const context = createWorkerContext();
  registerProtocol(createHandlers(context));
  registerPageIntegration(context); // context menu, keyboard command, first run, settings changes
  registerWatch(context); // watched-ticket alarm, toolbar badge, notifications
  registerSendQueue(context); // replies waiting out their undo window
  registerSweep(); // send outcomes and reply logs that have not moved for 30 days
});
