import { describeError, t } from '@/lib/i18n/format';
import { SavedReplyRow } from './SavedReplyRow';
import type { SavedRepliesModel } from './saved-replies-model';

/** The team's saved replies from the broker, read-only; nothing when the broker has none. */
export function TeamLibrary({ model }: { model: SavedRepliesModel }) {
  const team = model.team.value;
  if (!team || (!team.replies.length && !team.error)) return null;
  return (
    <section class="team-library" aria-labelledby="team-library-heading">
      <h3 id="team-library-heading">{t('replies.team.title')}</h3>
      <p class="muted">{t('replies.team.note')}</p>
      {team.error && (
        <p class="notice-warning">{t('replies.team.kept', { problem: describeError(team.error) })}</p>
      )}
      <ul class="saved-replies">
        {team.replies.map((reply, index) => (
          <SavedReplyRow key={reply.id} reply={reply} index={index} count={team.replies.length} />
        ))}
      </ul>
    </section>
  );
}
