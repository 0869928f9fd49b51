import { t } from '@/lib/i18n/format';
import { RelativeTime } from '@/lib/ui/RelativeTime';
import { changeWords } from './change-words';
import type { TicketChange } from './ticket-change';

/**
 * "+2 replies · reopened · 5 min ago": what moved since the agent's last look, in one line.
 * `withTime` false: the row shows the time elsewhere (one relative time per row).
 */
export function TicketChangeLine({
  change,
  class: className,
  withTime = true,
}: {
  change: TicketChange;
  class?: string;
  withTime?: boolean;
}) {
  return (
    <span class={`ticket-change ${className ?? ''}`} title={t('change.label')}>
      {changeWords(change)}
      {withTime && change.at && (
        <>
          {' · '}
          <RelativeTime iso={change.at} />
        </>
      )}
    </span>
  );
}
