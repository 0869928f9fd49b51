import type { NotificationsModel } from './account-models';
import { NoticeLine } from './NoticeLine';

/** Optional desktop notifications: the checkbox asks the browser, inside the click. */
export function NotificationsSection({ model }: { model: NotificationsModel }) {
  const enabled = model.enabled.value;
  return (
    <section aria-labelledby="notify-heading">
      <h2 id="notify-heading">Watched tickets</h2>
      <p class="muted">
        The toolbar badge counts watched tickets with new activity. A desktop notification can tell you too;
        clicking it opens the ticket.
      </p>
      <label class="check">
        <input
          type="checkbox"
          checked={enabled === true}
          disabled={enabled === null}
          onChange={(e) => void model.toggle(e.currentTarget.checked)}
        />
        Desktop notifications for watched tickets
      </label>
      <NoticeLine notice={model.notice.value} />
    </section>
  );
}
