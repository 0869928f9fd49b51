import { useEffect, useMemo } from 'preact/hooks';
import { AccountSection } from '@/lib/account/AccountSection';
import { createAccountModel, createConnectionTestModel } from '@/lib/account/account-models';
import { ConnectionTestSection } from '@/lib/account/ConnectionTestSection';
import { WelcomeNote } from '@/lib/account/WelcomeNote';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { LazySavedReplies } from '@/lib/saved-replies/options/LazySavedReplies';
import type { PermissionsApi } from '@/lib/settings/host-access';
import type { OptionsSection as SectionId } from '@/lib/settings/options-link';
import { followSettings, type SettingsFollower } from '@/lib/settings/read';
import { createSettingsModel, protocolStore, type SettingsStore } from '@/lib/settings/settings-model';
import { DiagnosticsSection } from '@/lib/support/DiagnosticsSection';
import { createDiagnosticsModel } from '@/lib/support/diagnostics-model';
import { useImported } from '@/lib/ui/use-imported';
import { createNotificationsModel } from '@/lib/watch/notifications-model';
import { createWorkspacesModel } from '@/lib/workspaces/workspaces-model';
import { focusWhenDrawn, targetOf } from './deep-link';
import { OptionsNav } from './OptionsNav';
import { OptionsSection } from './OptionsSection';
import {
  AppearanceSection,
  LanguageHelpSection,
  SendingSection,
  WatchingSection,
} from './PreferenceSections';
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
    account: createAccountModel(client),
    diagnostics: createDiagnosticsModel(client),
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
  // Not useModel: the models outlive this view (main.tsx keeps them across a redraw in another
  // language), so each mount follows the settings and ends that when it goes, the models kept.
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
  // The workspaces' list and editor load with import() at mount, beside the settings' first read:
  // the section ("Loading…" till then) is drawn once both are in, so nothing moves twice. A deep
  // link waits for both too.
  const Workspaces = useImported(true, () =>
    import('@/lib/workspaces/WorkspacesSection').then((m) => m.WorkspacesSection),
  );
  const loaded = !!saved && !!Workspaces;
  // `options.html#<anchor>`: on the first draw and whenever the hash changes (a "Set …" button).
  useEffect(() => {
    if (!loaded) return;
    const go = () => {
      const anchor = decodeURIComponent(location.hash.slice(1));
      const target = targetOf(
        anchor,
        models.workspaces.workspaces().map((w) => w.id),
      );
      if (!target) return;
      if (target.workspace) models.workspaces.show(target.workspace);
      void focusWhenDrawn(target.element);
    };
    go();
    addEventListener('hashchange', go);
    return () => removeEventListener('hashchange', go);
  }, [loaded, models]);
  const goTo = (section: SectionId) => {
    history.replaceState(null, '', `#${section}`);
    void focusWhenDrawn(`${section}-heading`);
  };
  return (
    <div class="options-page">
      <OptionsNav onGo={goTo} />
      <main class="options">
        <h1>{t('options.title')}</h1>
        {loaded && !models.settings.configured.value && <WelcomeNote />}
        <OptionsSection id="workspaces">
          {loaded ? <Workspaces model={models.workspaces} /> : <p class="muted">{t('options.loading')}</p>}
        </OptionsSection>
        <SendingSection model={models.settings} />
        <WatchingSection model={models.settings} notifications={models.notifications} />
        {models.settings.configured.value ? (
          <LazySavedReplies client={client} />
        ) : (
          <OptionsSection id="saved-replies">
            <p class="muted">{t('options.replies.needs-workspace')}</p>
          </OptionsSection>
        )}
        <AppearanceSection model={models.settings} />
        <LanguageHelpSection model={models.settings} policy={models.workspaces.managed.value} />
        <OptionsSection id="account" intro={t('account.intro')}>
          <AccountSection model={models.account} settings={saved} />
        </OptionsSection>
        <OptionsSection id="diagnostics" intro={t('options.diagnostics.intro')}>
          <ConnectionTestSection model={models.test} unsaved={models.workspaces.dirty.value} />
          <DiagnosticsSection model={models.diagnostics} />
        </OptionsSection>
      </main>
    </div>
  );
}
