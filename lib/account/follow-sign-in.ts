import { agentStorage, signedOutStorageOf } from '@/lib/storage/read';

/** The workspace a page shows: its id (the signed-out record) and its storage scope (the agent). */
interface Shown {
  id: string;
  scope: string;
}

/**
 * Calls `onSignedIn` each time the worker obtains a token that ends "Sign in" for the workspace,
 * whichever tab the agent signed in from: the worker ends the signed-out record (Sign in was
 * pressed, lib/worker/context.ts), or stores the agent of a workspace that had none (never signed
 * in, or signed out). A token refresh stores the same agent again, which storage does not report.
 * The page then reads again what "Sign in" stood in for. Returns the stop.
 */
export function followSignIn(shown: Shown, onSignedIn: () => void): () => void {
  const stops = [
    signedOutStorageOf(shown.id).watch((now, before) => {
      if (!now && before) onSignedIn();
    }),
    agentStorage.watch(shown.scope, (agent) => {
      if (agent) onSignedIn();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
