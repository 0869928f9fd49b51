import { computed, signal } from '@preact/signals';
import { activeLocale, type Message } from '@/lib/i18n/format';
import { type Settings, settingsStorage } from '@/lib/storage';
import { activeWorkspace, isConfigured, type Workspace } from '@/lib/workspace';
import { browserPermissions, originPatterns, type PermissionsApi, removeStaleAccess } from './host-access';
import { type FieldErrors, type SettingsForm, toForm, validateSettings } from './validate-settings';

export interface SettingsStore {
  get(): Promise<Settings>;
  set(settings: Settings): Promise<void>;
}

export interface SettingsDeps {
  store?: SettingsStore;
  permissions?: PermissionsApi;
}

/**
 * The outcome of an action. A `Message` is worded when drawn (NoticeLine), so a notice that is
 * showing when the language changes (the Save that chose it) is read in the new one.
 */
export type Notice = { kind: 'ok' | 'warning' | 'error'; message: Message | string };

/** The hosts of access patterns as a list the language's way ("a and b", "a ja b"). */
const hostsOf = (patterns: string[]) =>
  new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(
    patterns.map((p) => p.replace(/\/\*$/, '')),
  );

/** The settings form: what is typed, what is saved, the errors per field and the last outcome. */
export function createSettingsModel(deps: SettingsDeps = {}) {
  const store = deps.store ?? {
    get: () => settingsStorage.getValue(),
    set: (s: Settings) => settingsStorage.setValue(s),
  };
  const permissions = deps.permissions ?? browserPermissions();
  const form = signal<SettingsForm | null>(null);
  const saved = signal<Settings | null>(null);
  const errors = signal<FieldErrors>({});
  const notice = signal<Notice | null>(null);
  const saving = signal(false);

  /** Both addresses saved: Sidedesk can work (the first run shows a welcome until then). */
  const configured = computed(() => !!saved.value && isConfigured(activeWorkspace(saved.value)));
  const dirty = computed(() => {
    const current = form.value;
    const stored = saved.value;
    return !!current && !!stored && JSON.stringify(current) !== JSON.stringify(toForm(stored));
  });

  async function load(): Promise<void> {
    const settings = await store.get();
    saved.value = settings;
    form.value = toForm(settings);
  }

  function update<K extends keyof SettingsForm>(field: K, value: SettingsForm[K]): void {
    if (!form.value) return;
    form.value = { ...form.value, [field]: value };
    if (errors.value[field]) {
      const { [field]: _fixed, ...rest } = errors.value;
      errors.value = rest;
    }
  }

  let latest = 0;

  /**
   * Validates, asks for host access, and saves at once: the settings do not wait for the prompt
   * (which may stay open, or never be answered). The access outcome is reported when it comes, by
   * the latest Save only. Synchronous up to `permissions.request`: call it straight from the
   * click/submit handler, since the browser only shows the prompt inside the user's gesture, which
   * ends at the first `await`.
   */
  function save(): Promise<void> {
    const current = form.value;
    const before = saved.value;
    if (!current || !before || saving.value) return Promise.resolve();
    const result = validateSettings(current, before);
    if (!result.ok) {
      errors.value = result.errors;
      notice.value = { kind: 'error', message: { key: 'options.notice.invalid' } };
      return Promise.resolve();
    }
    errors.value = {};
    const origins = originPatterns(activeWorkspace(result.settings));
    const granting = permissions.request({ origins }).catch(() => false);
    const attempt = ++latest;
    saving.value = true;
    return (async () => {
      try {
        await store.set(result.settings);
      } catch {
        notice.value = { kind: 'error', message: { key: 'options.notice.not-saved' } };
        return;
      } finally {
        saving.value = false;
      }
      saved.value = result.settings;
      form.value = toForm(result.settings);
      notice.value = {
        kind: 'ok',
        message: { key: 'options.notice.waiting', params: { hosts: hostsOf(origins) } },
      };
      const granted = await granting;
      if (granted) await removeStaleAccess(origins, permissions).catch(() => []);
      if (attempt !== latest) return; // a later Save reports its own outcome
      notice.value = granted
        ? {
            kind: 'ok',
            message: { key: 'options.notice.granted' },
          }
        : {
            kind: 'warning',
            message: { key: 'options.notice.refused', params: { hosts: hostsOf(origins) } },
          };
    })();
  }

  /**
   * Saves the active workspace's signature on its own (the Saved replies section): no host access
   * is involved, and the rest of the form keeps what is typed.
   */
  async function saveSignature(patch: Pick<Workspace, 'signature' | 'addSignature'>): Promise<void> {
    const settings = await store.get();
    const workspace = { ...activeWorkspace(settings), ...patch };
    const next = {
      ...settings,
      workspaces: settings.workspaces.map((w) => (w.id === workspace.id ? workspace : w)),
    };
    await store.set(next);
    saved.value = next;
  }

  /**
   * Stores settings changed elsewhere on the page (the Workspaces section). The connection form
   * follows them unless it holds unsaved typing, which is never overwritten.
   */
  async function replace(next: Settings): Promise<void> {
    const keepTyping = dirty.value;
    await store.set(next);
    saved.value = next;
    if (!keepTyping) form.value = toForm(next);
  }

  return {
    form,
    saved,
    errors,
    notice,
    saving,
    configured,
    dirty,
    load,
    update,
    save,
    saveSignature,
    replace,
    permissions,
  };
}
export type SettingsModel = ReturnType<typeof createSettingsModel>;
