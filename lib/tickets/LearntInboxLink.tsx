import { t } from '@/lib/i18n/format';
import { useLearntInboxLink } from './use-learnt-inbox-link';
import './learnt-inbox-link.css';

/**
 * The Inbox link the worker learnt from a web-inbox ticket link the agent right-clicked, offered
 * while the field is empty: one click puts it in the field (Save stores it, as for any field).
 */
export function LearntInboxLink({ scope, onUse }: { scope: string | null; onUse: (link: string) => void }) {
  const learnt = useLearntInboxLink(scope);
  if (!learnt) return null;
  return (
    <p class="learnt-link">
      <span class="muted">{t('options.inbox-link.learnt', { link: learnt })}</span>{' '}
      <button type="button" onClick={() => onUse(learnt)}>
        {t('options.inbox-link.use')}
      </button>
    </p>
  );
}
