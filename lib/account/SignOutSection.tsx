import { useEffect, useRef } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import { NoticeLine } from '../../components/common/NoticeLine';
import type { SignOutModel } from './account-models';

/** "Sign out", with a confirmation first: it removes drafts the agent may still want. */
export function SignOutSection({ model }: { model: SignOutModel }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirming = model.confirming.value;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (confirming && !element.open) element.showModal();
    if (!confirming && element.open) element.close();
  }, [confirming]);
  return (
    <section aria-labelledby="sign-out-heading">
      <h2 id="sign-out-heading">{t('options.account.title')}</h2>
      <p class="muted">{t('options.account.intro')}</p>
      <button type="button" class="danger" onClick={model.ask}>
        {t('options.sign-out')}
      </button>
      <NoticeLine notice={model.notice.value} />
      <dialog
        ref={dialog}
        aria-labelledby="sign-out-title"
        aria-describedby="sign-out-text"
        onClose={model.cancel}
      >
        <h3 id="sign-out-title">{t('options.sign-out.confirm-title')}</h3>
        <p id="sign-out-text">{t('options.sign-out.confirm-text')}</p>
        <div class="actions">
          <button
            type="button"
            class="danger"
            onClick={() => void model.confirm()}
            disabled={model.busy.value}
          >
            {t('options.sign-out.yes')}
          </button>
          <button type="button" onClick={model.cancel}>
            {t('options.sign-out.cancel')}
          </button>
        </div>
      </dialog>
    </section>
  );
}
