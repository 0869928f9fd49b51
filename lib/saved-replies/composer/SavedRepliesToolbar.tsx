import { useEffect, useState } from 'preact/hooks';
import { report } from '@/lib/diagnostics/report';
import { t } from '@/lib/i18n/format';
import type { SavedRepliesBinding } from './composer-binding';
import type { FillInForm } from './FillInForm';
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
  const [form, setForm] = useState<{ Form: typeof FillInForm } | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    import('./FillInForm').then(
      (module) => setForm({ Form: module.FillInForm }),
      (error: unknown) => {
        report(error, 'view/load');
        setForm('failed');
      },
    );
  }, [attempt]);
  const asking = binding.asking.value;
  if (!asking) return null;
  if (form === 'failed')
    return (
      <div role="alert" class="error sp-fill-in">
        <p>{t('replies.fields.load-failed')}</p>
        <button
          type="button"
          onClick={() => {
            setForm(null);
            setAttempt(attempt + 1);
          }}
        >
          {t('replies.fields.retry')}
        </button>
        <button type="button" onClick={binding.cancelFill}>
          {t('replies.fields.cancel')}
        </button>
      </div>
    );
  // Keyed by the reply: a second one asked for starts with a fresh form.
  return form && <form.Form key={asking.reply.id} binding={binding} asking={asking} />;
}
