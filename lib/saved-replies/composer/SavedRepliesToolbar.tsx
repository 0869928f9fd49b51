import { t } from '@/lib/i18n/format';
import type { SavedRepliesBinding } from './composer-binding';
import { SavedRepliesListbox } from './SavedRepliesListbox';
import './saved-replies.css';

/** The "Saved replies" button, the listbox it (or `/`) opens, and which macro set the send control. */
export function SavedRepliesToolbar({ binding }: { binding: SavedRepliesBinding }) {
  const { picker } = binding;
  return (
    <div class="sp-saved-replies-bar">
      <button
        type="button"
        class="sp-saved-replies-button"
        aria-expanded={picker.open.value}
        aria-label={t('replies.picker.button')}
        aria-keyshortcuts="/"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => (picker.open.value ? picker.close() : binding.openFromToolbar())}
      >
        {t('replies.picker.button')} <kbd>/</kbd>
      </button>
      <SavedRepliesListbox picker={picker} onChoose={binding.choose} />
      {binding.outcomeNote.value && (
        <p class="muted" role="status">
          {binding.outcomeNote.value}
        </p>
      )}
    </div>
  );
}
