import { useEffect, useMemo } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { NoticeLine } from '@/lib/ui/NoticeLine';
import { ImportExport } from './ImportExport';
import { ReplyEditor } from './ReplyEditor';
import { SavedReplyRow } from './SavedReplyRow';
import { createSavedRepliesModel } from './saved-replies-model';
import { TeamLibrary } from './TeamLibrary';
import './saved-replies.css';

/** Options › Saved replies: the agent's own (add, edit, delete, reorder, import, export), the team's. */
export function SavedRepliesSection({ client }: { client: ProtocolClient }) {
  const model = useMemo(() => createSavedRepliesModel(client), [client]);
  useEffect(() => void model.load(), [model]);
  const replies = model.replies.value;
  const editing = model.form.value;
  return (
    <section id="saved-replies" class="options-section" data-section aria-labelledby="saved-replies-heading">
      <h2 id="saved-replies-heading" tabIndex={-1}>
        {t('options.section.saved-replies')}
      </h2>
      <p class="muted">{t('replies.intro')}</p>
      {model.firstRun.value && <p>{t('replies.examples-note')}</p>}
      {model.loaded.value && !replies.length && <p class="muted">{t('replies.empty')}</p>}
      <ul class="saved-replies" aria-label={t('replies.list')}>
        {replies.map((reply, index) =>
          editing?.id === reply.id ? (
            <li key={reply.id}>
              <ReplyEditor model={model} />
            </li>
          ) : (
            <SavedReplyRow key={reply.id} reply={reply} model={model} index={index} count={replies.length} />
          ),
        )}
      </ul>
      {editing && !editing.id && <ReplyEditor model={model} />}
      <div class="actions">
        {!editing && (
          <button type="button" class="primary" onClick={model.startAdd}>
            {t('replies.add')}
          </button>
        )}
        <ImportExport model={model} />
      </div>
      <NoticeLine notice={model.notice.value} />
      <TeamLibrary model={model} />
    </section>
  );
}
