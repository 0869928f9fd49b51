import { t } from '@/lib/i18n/format';
import type { SavedRepliesBinding } from './composer-binding';

/** Send found `{{…}}` left in the message: say what, and let the agent send anyway or edit. */
export function UnresolvedWarning({ binding }: { binding: SavedRepliesBinding }) {
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
