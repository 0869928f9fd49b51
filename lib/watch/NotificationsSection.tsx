import { t } from '@/lib/i18n/format';
import { NoticeLine } from '../../components/common/NoticeLine';
import type { NotificationsModel } from '../account/account-models';
import type { SettingsModel } from '../settings/settings-model';

/**
 * Optional desktop notifications: the checkbox asks the browser, inside the click. "Hide ticket
 * titles" is a preference, saved as it is ticked (agents who share their screen).
 */
export function NotificationsSection({
  model,
  settings,
}: {
  model: NotificationsModel;
  settings: SettingsModel;
}) {
  const enabled = model.enabled.value;
  const saved = settings.saved.value;
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
      <label class="check">
        <input
          type="checkbox"
          checked={saved?.hideNotificationTitles === true}
          disabled={!saved}
          aria-describedby="notify-hide-hint"
          onChange={(e) => {
            if (saved)
              void settings.replace({ ...saved, hideNotificationTitles: e.currentTarget.checked }, saved);
          }}
        />
        {t('options.notify.hide-titles')}
      </label>
      <p class="muted" id="notify-hide-hint">
        {t('options.notify.hide-titles.hint')}
      </p>
      <NoticeLine notice={model.notice.value} />
    </section>
  );
}
