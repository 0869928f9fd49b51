import { t } from '@/lib/i18n/format';
import type { SavedRepliesBinding } from './composer-binding';

/**
 * Send found a fill-in field left in the message: refused, by the field's name. Or it found
 * `{{…}}`: say what, and let the agent send anyway or edit.
 */
export function UnresolvedWarning({ binding }: { binding: SavedRepliesBinding }) {
  const unfilled = binding.unfilled.value;
  if (unfilled.length)
    return (
      <p role="alert" class="error sp-unresolved">
        {t('replies.fields.unfilled', {
          count: unfilled.length,
          list: unfilled.join(', '),
        })}
      </p>
    );
  const left = binding.unresolved.value;
  if (!left.length) return null;
  return (
    <div role="alert" class="error sp-unresolved">
      <p>{t('replies.unresolved', { count: left.length, list: left.join(', ') })}</p>
      <button type="button" onClick={binding.sendAnyway}>
        {t('replies.unresolved.send-anyway')}
      </button>
    </div>
  );
}
