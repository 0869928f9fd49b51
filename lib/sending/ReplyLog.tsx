import { t } from '@/lib/i18n/format';
import type { LoggedReplyEntry } from '@/lib/sending/reply-log';
import { RelativeTime } from '@/lib/ui/RelativeTime';
import './sending.css';

/** Replies created from this extension for the ticket, newest first. */
export function ReplyLog({ entries }: { entries: LoggedReplyEntry[] }) {
  return (
    <section class="sp-log" aria-labelledby="sp-log-title">
      <h2 id="sp-log-title">{t('log.title')}</h2>
      {entries.length === 0 ? (
        <p class="muted">{t('log.empty')}</p>
      ) : (
        <ol>
          {[...entries].reverse().map((entry) => (
            <li key={entry.id}>
              <strong>#{entry.id}</strong>{' '}
              {entry.parentReplyId === null
                ? t('log.first-level')
                : entry.parentReplyId === undefined
                  ? t('log.level-unknown')
                  : t('log.sub-reply', { parent: entry.parentReplyId })}
              {entry.isDraft && t('log.draft')} · <RelativeTime iso={entry.creationTime} />
              <br />
              <span class="muted">{entry.excerpt}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
