import { signal } from '@preact/signals';
import { workspaceLabel } from '@/components/common/workspace-label';
import { t } from '@/lib/i18n/format';
import { type ManagedSetup, NO_MANAGED_SETUP } from '@/lib/managed';
import type { ProtocolClient } from '@/lib/messaging/client';
import { type SettingsFollower, toActive } from '@/lib/settings/read';
import type { Workspace } from '@/lib/workspace';
import { originPatterns } from '../host-access';
import { replacedNotice } from '../replaced-fields';
import type { Notice, SettingsModel } from '../settings-model';
import {
  emptyWorkspaceForm,
  toWorkspaceForm,
  validateWorkspace,
  type WorkspaceErrors,
  type WorkspaceForm,
} from './workspace-form';

/** The Workspaces section: the list, the add/edit form, and removal (asked first). */
export function createWorkspacesModel(
  settings: SettingsModel,
  client: ProtocolClient,
  follower: SettingsFollower,
) {
  /** The workspace being edited (null id: a new one); null when the form is closed. */
  const editing = signal<{ id: string | null; form: WorkspaceForm } | null>(null);
  const errors = signal<WorkspaceErrors>({});
  const notice = signal<Notice | null>(null);
  /** The workspace whose removal waits for the agent's answer. */
  const removing = signal<string | null>(null);
  const busy = signal(false);
  /** The workspace the popup and the side panel show (the switcher's pick). */
  const activeId = signal<string | undefined>(undefined);
  /** What the organisation pushed by policy (read-only here). */
  const managed = signal<ManagedSetup>(NO_MANAGED_SETUP);
  /** Follows the active workspace and the policy (the page's one follower); returns the cleanup. */
  const follow = () =>
    follower.subscribe((state) => {
      activeId.value = toActive(state.settings).workspace.id;
      managed.value = state.policy;
    });

  /** The agent's own workspaces (the organisation's are listed from `managed`). */
  const workspaces = () => (settings.saved.value?.workspaces ?? []).filter((w) => !w.managed);
  const labelOf = (id: string) => {
    const index = workspaces().findIndex((w) => w.id === id);
    const found = workspaces()[index];
    return found ? workspaceLabel(found, index) : '';
  };

  function startAdd() {
    editing.value = { id: null, form: emptyWorkspaceForm() };
    errors.value = {};
    notice.value = null;
  }

  function startEdit(id: string) {
    const found = workspaces().find((w) => w.id === id);
    if (!found) return;
    editing.value = { id, form: toWorkspaceForm(found) };
    errors.value = {};
    notice.value = null;
  }

  function update<K extends keyof WorkspaceForm>(field: K, value: WorkspaceForm[K]) {
    if (!editing.value) return;
    editing.value = { ...editing.value, form: { ...editing.value.form, [field]: value } };
    if (errors.value[field]) {
      const { [field]: _fixed, ...rest } = errors.value;
      errors.value = rest;
    }
  }

  const cancel = () => {
    editing.value = null;
    errors.value = {};
  };

  /**
   * Validates and stores the workspace. Synchronous up to the host-access request: call it from
   * the submit handler, the browser shows the prompt only inside the agent's gesture.
   */
  function save(): Promise<void> {
    const current = editing.value;
    const saved = settings.saved.value;
    if (!current || !saved || busy.value) return Promise.resolve();
    const result = validateWorkspace(current.form, current.id, saved);
    if (!result.ok) {
      errors.value = result.errors;
      notice.value = { kind: 'error', message: t('workspaces.not-saved.fields') };
      return Promise.resolve();
    }
    const granting = settings.permissions
      .request({ origins: originPatterns(result.workspace) })
      .catch(() => false);
    busy.value = true;
    return (async () => {
      try {
        const replaced = await settings.replace(result.settings);
        editing.value = null;
        notice.value = replaced.length
          ? replacedNotice(replaced, settings.saved.value ?? result.settings)
          : { kind: 'ok', message: t('workspaces.saved') };
      } catch {
        notice.value = { kind: 'error', message: t('workspaces.not-saved') };
      } finally {
        busy.value = false;
      }
      await granting;
    })();
  }

  /**
   * A managed workspace's broker and API still need the agent's grant of host access: asked from
   * this click (synchronous up to the request, the prompt needs the gesture).
   */
  function allowAccess(workspace: Workspace): Promise<void> {
    const name = workspace.name || workspace.id;
    return settings.permissions
      .request({ origins: originPatterns(workspace) })
      .catch(() => false)
      .then((granted) => {
        notice.value = granted
          ? { kind: 'ok', message: t('workspaces.access.granted', { name }) }
          : { kind: 'warning', message: t('workspaces.access.refused', { name }) };
      });
  }

  /** Asks before removing (the question shows under the workspace's row). */
  function askRemove(id: string) {
    removing.value = id;
    notice.value = null;
  }

  /** Removes the workspace after the agent confirmed: its local data first (the worker), then the entry. */
  async function remove(id: string): Promise<void> {
    const saved = settings.saved.value;
    if (!saved || busy.value || saved.workspaces.length < 2) return;
    const name = labelOf(id);
    busy.value = true;
    try {
      // The worker takes it out of the settings and forgets its data, in one request.
      await client.call({ op: 'forgetWorkspace', workspaceId: id });
      if (editing.value?.id === id) editing.value = null;
      notice.value = { kind: 'ok', message: t('workspaces.removed', { name }) };
    } catch {
      notice.value = { kind: 'error', message: t('workspaces.not-removed', { name }) };
    } finally {
      removing.value = null;
      busy.value = false;
    }
  }

  return {
    managed,
    activeId,
    follow,
    editing,
    errors,
    notice,
    removing,
    busy,
    workspaces,
    labelOf,
    startAdd,
    startEdit,
    askRemove,
    allowAccess,
    update,
    cancel,
    save,
    remove,
  };
}
export type WorkspacesModel = ReturnType<typeof createWorkspacesModel>;
