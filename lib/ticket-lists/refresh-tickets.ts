import { type AppError, toAppError } from '@/lib/api/errors';
import { mapSettled } from '@/lib/concurrency';
import { describeError, t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { CachedTicket } from '@/lib/storage/read';
import { isConnectionFailure } from '@/lib/tickets/lookup-errors';

interface RefreshOutcome {
  /** Tickets that could not be fetched (for any reason). */
  failed: number;
  /** A failure that concerns every ticket (signed out, offline …): the rest were not asked for. */
  stoppedBy: AppError | null;
}

/**
 * Fetches `ids` through the worker, `concurrency` at a time, reporting each ticket (or why that one
 * ticket failed) as it arrives. After one connection failure the remaining ids are skipped: asking
 * the broker 50 times for a sign-in that is not there helps no one.
 */
export async function refreshTickets(
  client: ProtocolClient,
  ids: readonly number[],
  concurrency: number,
  report: { ticket(entry: CachedTicket): void; problem(ticketId: number, problem: string | null): void },
): Promise<RefreshOutcome> {
  let stoppedBy: RefreshOutcome['stoppedBy'] = null;
  const results = await mapSettled(ids, concurrency, async (ticketId) => {
    if (stoppedBy) throw stoppedBy;
    try {
      const entry = await client.call({ op: 'getTicket', ticketId });
      report.ticket(entry);
      report.problem(ticketId, null);
    } catch (error) {
      const failure = toAppError(error);
      if (isConnectionFailure(failure.code)) stoppedBy ??= failure;
      else
        report.problem(
          ticketId,
          failure.code === 'not-found' ? t('lists.not-found') : describeError(failure),
        );
      throw failure;
    }
  });
  return { failed: results.filter((result) => result.status === 'rejected').length, stoppedBy };
}
