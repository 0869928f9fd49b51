import { t } from '@/lib/i18n/format';
import { scopeOf } from '@/lib/settings/workspace';
import { INBOX_LINK_SUGGESTION, inboxTemplateFrom } from '@/lib/tickets/inbox-template';
import { LearntInboxLink } from '@/lib/tickets/LearntInboxLink';
import { Field } from '@/lib/ui/Field';
import { validateWorkspace } from './workspace-validation';
import type { WorkspacesModel } from './workspaces-model';
import './workspaces.css';

/**
 * The one workspace form of Options: the active workspace's connection, another workspace, or a
 * new one. Save asks the browser for access to the workspace's two addresses, so it stays a click.
 */
export function WorkspaceEditor({ model }: { model: WorkspacesModel }) {
  const editor = model.editor.value;
  if (!editor) return null;
  const { form } = editor;
  const errors = model.errors.value;
  const submit = (event: Event) => {
    event.preventDefault();
    void model.save(validateWorkspace); // synchronous up to the permission prompt
  };
  const heading = editor.id ? t('workspaces.edit', { name: model.labelOf(editor.id) }) : t('workspaces.add');
  const saved = editor.id ? editor.base.workspaces.find((w) => w.id === editor.id) : undefined;
  const scope = saved ? scopeOf(saved) : null;
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
        // A ticket link pasted from the inbox becomes the pattern: the community is learnt.
        onInput={(v) => model.update('inboxLink', inboxTemplateFrom(v))}
        error={errors.inboxLink}
        placeholder={INBOX_LINK_SUGGESTION}
        hint={t('workspaces.field.inbox.hint', { id: '{id}' })}
      />
      {!form.inboxLink.trim() && (
        <LearntInboxLink scope={scope} onUse={(link) => model.update('inboxLink', link)} />
      )}
      <Field
        id="ws-patterns"
        label={t('workspaces.field.patterns')}
        multiline
        value={form.linkPatterns}
        onInput={(v) => model.update('linkPatterns', v)}
        error={errors.linkPatterns}
        placeholder="https://support.example.com/#/conversation/{id}"
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
      <div class="actions">
        <button type="submit" class="primary" disabled={model.busy.value}>
          {t('workspaces.save')}
        </button>
        {model.editing.value && (
          <button type="button" onClick={model.cancel}>
            {t('workspaces.cancel')}
          </button>
        )}
        {model.dirty.value && <span class="muted">{t('options.unsaved')}</span>}
      </div>
    </form>
  );
}
