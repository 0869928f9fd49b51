import { RelativeTime } from '@/components/common/RelativeTime';
import { orUnknown } from '@/components/common/unknown';
import type { LoggedReplyEntry } from '@/lib/tickets/reply-log';

/** Replies created from this extension for the ticket, newest first. */
export function ReplyLog({ entries }: { entries: LoggedReplyEntry[] }) {
  return (
    <section class="sp-log" aria-labelledby="sp-log-title">
      <h2 id="sp-log-title">Sent from here</h2>
      {entries.length === 0 ? (
        <p class="muted">Nothing yet.</p>
      ) : (
        <ol>
          {[...entries].reverse().map((entry) => (
            <li key={entry.id}>
              <strong>#{entry.id}</strong>{' '}
              {entry.parentReplyId === null
                ? 'first-level'
                : entry.parentReplyId === undefined
                  ? 'level unknown'
                  : `sub-reply to #${entry.parentReplyId} (level ${orUnknown(entry.level)})`}
              {entry.isDraft && ' · draft'} · <RelativeTime iso={entry.creationTime} />
              <br />
              <span class="muted">{entry.excerpt}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
