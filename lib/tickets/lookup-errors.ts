import type { ErrorCode } from '@/lib/api/errors';
import { describeError, t } from '@/lib/i18n/format';

/** Said when the field holds nothing that reads as a ticket; no request is made. */
export const malformedInput = () => t('lookup.malformed');

/**
 * The sentence the lookup shows for a failure. Where the popup knows more than the failure (the
 * ticket asked for, the button at the top that helps) it says so with its own `lookup.*` key;
 * anything else reads as it does everywhere.
 */
export function lookupErrorSentence(error: unknown, ticketId: number): string {
  switch ((error as { code?: ErrorCode } | null)?.code) {
    case 'not-found':
      return t('lookup.not-found', { id: ticketId });
    case 'sign-in-required':
      return t('lookup.sign-in-required');
    case 'not-configured':
      return t('lookup.not-configured');
    default:
      return describeError(error);
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
