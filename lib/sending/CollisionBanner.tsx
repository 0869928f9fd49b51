import { t } from '@/lib/i18n/format';
import { statusText } from '@/lib/i18n/status-text';
import type { SendOutcome } from '@/lib/storage/items';
import { InboxLink } from '@/lib/tickets/InboxLink';
import { RelativeTime } from '@/lib/ui/RelativeTime';
import './send-toast.css';

type Held = SendOutcome & { state: 'held' };

/** The headline: how many replies came in, or that the ticket moved (or cannot be compared). */
function headline(outcome: Held): string {
  const { seen, after } = outcome;
  if (outcome.reason === 'unknown' || !after || !seen || seen === 'unknown') return t('collision.unknown');
  const added = after.replyCount - seen.replyCount;
  return added > 0 ? t('collision.replies', { count: added }) : t('collision.activity');
}

/**
 * A send held because the ticket moved since the agent opened it: what moved (replies and status
 * before and now, the last activity), and the three ways on: read it in the inbox, send anyway,
 * or cancel (the text stays in the box).
 */
export function CollisionBanner({
  outcome,
  inboxUrl,
  onSendAnyway,
  onCancel,
}: {
  outcome: Held;
  inboxUrl: string | null;
  onSendAnyway: () => void;
  onCancel: () => void;
}) {
  const { seen, after } = outcome;
  const before = seen && seen !== 'unknown' ? seen : null;
  return (
    <div class="sp-toast sp-toast-alert sp-collision" role="alert">
      <p>
        <strong>{headline(outcome)}.</strong> {t('collision.held')}
      </p>
      {before && after && (
        <ul class="sp-moved">
          <li>{t('collision.replies-were', { before: before.replyCount, now: after.replyCount })}</li>
          {before.status !== undefined && after.status !== undefined && before.status !== after.status && (
            <li>
              {t('collision.status-was', {
                before: statusText(before.status),
                now: statusText(after.status),
              })}
            </li>
          )}
          <li>
            {t('collision.last-activity')} <RelativeTime iso={after.lastThreadElementCreationTime} />
          </li>
        </ul>
      )}
      <div class="sp-toast-actions">
        {inboxUrl && <InboxLink url={inboxUrl} />}
        <button type="button" onClick={onSendAnyway}>
          {t('collision.send-anyway')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('collision.cancel')}
        </button>
      </div>
    </div>
  );
}
