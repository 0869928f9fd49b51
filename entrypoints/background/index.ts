import { browser } from 'wxt/browser';
import { registerProtocol } from '@/lib/messaging/server';
import { createWorkerContext } from '@/lib/worker/context';
import { createHandlers } from '@/lib/worker/handlers';

// Wiring only. Listeners are registered synchronously: the worker is restarted for each event
// and must be listening before its first await.
export default defineBackground(() => {
  // The token lives in storage.session: keep it out of reach of anything but extension pages.
  void browser.storage.session.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });
  registerProtocol(createHandlers(createWorkerContext()));
});
