import { t } from '@/lib/i18n/format';

/** In place of a part of the page that could not be loaded (lib/ui/use-imported.ts): says so, with Retry. */
export function ViewFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div class="view-failed" role="alert">
      <span>{t('view.load-failed')}</span>
      <button type="button" onClick={onRetry}>
        {t('view.retry')}
      </button>
    </div>
  );
}
