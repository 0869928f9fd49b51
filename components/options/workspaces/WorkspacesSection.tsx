import { workspaceLabel } from '@/components/common/workspace-label';
import { t } from '@/lib/i18n/format';
import { isConfigured } from '@/lib/workspace';
import { Field } from '../Field';
import { NoticeLine } from '../NoticeLine';
import type { WorkspacesModel } from './workspaces-model';

/** Workspaces: one per helpdesk service, each with its own sign-in and data. */
export function WorkspacesSection({ model }: { model: WorkspacesModel }) {
  const workspaces = model.workspaces();
  const activeId = model.activeId.value;
  const managed = model.managed.value;
  const editing = model.editing.value;
  return (
    <section aria-labelledby="workspaces-heading">
      <h2 id="workspaces-heading">{t('workspaces.heading')}</h2>
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
                <button
                  type="button"
                  aria-label={t('workspaces.edit', { name })}
                  onClick={() => model.startEdit(workspace.id)}
                >
                  {t('workspaces.edit.short')}
                </button>
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
        !editing && (
          <button type="button" onClick={model.startAdd}>
            {t('workspaces.add')}
          </button>
        )
      )}
      {editing && <WorkspaceEditor model={model} />}
      <NoticeLine notice={model.notice.value} />
    </section>
  );
}

function WorkspaceEditor({ model }: { model: WorkspacesModel }) {
  const editing = model.editing.value;
  if (!editing) return null;
  const { form } = editing;
  const errors = model.errors.value;
  const submit = (event: Event) => {
    event.preventDefault();
    void model.save(); // synchronous up to the permission prompt
  };
  const heading = editing.id
    ? t('workspaces.edit', { name: model.labelOf(editing.id) })
    : t('workspaces.add');
  return (
    <form class="workspace-form" onSubmit={submit} noValidate aria-label={heading}>
      <h3>{heading}</h3>
      <Field
        id="ws-name"
        label={t('workspaces.name')}
        value={form.name}
        onInput={(v) => model.update('name', v)}
        error={errors.name}
        hint={t('workspaces.name.hint')}
      />
      <Field
        id="ws-broker"
        label={t('workspaces.field.broker')}
        type="url"
        value={form.brokerUrl}
        onInput={(v) => model.update('brokerUrl', v)}
        error={errors.brokerUrl}
        placeholder="https://broker.example.com/token"
        hint={t('workspaces.field.broker.hint')}
      />
      <Field
        id="ws-api"
        label={t('workspaces.field.api')}
        type="url"
        value={form.apiBaseUrl}
        onInput={(v) => model.update('apiBaseUrl', v)}
        error={errors.apiBaseUrl}
        placeholder="https://api.example.com"
        hint={t('workspaces.field.api.hint')}
      />
      <Field
        id="ws-inbox"
        label={t('workspaces.field.inbox')}
        type="url"
        value={form.inboxLink}
        onInput={(v) => model.update('inboxLink', v)}
        error={errors.inboxLink}
        hint={t('workspaces.field.inbox.hint', { id: '{id}' })}
      />
      <Field
        id="ws-patterns"
        label={t('workspaces.field.patterns')}
        multiline
        value={form.linkPatterns}
        onInput={(v) => model.update('linkPatterns', v)}
        error={errors.linkPatterns}
        hint={t('workspaces.field.patterns.hint', { id: '{id}' })}
      />
      <Field
        id="ws-author"
        label={t('workspaces.field.author')}
        type="email"
        value={form.authorEmail}
        onInput={(v) => model.update('authorEmail', v)}
        error={errors.authorEmail}
        hint={t('workspaces.field.author.hint')}
      />
      <Field
        id="ws-signature"
        label={t('workspaces.field.signature')}
        multiline
        value={form.signature}
        onInput={(v) => model.update('signature', v)}
        hint={t('workspaces.field.signature.hint')}
      />
      <div class="actions">
        <button type="submit" class="primary" disabled={model.busy.value}>
          {t('workspaces.save')}
        </button>
        <button type="button" onClick={model.cancel}>
          {t('workspaces.cancel')}
        </button>
      </div>
    </form>
  );
}
