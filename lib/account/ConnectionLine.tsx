import { t } from '@/lib/i18n/format';
import type { ConnectionModel } from './connection-model';
import './connection-line.css';

/** The top line: "Signed in as …", "Sign in needed" + Sign in, "Not configured" + Open options … */
export function ConnectionLine({ model }: { model: ConnectionModel }) {
  const state = model.status.value?.state ?? 'checking';
  // The agent's replies kept through their sign-out and deleted meanwhile: said once signed in.
  const deleted = state === 'signed-in' ? model.status.value?.repliesDeleted : undefined;
  return (
    <header class={`connection connection-${state}`}>
      <p class="connection-label" role="status">
        <span class="connection-dot" aria-hidden="true" />
        {model.label.value}
      </p>
      {model.action.value === 'sign-in' && (
        <button type="button" onClick={() => void model.signIn()}>
          {t('connection.sign-in')}
        </button>
      )}
      {model.action.value === 'options' && (
        <button type="button" onClick={() => void model.openOptions()}>
          {t('connection.open-options')}
        </button>
      )}
      {model.detail.value && <p class="connection-detail muted">{model.detail.value}</p>}
      {deleted && (
        <p class="connection-detail" role="note">
          {t(`outbox.deleted-${deleted.reason}`, { count: deleted.count })}
        </p>
      )}
    </header>
  );
}
