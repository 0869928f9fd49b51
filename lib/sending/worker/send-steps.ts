// The stored steps of a send, named so a test can hold the worker at one and stop it there
// (test/e2e/send-stops.spec.ts). Only the sandbox build listens; in a release `reached` returns
// at once. Nothing here changes what a send does.

type SendStep =
  | 'tracked'
  | 'waiting-written'
  | 'scheduled'
  | 'draft-emptied'
  | 'claimed'
  | 'checking'
  | 'before-written'
  | 'posted'
  | 'logged'
  | 'sent-written'
  | 'queued-written'
  | 'unknown-written'
  | 'ended-written'
  | 'text-returned';

type Hold = (step: SendStep) => Promise<void> | undefined;

/** Waits while a test holds the worker at `step` (sandbox build only). */
export async function reached(step: SendStep): Promise<void> {
  if (import.meta.env.MODE !== 'sandbox') return;
  const scope = globalThis as { sidedeskHold?: Hold; sidedeskSteps?: SendStep[] };
  scope.sidedeskSteps = [...(scope.sidedeskSteps ?? []), step];
  await scope.sidedeskHold?.(step);
}
