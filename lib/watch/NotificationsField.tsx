import { t } from '@/lib/i18n/format';
import { NoticeLine } from '@/lib/ui/NoticeLine';
import type { NotificationsModel } from '@/lib/watch/notifications-model';

/**
 * Optional desktop notifications: the box is part of Options' Watching section, applied by its
 * Save, which asks the browser inside the click.
 */
export function NotificationsField({ model }: { model: NotificationsModel }) {
  const wanted = model.wanted.value;
  return (
    <div class="field">
      <p class="muted">{t('options.notify.intro')}</p>
      <label class="check">
        <input
          type="checkbox"
          checked={wanted === true}
          disabled={wanted === null}
          onChange={(e) => (model.wanted.value = e.currentTarget.checked)}
        />
        {t('options.notify.toggle')}
      </label>
      <NoticeLine notice={model.notice.value} />
    </div>
  );
}
