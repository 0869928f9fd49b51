import { t } from '@/lib/i18n/format';
import { NoticeLine } from '../../components/common/NoticeLine';
import type { NotificationsModel } from '../account/account-models';

/** Optional desktop notifications: the checkbox asks the browser, inside the click. */
export function NotificationsSection({ model }: { model: NotificationsModel }) {
  const enabled = model.enabled.value;
  return (
    <section aria-labelledby="notify-heading">
      <h2 id="notify-heading">{t('options.notify.title')}</h2>
      <p class="muted">{t('options.notify.intro')}</p>
      <label class="check">
        <input
          type="checkbox"
          checked={enabled === true}
          disabled={enabled === null}
          onChange={(e) => void model.toggle(e.currentTarget.checked)}
        />
        {t('options.notify.toggle')}
      </label>
      <NoticeLine notice={model.notice.value} />
    </section>
  );
}
