import { t } from '@/lib/i18n/format';
import { useImported } from '@/lib/ui/use-imported';
import type { SavedRepliesBinding } from './composer-binding';
import { SavedRepliesListbox } from './SavedRepliesListbox';
import './saved-replies.css';

/**
 * The "Saved replies" button, the listbox it (or `/`) opens, the fill-in form of a reply that asks
 * for values, and which macro set the send control.
 */
export function SavedRepliesToolbar({ binding }: { binding: SavedRepliesBinding }) {
  const { picker } = binding;
  const asking = binding.asking.value;
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
      {asking && <LazyFillInForm binding={binding} />}
      {binding.outcomeNote.value && (
        <p class="muted" role="status">
          {binding.outcomeNote.value}
        </p>
      )}
    </div>
  );
}

/** The form loads with the first reply that asks (the panel's first load does without it). */
function LazyFillInForm({ binding }: { binding: SavedRepliesBinding }) {
  const Form = useImported(true, () => import('./FillInForm').then((m) => m.FillInForm));
  const asking = binding.asking.value;
  // Keyed by the reply: a second one asked for starts with a fresh form.
  return asking && Form && <Form key={asking.reply.id} binding={binding} asking={asking} />;
}
