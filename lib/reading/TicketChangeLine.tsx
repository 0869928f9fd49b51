import { t } from '@/lib/i18n/format';
import { isReopened, type TicketChange } from '@/lib/reading/ticket-change';
import { RelativeTime } from '../../components/common/RelativeTime';
import { statusText } from '../../components/common/status-text';

/** The words of a change before its time: "+2 replies", "reopened" (or "now Pending"). */
function changeWords(change: TicketChange): string[] {
  const words: string[] = [];
  if (change.addedReplies !== null && change.addedReplies > 0)
    words.push(t('change.replies', { count: change.addedReplies }));
  if (change.status)
    words.push(
      isReopened(change.status)
        ? t('change.reopened')
        : t('change.status', { status: statusText(change.status.to) }),
    );
  return words.length ? words : [t('change.activity')];
}

/** "+2 replies · reopened · 5 min ago": what moved since the agent's last look, in one line. */
export function TicketChangeLine({ change, class: className }: { change: TicketChange; class?: string }) {
  return (
    <span class={`ticket-change ${className ?? ''}`} title={t('change.label')}>
      {changeWords(change).join(' · ')}
      {change.at && (
        <>
          {' · '}
          <RelativeTime iso={change.at} />
        </>
      )}
    </span>
  );
}
