import { t } from '@/lib/i18n/format';
import type { SavedReply } from '@/lib/records/saved-reply';
import type { SavedRepliesModel } from './saved-replies-model';

/** One saved reply in the list: what it is, and its buttons (none for the team's, read-only). */
export function SavedReplyRow({
  reply,
  model,
  index,
  count,
}: {
  reply: SavedReply;
  model?: SavedRepliesModel;
  index: number;
  count: number;
}) {
  const { name } = reply;
  const busy = model?.busy.value;
  return (
    <li class="saved-reply">
      <div class="saved-reply-head">
        <strong>{name}</strong>
        {reply.shortcut && <code>/{reply.shortcut}</code>}
        {reply.outcome && <span class="pill">{t(`replies.outcome.${reply.outcome}`)}</span>}
      </div>
      <p class="saved-reply-text">{reply.text}</p>
      {model && (
        <div class="actions">
          <button
            type="button"
            aria-label={t('replies.edit-label', { name })}
            onClick={() => model.startEdit(reply)}
          >
            {t('replies.edit')}
          </button>
          <button
            type="button"
            class="danger"
            aria-label={t('replies.delete-label', { name })}
            disabled={busy}
            onClick={() => void model.remove(reply)}
          >
            {t('replies.delete')}
          </button>
          <button
            type="button"
            aria-label={t('replies.move-up', { name })}
            disabled={busy || index === 0}
            onClick={() => void model.move(reply, -1)}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={t('replies.move-down', { name })}
            disabled={busy || index === count - 1}
            onClick={() => void model.move(reply, 1)}
          >
            ↓
          </button>
        </div>
      )}
    </li>
  );
}
