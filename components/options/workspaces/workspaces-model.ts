import { signal } from '@preact/signals';
import { workspaceLabel } from '@/components/common/workspace-label';
import { readActiveWorkspace, watchActiveWorkspace } from '@/lib/active-workspace';
import { type ManagedSetup, NO_MANAGED_SETUP, readManagedSetup } from '@/lib/managed';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { Workspace } from '@/lib/workspace';
import { originPatterns } from '../host-access';
import type { Notice, SettingsModel } from '../settings-model';
import {
  emptyWorkspaceForm,
  toWorkspaceForm,
  validateWorkspace,
  type WorkspaceErrors,
  type WorkspaceForm,
} from './workspace-form';

/** The Workspaces section: the list, the add/edit form, and removal (asked first). */
export function createWorkspacesModel(settings: SettingsModel, client: ProtocolClient) {
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
  /** Follows the active workspace and the policy; returns the cleanup. */
  const follow = () => {
    const readManaged = () =>
      void readManagedSetup().then((setup) => {
        managed.value = setup;
      });
    readManaged();
    void readActiveWorkspace().then((active) => {
      activeId.value = active.workspace.id;
    });
    const stop = watchActiveWorkspace((active) => {
      activeId.value = active.workspace.id;
      readManaged();
    });
    return stop;
  };

  const workspaces = () => settings.saved.value?.workspaces ?? [];
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
      notice.value = { kind: 'error', message: { key: 'workspaces.not-saved.fields' } };
      return Promise.resolve();
    }
    const granting = settings.permissions
      .request({ origins: originPatterns(result.workspace) })
      .catch(() => false);
    busy.value = true;
    return (async () => {
      try {
        await settings.replace(result.settings);
        editing.value = null;
        notice.value = { kind: 'ok', message: { key: 'workspaces.saved' } };
      } catch {
        notice.value = { kind: 'error', message: { key: 'workspaces.not-saved' } };
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
          ? { kind: 'ok', message: { key: 'workspaces.access.granted', params: { name } } }
          : { kind: 'warning', message: { key: 'workspaces.access.refused', params: { name } } };
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
      await client.call({ op: 'forgetWorkspace', workspaceId: id });
      const rest = saved.workspaces.filter((w) => w.id !== id);
      const activeWorkspaceId =
        saved.activeWorkspaceId === id ? (rest[0]?.id ?? saved.activeWorkspaceId) : saved.activeWorkspaceId;
      await settings.replace({ ...saved, workspaces: rest, activeWorkspaceId });
      if (editing.value?.id === id) editing.value = null;
      notice.value = { kind: 'ok', message: { key: 'workspaces.removed', params: { name } } };
    } catch {
      notice.value = { kind: 'error', message: { key: 'workspaces.not-removed', params: { name } } };
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
