import { computed, signal } from '@preact/signals';
import { activeLocale, type Message } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { diffSettings, type SettingsChange } from '@/lib/settings/changes';
import { followSettings, type Settings, type SettingsFollower } from '@/lib/settings/read';
import { activeWorkspace, isConfigured, type Workspace } from '@/lib/workspace';
import { browserPermissions, originPatterns, type PermissionsApi, removeStaleAccess } from './host-access';
import { replacedNotice } from './replaced-fields';
import { type FieldErrors, type SettingsForm, toForm, validateSettings } from './validate-settings';

/** Where Options reads and changes the settings: the worker, through the protocol. */
export interface SettingsStore {
  /** The settings now and whenever they change (subscribed before the first read); returns the cleanup. */
  follow(listener: (settings: Settings) => void): () => void;
  /** Has the worker apply the page's changes; answers the settings now stored and what replaced a newer value. */
  change(changes: SettingsChange[]): Promise<{ settings: Settings; replaced: string[] }>;
}

export function protocolStore(
  client: ProtocolClient,
  follower: SettingsFollower = followSettings(),
): SettingsStore {
  return {
    follow: (listener) => follower.subscribe((state) => listener(state.settings)),
    change: (changes) => client.call({ op: 'changeSettings', changes }),
  };
}

export interface SettingsDeps {
  store: SettingsStore;
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

/**
 * The settings form: what is typed, what is saved, the errors per field and the last outcome.
 * `saved` is the settings the form started from: it follows every change made elsewhere (another
 * tab, the switcher) while nothing is typed, and stays put while something is, so that a Save sends
 * only what the agent changed, each with the value it started from.
 */
export function createSettingsModel(deps: SettingsDeps) {
  const store_ = deps.store;
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

  let loading: Promise<void> | null = null;
  let stopFollowing = () => {};
  /** Starts following the settings; settles once the first value is in. */
  function load(): Promise<void> {
    loading ??= new Promise<void>((loaded) => {
      stopFollowing = store_.follow((settings) => {
        if (!dirty.value) {
          saved.value = settings;
          form.value = toForm(settings);
        }
        loaded();
      });
    });
    return loading;
  }

  /** The worker stores what changed from `saved` to `next`; `saved` becomes what it stored. */
  async function store(next: Settings): Promise<string[]> {
    const base = saved.value;
    if (!base) return [];
    const changes = diffSettings(base, next);
    if (!changes.length) return [];
    const answer = await store_.change(changes);
    saved.value = answer.settings;
    return answer.replaced;
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
      let replaced: string[];
      try {
        replaced = await store(result.settings);
      } catch {
        notice.value = { kind: 'error', message: { key: 'options.notice.not-saved' } };
        return;
      } finally {
        saving.value = false;
      }
      form.value = toForm(saved.value ?? result.settings);
      // Another tab changed a field this Save also changed: the agent's value replaced it, and is told.
      const overwritten = replaced.length ? replacedNotice(replaced, saved.value ?? result.settings) : null;
      notice.value = overwritten ?? {
        kind: 'ok',
        message: { key: 'options.notice.waiting', params: { hosts: hostsOf(origins) } },
      };
      const granted = await granting;
      if (granted) await removeStaleAccess(origins, permissions).catch(() => []);
      if (attempt !== latest || overwritten) return; // a later Save reports its own outcome
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
    const settings = saved.value;
    if (!settings) return;
    const workspace = { ...activeWorkspace(settings), ...patch };
    await replace({
      ...settings,
      workspaces: settings.workspaces.map((w) => (w.id === workspace.id ? workspace : w)),
    });
  }

  /**
   * Stores settings changed elsewhere on the page (the Workspaces section); answers the changes
   * that replaced a newer value. The connection form follows them unless it holds unsaved typing,
   * which is never overwritten.
   */
  async function replace(next: Settings): Promise<string[]> {
    const keepTyping = dirty.value;
    const replaced = await store(next);
    if (!keepTyping && saved.value) form.value = toForm(saved.value);
    return replaced;
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
    stop: () => stopFollowing(),
    update,
    save,
    saveSignature,
    replace,
    permissions,
  };
}
export type SettingsModel = ReturnType<typeof createSettingsModel>;
