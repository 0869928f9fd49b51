import { computed, signal } from '@preact/signals';
import type { Message } from '@/lib/i18n/format';
import { diffSettings, type SettingsChange } from '@/lib/settings/changes';
import { followSettings, type Settings, type SettingsFollower } from '@/lib/settings/read';
import { isConfigured } from '@/lib/settings/workspace';
import { browserPermissions, type PermissionsApi } from './host-access';
import {
  type FieldErrors,
  PREFERENCE_FIELDS,
  type PreferenceField,
  type PreferencesForm,
  toForm,
  validatePreferences,
} from './preferences-form';
import { replacedNotice } from './replaced-fields';

/** Where Options reads and changes the settings: the worker, through the protocol. */
export interface SettingsStore {
  /** The settings now and whenever they change (subscribed before the first read); returns the cleanup. */
  follow(listener: (settings: Settings) => void): () => void;
  /** Has the worker apply the page's changes; answers the settings now stored and what replaced a newer value. */
  change(changes: SettingsChange[]): Promise<{ settings: Settings; replaced: string[] }>;
}

/** What `protocolStore` asks of the page's protocol client (lib/messaging/client.ts). */
interface SettingsCaller {
  call(request: {
    op: 'changeSettings';
    changes: SettingsChange[];
  }): Promise<{ settings: Settings; replaced: string[] }>;
}

export function protocolStore(
  client: SettingsCaller,
  follower: SettingsFollower = followSettings(),
): SettingsStore {
  return {
    follow: (listener) => follower.subscribe((state) => listener(state.settings)),
    change: (changes) => client.call({ op: 'changeSettings', changes }),
  };
}

interface SettingsDeps {
  store: SettingsStore;
  permissions?: PermissionsApi;
}

/**
 * The outcome of an action. A `Message` is worded when drawn (NoticeLine), so a notice that is
 * showing when the language changes (the Save that chose it) is read in the new one.
 */
export type Notice = { kind: 'ok' | 'warning' | 'error'; message: Message | string };

/**
 * The settings as Options holds them, and the Preferences form. `saved` follows every change,
 * made here or elsewhere (another tab, the switcher). The form's `base` is the settings it was
 * filled from: it follows too while nothing is typed, and stays put while something is, so that a
 * Save sends only what the agent changed, each with the value it started from
 * (lib/settings/changes.ts).
 */
export function createSettingsModel(deps: SettingsDeps) {
  const permissions = deps.permissions ?? browserPermissions();
  const form = signal<PreferencesForm | null>(null);
  const saved = signal<Settings | null>(null);
  const base = signal<Settings | null>(null);
  const errors = signal<FieldErrors>({});
  const notice = signal<Notice | null>(null);
  /** The section whose Save runs; its notice and errors show in that section. */
  const saving = signal(false);
  /** The section the notice is about (each section has its own Save). */
  const noticeOf = signal<string | null>(null);

  /** A workspace with both addresses (the agent's or the organisation's): Sidedesk can work. */
  const configured = computed(() => !!saved.value?.workspaces.some(isConfigured));
  const dirty = computed(() => {
    const current = form.value;
    const from = base.value;
    return !!current && !!from && JSON.stringify(current) !== JSON.stringify(toForm(from));
  });
  /** Whether any of a section's `fields` holds something not saved. */
  const dirtyIn = (fields: PreferenceField[]) => {
    const current = form.value;
    const from = base.value && toForm(base.value);
    return !!current && !!from && fields.some((field) => current[field] !== from[field]);
  };

  let loading: Promise<void> | null = null;
  let stopFollowing = () => {};
  /** Starts following the settings; settles once the first value is in. */
  function load(): Promise<void> {
    loading ??= new Promise<void>((loaded) => {
      stopFollowing = deps.store.follow((settings) => {
        saved.value = settings;
        if (!dirty.value) reset(settings);
        loaded();
      });
    });
    return loading;
  }

  /** The form filled from `settings`, which it starts from. */
  function reset(settings: Settings) {
    base.value = settings;
    form.value = toForm(settings);
  }

  /**
   * The worker stores what changed from `from` to `next`; `saved` becomes what it stored. Answers
   * the changes that replaced a newer value.
   */
  async function store(next: Settings, from: Settings): Promise<string[]> {
    const changes = diffSettings(from, next);
    if (!changes.length) return [];
    const answer = await deps.store.change(changes);
    saved.value = answer.settings;
    return answer.replaced;
  }

  function update<K extends keyof PreferencesForm>(field: K, value: PreferencesForm[K]): void {
    if (!form.value) return;
    form.value = { ...form.value, [field]: value };
    if (errors.value[field]) {
      const { [field]: _fixed, ...rest } = errors.value;
      errors.value = rest;
    }
  }

  /**
   * Validates and saves a section's `fields` (the other sections keep what is typed in them);
   * `section` names the section whose notice line tells the outcome.
   */
  async function save(section: string, fields: PreferenceField[]): Promise<void> {
    const current = form.value;
    const before = base.value;
    if (!current || !before || saving.value) return;
    noticeOf.value = section;
    const result = validatePreferences(current, before, fields);
    if (!result.ok) {
      errors.value = { ...errors.value, ...result.errors };
      notice.value = { kind: 'error', message: { key: 'options.notice.invalid' } };
      return;
    }
    errors.value = Object.fromEntries(
      Object.entries(errors.value).filter(([f]) => !fields.includes(f as PreferenceField)),
    );
    saving.value = true;
    let replaced: string[];
    try {
      replaced = await store(result.settings, before);
    } catch {
      notice.value = { kind: 'error', message: { key: 'options.notice.not-saved' } };
      return;
    } finally {
      saving.value = false;
    }
    // What the other sections hold stays typed; this section's fields are now the saved ones.
    const typed = form.value ?? current;
    const now = saved.value ?? result.settings;
    base.value = now;
    const fresh = toForm(now);
    form.value = {
      ...fresh,
      ...Object.fromEntries(PREFERENCE_FIELDS.filter((f) => !fields.includes(f)).map((f) => [f, typed[f]])),
    } as PreferencesForm;
    // Another tab changed a field this Save also changed: the agent's value replaced it, and is told.
    notice.value = replaced.length
      ? replacedNotice(replaced, now)
      : { kind: 'ok', message: { key: 'options.section.saved' } };
  }

  /**
   * Stores settings changed elsewhere on the page (a workspace, from `from`: what that part of the
   * page started from); answers the changes that replaced a newer value. The preferences form
   * keeps what is typed in it.
   */
  async function replace(next: Settings, from: Settings | null = saved.value): Promise<string[]> {
    if (!from) return [];
    const replaced = await store(next, from);
    if (!dirty.value && saved.value) reset(saved.value);
    return replaced;
  }

  return {
    form,
    saved,
    errors,
    notice,
    saving,
    noticeOf,
    configured,
    dirty,
    dirtyIn,
    load,
    stop: () => {
      stopFollowing();
      stopFollowing = () => {};
      // A page drawn again (the language changed) follows the settings anew.
      loading = null;
    },
    update,
    save,
    replace,
    permissions,
  };
}
export type SettingsModel = ReturnType<typeof createSettingsModel>;
