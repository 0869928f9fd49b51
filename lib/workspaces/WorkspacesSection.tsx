import { t } from '@/lib/i18n/format';
import { isConfigured } from '@/lib/settings/workspace';
import { workspaceLabel } from '@/lib/settings/workspace-label';
import { NoticeLine } from '@/lib/ui/NoticeLine';
import { WorkspaceEditor } from './WorkspaceEditor';
import type { WorkspacesModel } from './workspaces-model';
import './workspaces.css';

/**
 * Workspaces: one per helpdesk service, each with its own sign-in and data; the list, and the one
 * editor, open on the active workspace (or the one the agent picked, or a new one).
 */
export function WorkspacesSection({ model }: { model: WorkspacesModel }) {
  const workspaces = model.workspaces();
  const activeId = model.activeId.value;
  const managed = model.managed.value;
  const adding = model.editing.value?.id === null;
  const inEditor = model.editor.value?.id;
  return (
    <>
      <p class="muted">{t('workspaces.intro')}</p>
      <ul class="workspaces" aria-label={t('workspaces.list')}>
        {managed.workspaces.map((workspace, index) => {
          const name = workspaceLabel(workspace, index);
          return (
            <li key={workspace.id} class="workspace-row managed">
              <span class="workspace-name">{name}</span>
              {workspace.id === activeId && <span class="muted"> · {t('workspaces.active')}</span>}
              <span class="muted"> · {t('workspaces.managed')}</span>
              <span class="workspace-actions">
                <button
                  type="button"
                  aria-label={t('workspaces.access', { name })}
                  onClick={() => void model.allowAccess(workspace)}
                >
                  {t('workspaces.access.short')}
                </button>
              </span>
              <p class="muted workspace-note">{t('workspaces.managed.note')}</p>
            </li>
          );
        })}
        {workspaces.map((workspace) => {
          const name = model.labelOf(workspace.id);
          return (
            <li key={workspace.id} class="workspace-row">
              <span class="workspace-name">{name}</span>
              {workspace.id === activeId && <span class="muted"> · {t('workspaces.active')}</span>}
              {!isConfigured(workspace) && <span class="muted"> · {t('workspaces.not-set-up')}</span>}
              <span class="workspace-actions">
                {/* The workspace the editor already shows needs no Edit of its own. */}
                {workspace.id !== inEditor && (
                  <button
                    type="button"
                    aria-label={t('workspaces.edit', { name })}
                    onClick={() => model.startEdit(workspace.id)}
                  >
                    {t('workspaces.edit.short')}
                  </button>
                )}
                {workspaces.length > 1 && (
                  <button
                    type="button"
                    aria-label={t('workspaces.remove', { name })}
                    onClick={() => model.askRemove(workspace.id)}
                  >
                    {t('workspaces.remove.short')}
                  </button>
                )}
              </span>
              {model.removing.value === workspace.id && (
                <div class="confirm" role="alertdialog" aria-label={t('workspaces.remove', { name })}>
                  <p>{t('workspaces.remove.confirm', { name })}</p>
                  {model.unsentOfRemoving.value > 0 && (
                    <p>
                      <strong>
                        {t('workspaces.remove.unsent', { count: model.unsentOfRemoving.value })}
                      </strong>
                    </p>
                  )}
                  <button
                    type="button"
                    class="danger"
                    disabled={model.busy.value}
                    onClick={() => void model.remove(workspace.id)}
                  >
                    {t('workspaces.remove.yes')}
                  </button>
                  <button type="button" onClick={() => (model.removing.value = null)}>
                    {t('workspaces.remove.no')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {!managed.allowAgentWorkspaces ? (
        <p class="muted">{t('workspaces.add-forbidden')}</p>
      ) : (
        !adding && (
          <button type="button" onClick={model.startAdd}>
            {t('workspaces.add')}
          </button>
        )
      )}
      <WorkspaceEditor model={model} />
      <NoticeLine notice={model.notice.value} />
    </>
  );
}
