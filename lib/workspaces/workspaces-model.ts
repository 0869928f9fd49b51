import { computed, signal } from '@preact/signals';
import { reported } from '@/lib/diagnostics/report';
import { forgetSnapshot } from '@/lib/first-paint/stored';
import type { ProtocolClient } from '@/lib/messaging/client';
import { hostsOf, originPatterns, removeStaleAccess } from '@/lib/settings/host-access';
import { type ManagedSetup, NO_MANAGED_SETUP } from '@/lib/settings/managed';
import type { Settings, SettingsFollower } from '@/lib/settings/read';
import { replacedNotice } from '@/lib/settings/replaced-fields';
import type { Notice, SettingsModel } from '@/lib/settings/settings-model';
import { activeWorkspace, type Workspace } from '@/lib/settings/workspace';
import { workspaceLabel } from '@/lib/settings/workspace-label';
import { unsentRepliesOf } from '@/lib/storage/outbox-count';
import {
  emptyWorkspaceForm,
  toWorkspaceForm,
  type WorkspaceErrors,
  type WorkspaceForm,
} from './workspace-form';
import type { validateWorkspace } from './workspace-validation';

/** What the one workspace editor shows: a workspace (null id: a new one) and the settings it started from. */
interface Editing {
  id: string | null;
  form: WorkspaceForm;
  /** The settings when the editor opened: a Save sends only what the agent changed since. */
  base: Settings;
}

/**
 * The Workspaces section: the list, the one workspace editor and removal (asked first). The editor
 * is open on the active workspace unless the agent opened another one, or a new one; it follows
 * the active workspace until the agent types.
 */
export function createWorkspacesModel(
  settings: SettingsModel,
  client: ProtocolClient,
  follower: SettingsFollower,
) {
  /** What the agent opened or typed; null: the editor follows the active workspace. */
  const editing = signal<Editing | null>(null);
  /** The workspace the editor shows when nothing is typed (the last one opened or saved); else the active one. */
  const shown = signal<string | null>(null);
  const errors = signal<WorkspaceErrors>({});
  const notice = signal<Notice | null>(null);
  /** The workspace whose removal waits for the agent's answer. */
  const removing = signal<string | null>(null);
  /** How many replies of the workspace asked about have not gone out yet (removing deletes them). */
  const unsentOfRemoving = signal(0);
  const busy = signal(false);
  /** What the organisation pushed by policy (read-only here). */
  const managed = signal<ManagedSetup>(NO_MANAGED_SETUP);
  /** Follows the policy (the page's one follower); returns the cleanup. */
  const follow = () =>
    follower.subscribe((state) => {
      managed.value = state.policy;
    });

  /** The workspace the popup and the side panel show (the switcher's pick). */
  const activeId = computed(() =>
    settings.saved.value ? activeWorkspace(settings.saved.value).id : undefined,
  );
  /** The agent's own workspaces (the organisation's are listed from `managed`). */
  const workspaces = () => (settings.saved.value?.workspaces ?? []).filter((w) => !w.managed);
  const labelOf = (id: string) => {
    const index = workspaces().findIndex((w) => w.id === id);
    const found = workspaces()[index];
    return found ? workspaceLabel(found, index) : '';
  };

  /** The editor's workspace and form: what the agent opened, else the active one (not a managed one). */
  const editor = computed<Editing | null>(() => {
    if (editing.value) return editing.value;
    const saved = settings.saved.value;
    const own = workspaces();
    const found = own.find((w) => w.id === shown.value) ?? own.find((w) => w.id === activeId.value);
    return saved && found ? { id: found.id, form: toWorkspaceForm(found), base: saved } : null;
  });
  /** The editor holds something not saved (a new workspace, or typing). */
  const dirty = computed(() => {
    const open = editing.value;
    if (!open) return false;
    const before = open.id && open.base.workspaces.find((w) => w.id === open.id);
    return !before || JSON.stringify(open.form) !== JSON.stringify(toWorkspaceForm(before));
  });

  const open = (next: Editing) => {
    editing.value = next;
    errors.value = {};
    notice.value = null;
  };

  function startAdd() {
    const saved = settings.saved.value;
    if (saved) open({ id: null, form: emptyWorkspaceForm(), base: saved });
  }

  function startEdit(id: string) {
    const saved = settings.saved.value;
    const found = workspaces().find((w) => w.id === id);
    if (!saved || !found) return;
    shown.value = id;
    open({ id, form: toWorkspaceForm(found), base: saved });
  }

  /** Shows `id` in the editor (a link to one of its fields); what is typed for it stays. */
  function show(id: string): boolean {
    if (!workspaces().some((w) => w.id === id)) return false;
    if (editor.value?.id !== id) startEdit(id);
    return true;
  }

  function update<K extends keyof WorkspaceForm>(field: K, value: WorkspaceForm[K]) {
    const current = editor.value;
    if (!current) return;
    editing.value = { ...current, form: { ...current.form, [field]: value } };
    if (errors.value[field]) {
      const { [field]: _fixed, ...rest } = errors.value;
      errors.value = rest;
    }
  }

  /** Back to the active workspace as saved. */
  const cancel = () => {
    editing.value = null;
    errors.value = {};
  };

  let latest = 0;

  /**
   * Validates and stores the workspace, then asks for access to its broker and API and says what
   * the browser answered (the latest Save only). Synchronous up to the host-access request: call it
   * from the submit handler, the browser shows the prompt only inside the agent's gesture. The
   * validator is the editor's (`validateWorkspace`): it comes with the editor, loaded with import().
   */
  function save(validate: typeof validateWorkspace): Promise<void> {
    const current = editor.value;
    if (!current || busy.value) return Promise.resolve();
    const result = validate(current.form, current.id, current.base);
    if (!result.ok) {
      errors.value = result.errors;
      notice.value = { kind: 'error', message: { key: 'workspaces.not-saved.fields' } };
      return Promise.resolve();
    }
    errors.value = {};
    const origins = originPatterns(result.workspace);
    const granting = settings.permissions.request({ origins }).catch(reported('workspaces/access', false));
    const attempt = ++latest;
    busy.value = true;
    return (async () => {
      let replaced: string[];
      try {
        replaced = await settings.replace(result.settings, current.base);
      } catch {
        notice.value = { kind: 'error', message: { key: 'workspaces.not-saved' } };
        return;
      } finally {
        busy.value = false;
      }
      // The editor stays on the workspace just saved (a new one included).
      shown.value = result.workspace.id;
      editing.value = null;
      const saved = settings.saved.value ?? result.settings;
      // Another tab changed a field this Save also changed: the agent's value replaced it, and is told.
      const overwritten = replaced.length ? replacedNotice(replaced, saved) : null;
      const hosts = hostsOf(origins);
      notice.value = overwritten ?? {
        kind: 'ok',
        message: { key: 'options.notice.waiting', params: { hosts } },
      };
      const granted = await granting;
      // Access no workspace needs any more is given back.
      const needed = saved.workspaces.flatMap(originPatterns);
      if (granted)
        await removeStaleAccess(needed, settings.permissions).catch(
          reported('workspaces/release-access', []),
        );
      if (attempt !== latest || overwritten) return; // a later Save reports its own outcome
      notice.value = granted
        ? { kind: 'ok', message: { key: 'options.notice.granted' } }
        : { kind: 'warning', message: { key: 'options.notice.refused', params: { hosts } } };
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
      .catch(reported('workspaces/access', false))
      .then((granted) => {
        notice.value = granted
          ? { kind: 'ok', message: { key: 'workspaces.access.granted', params: { name } } }
          : { kind: 'warning', message: { key: 'workspaces.access.refused', params: { name } } };
      });
  }

  /** Asks before removing (the question shows under the workspace's row). */
  function askRemove(id: string) {
    removing.value = id;
    unsentOfRemoving.value = 0;
    notice.value = null;
    void unsentRepliesOf(id).then((count) => {
      if (removing.value === id) unsentOfRemoving.value = count;
    });
  }

  /** Removes the workspace after the agent confirmed: the worker takes it out of the settings and forgets its data. */
  async function remove(id: string): Promise<void> {
    if (busy.value || workspaces().length < 2) return;
    const name = labelOf(id);
    busy.value = true;
    forgetSnapshot(); // the popup's first paint may show its tickets
    try {
      await client.call({ op: 'forgetWorkspace', workspaceId: id });
      if (editing.value?.id === id) editing.value = null;
      if (shown.value === id) shown.value = null;
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
    editor,
    dirty,
    errors,
    notice,
    removing,
    unsentOfRemoving,
    busy,
    workspaces,
    labelOf,
    startAdd,
    startEdit,
    show,
    askRemove,
    allowAccess,
    update,
    cancel,
    save,
    remove,
  };
}
export type WorkspacesModel = ReturnType<typeof createWorkspacesModel>;
