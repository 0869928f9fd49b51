import { useEffect, useMemo } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { followSettings, type SettingsFollower } from '@/lib/settings/read';
import {
  createConnectionTestModel,
  createNotificationsModel,
  createSignOutModel,
} from '../../lib/account/account-models';
import { ConnectionTestSection } from '../../lib/account/ConnectionTestSection';
import { SignOutSection } from '../../lib/account/SignOutSection';
import { WelcomeNote } from '../../lib/account/WelcomeNote';
import { LazySavedReplies } from '../../lib/saved-replies/options/LazySavedReplies';
import type { PermissionsApi } from '../../lib/settings/host-access';
import { createSettingsModel, protocolStore, type SettingsStore } from '../../lib/settings/settings-model';
import { NotificationsSection } from '../../lib/watch/NotificationsSection';
import { WorkspacesSection } from '../../lib/workspaces/WorkspacesSection';
import { createWorkspacesModel } from '../../lib/workspaces/workspaces-model';
import { PreferencesSection } from './PreferencesSection';
import './options.css';

interface OptionsEnvironment {
  store?: SettingsStore;
  /** The page's follower of the settings (else one of its own). */
  follower?: SettingsFollower;
  permissions?: PermissionsApi;
}

const BROWSER: OptionsEnvironment = {};

/** The state of the options page: it outlives a redraw of the page (another language). */
export function createOptionsModels(client: ProtocolClient, env: OptionsEnvironment = BROWSER) {
  // One follower for the page: subscribed before its first read, shared by every section.
  const follower = env.follower ?? followSettings();
  const settings = createSettingsModel({
    store: env.store ?? protocolStore(client, follower),
    ...(env.permissions ? { permissions: env.permissions } : {}),
  });
  return {
    settings,
    workspaces: createWorkspacesModel(settings, client, follower),
    test: createConnectionTestModel(client),
    notifications: createNotificationsModel(env.permissions),
    signOut: createSignOutModel(client),
  };
}
type OptionsModels = ReturnType<typeof createOptionsModels>;

/**
 * The options page: the workspaces (with a welcome on first run) and their one editor, preferences,
 * connection test, saved replies, notifications, sign-out.
 * Given `models`, a page drawn anew (in another language) keeps its notices and pending outcomes.
 */
export function Options({
  client,
  env = BROWSER,
  models: given,
}: {
  client: ProtocolClient;
  env?: OptionsEnvironment;
  models?: OptionsModels;
}) {
  const models = useMemo(() => given ?? createOptionsModels(client, env), [given, client, env]);
  useEffect(() => {
    void models.settings.load();
    void models.notifications.load();
    const stop = models.workspaces.follow();
    return () => {
      stop();
      models.settings.stop();
    };
  }, [models]);
  const saved = models.settings.saved.value;
  /** Saved replies › Signature: the signature's one editor is the workspace form, opened on it. */
  const editSignature = () => {
    if (!models.workspaces.editActive()) return;
    requestAnimationFrame(() => {
      const field = document.getElementById('ws-signature');
      field?.scrollIntoView({ block: 'center' });
      field?.focus();
    });
  };
  return (
    <main class="options">
      <h1>{t('options.title')}</h1>
      {saved && !models.settings.configured.value && <WelcomeNote />}
      {saved ? <WorkspacesSection model={models.workspaces} /> : <p class="muted">{t('options.loading')}</p>}
      <PreferencesSection model={models.settings} />
      <ConnectionTestSection model={models.test} unsaved={models.workspaces.dirty.value} />
      {models.settings.configured.value && (
        <LazySavedReplies client={client} settings={models.settings} onEditSignature={editSignature} />
      )}
      <NotificationsSection model={models.notifications} settings={models.settings} />
      <SignOutSection model={models.signOut} />
    </main>
  );
}
