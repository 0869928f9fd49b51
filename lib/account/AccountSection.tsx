import { useEffect, useRef } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import type { Settings } from '@/lib/settings/read';
import { activeWorkspace } from '@/lib/settings/workspace';
import { workspaceLabel } from '@/lib/settings/workspace-label';
import { NoticeLine } from '@/lib/ui/NoticeLine';
import type { AccountModel } from './account-models';
import { statusLabel } from './connection-model';
import './account.css';

/**
 * Options › Account: every workspace with who is signed in, Make active, and Sign in or Sign out
 * (which names the workspace, and asks first: it deletes drafts the agent may still want).
 */
export function AccountSection({ model, settings }: { model: AccountModel; settings: Settings | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirming = model.confirming.value;
  const workspaces = settings?.workspaces ?? [];
  const activeId = settings ? activeWorkspace(settings).id : undefined;
  const ids = workspaces.map((w) => w.id).join(' ');
  useEffect(() => {
    const refresh = () => void model.refresh(ids ? ids.split(' ') : []);
    refresh();
    // A sign-in finishes in the broker's tab: read again when the agent comes back.
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [model, ids]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (confirming && !element.open) element.showModal();
    if (!confirming && element.open) element.close();
  }, [confirming]);
  return (
    <>
      <ul class="accounts" aria-label={t('account.list')}>
        {workspaces.map((workspace, index) => {
          const name = workspaceLabel(workspace, index);
          const status = model.statuses.value[workspace.id] ?? null;
          const signedIn = status?.state === 'signed-in';
          return (
            <li key={workspace.id} class="account-row">
              <span class="workspace-name">{name}</span>
              {workspace.id === activeId && <span class="muted">{t('workspaces.active')}</span>}
              <span class="account-status">{statusLabel(status)}</span>
              <span class="workspace-actions">
                {workspace.id !== activeId && (
                  <button
                    type="button"
                    aria-label={t('account.make-active.label', { name })}
                    onClick={() => void model.makeActive(workspace.id, name)}
                  >
                    {t('account.make-active')}
                  </button>
                )}
                {status?.state === 'sign-in-required' && (
                  <button
                    type="button"
                    aria-label={t('account.sign-in.label', { name })}
                    onClick={() => void model.signIn(workspace.id)}
                  >
                    {t('account.sign-in')}
                  </button>
                )}
                {signedIn && (
                  <button type="button" class="danger" onClick={() => model.ask(workspace.id, name)}>
                    {t('account.sign-out.label', { name })}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <NoticeLine notice={model.notice.value} />
      {model.unconfirmed.value && (
        <button type="button" onClick={() => void model.retrySignOut()} disabled={model.busy.value}>
          {t('account.sign-out.try-again')}
        </button>
      )}
      <dialog
        ref={dialog}
        aria-labelledby="sign-out-title"
        aria-describedby="sign-out-text"
        onClose={model.cancel}
      >
        {confirming && (
          <>
            <h3 id="sign-out-title">{t('account.sign-out.title', { name: confirming.name })}</h3>
            <p id="sign-out-text">
              {t('account.sign-out.text', { name: confirming.name })}
              {confirming.unsent > 0 && ` ${t('account.sign-out.unsent', { count: confirming.unsent })}`}
            </p>
            <div class="actions">
              <button
                type="button"
                class="danger"
                onClick={() => void model.confirm()}
                disabled={model.busy.value}
              >
                {t('account.sign-out.yes', { name: confirming.name })}
              </button>
              <button type="button" onClick={model.cancel}>
                {t('options.sign-out.cancel')}
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
