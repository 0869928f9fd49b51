import { t } from '@/lib/i18n/format';

/** "Open in inbox ↗": the thread the API cannot list. */
export function InboxLink({ url }: { url: string }) {
  return (
    <a class="sp-inbox" href={url} target="_blank" rel="noopener noreferrer">
      {t('panel.open-in-inbox')} <span aria-hidden="true">↗</span>
    </a>
  );
}
