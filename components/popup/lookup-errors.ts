import type { ErrorCode } from '@/lib/api/errors';

/** Said when the field holds nothing that reads as a ticket; no request is made. */
export const MALFORMED_INPUT =
  'That is not a ticket ID or link. Enter a number such as 4478963, "#4478963", or paste a ticket link.';

/**
 * The sentence the lookup shows for a failure, by error code. Each code the agent can fix gets
 * its own sentence; anything else falls back to the worker's own sentence (never a stack or JSON).
 */
export function lookupErrorSentence(error: { code?: ErrorCode; message?: string }, ticketId: number): string {
  switch (error.code) {
    case 'not-found':
      return `Ticket ${ticketId} does not exist, or your account cannot see it. Check the number.`;
    case 'network':
      return 'The Ticket API could not be reached. Check your connection and try again.';
    case 'timeout':
      return 'The Ticket API took too long to answer. Try again in a moment.';
    case 'sign-in-required':
      return 'You are not signed in. Press "Sign in" at the top, then open the ticket again.';
    case 'not-configured':
      return 'Sidedesk is not set up yet. Press "Open options" at the top to add the broker and API addresses.';
    case 'permission-needed':
      return 'Sidedesk may not contact the Ticket API yet. Open Options and press Save to grant access.';
    case 'broker-unreachable':
      return 'The token broker could not be reached, so Sidedesk cannot sign you in. Try again, or check Options.';
    default:
      return error.message || 'The ticket could not be opened. Try again.';
  }
}

/** Failures that concern every ticket alike: after one, asking for the next ticket is pointless. */
export function isConnectionFailure(code: ErrorCode | undefined): boolean {
  return (
    code === 'sign-in-required' ||
    code === 'not-configured' ||
    code === 'permission-needed' ||
    code === 'broker-unreachable' ||
    code === 'network'
  );
}
