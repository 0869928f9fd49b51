import { t } from '@/lib/i18n/format';
import { statusText } from '@/lib/i18n/status-text';
import { isReopened, type TicketChange } from './ticket-change';

/**
 * What moved, in words, before its time: "+2 replies · reopened" (or "now Pending"). One wording
 * for the lists, the panel and the desktop notifications.
 */
export function changeWords(change: TicketChange): string {
  const words: string[] = [];
  if (change.addedReplies !== null && change.addedReplies > 0)
    words.push(t('change.replies', { count: change.addedReplies }));
  if (change.status)
    words.push(
      isReopened(change.status)
        ? t('change.reopened')
        : t('change.status', { status: statusText(change.status.to) }),
    );
  return (words.length ? words : [t('change.activity')]).join(' · ');
}
