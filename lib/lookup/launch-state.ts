import { signal } from '@preact/signals';

/** What the lookup field shows: its text, the sentence under it, the ticket being opened. */
export function createLaunchState() {
  return {
    input: signal(''),
    error: signal<string | null>(null),
    /** The ticket being opened, for the status line. */
    opening: signal<number | null>(null),
  };
}
export type LaunchState = ReturnType<typeof createLaunchState>;

/** The launcher as the field and the rows use it (launch-model.ts, or the popup's stand-in for it). */
export interface Launcher extends LaunchState {
  /** Opens what the field holds. */
  submit(): Promise<void>;
  /** Opens a ticket in the side panel (inside the click or key press that asked for it). */
  open(ticketId: number, scope?: string): Promise<void>;
}
