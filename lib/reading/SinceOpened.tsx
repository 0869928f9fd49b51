import { t } from '@/lib/i18n/format';
import type { SendOutcome } from '@/lib/storage/send-records';
import { changeWords } from '@/lib/tickets/change-words';
import { InboxLink } from '@/lib/tickets/InboxLink';
import type { TicketChange } from '@/lib/tickets/ticket-change';
import './reading.css';

/** A send under way: its own read-back would look like news until the panel reads again. */
const IN_FLIGHT = new Set(['waiting', 'queued', 'pending', 'checking']);

/**
 * "+1 reply since you opened · Open in inbox ↗": what moved while the agent read or wrote, said at
 * once above the reply box, where they are looking; Send then compares with it, so it holds nothing.
 */
export function SinceOpened({
  change,
  outcome,
  inboxUrl,
}: {
  change: TicketChange | null;
  outcome: SendOutcome | null | undefined;
  inboxUrl: string | null;
}) {
  if (!change || (outcome && IN_FLIGHT.has(outcome.state))) return null;
  return (
    <p class="sp-change sp-since-opened" role="status">
      <span class="ticket-change">{t('change.since-opened', { change: changeWords(change) })}</span>
      {inboxUrl && <InboxLink url={inboxUrl} />}
    </p>
  );
}
