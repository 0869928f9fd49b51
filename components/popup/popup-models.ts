import { createModel, signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import { createConnectionModel } from '@/lib/account/connection-model';
import { followSignIn } from '@/lib/account/follow-sign-in';
import { reported } from '@/lib/diagnostics/report';
import { createLaunchState, type Launcher } from '@/lib/lookup/launch-state';
import type { PageTicket, ReadTab } from '@/lib/lookup/page-ticket';
import type { ProtocolClient } from '@/lib/messaging/client';
import { followSettings, type SettingsFollower, toActive } from '@/lib/settings/read';
import type { EarlyRead } from '@/lib/ticket-lists/first-read';
import { createTicketListsModel } from '@/lib/ticket-lists/ticket-lists-model';
import { untilDisposed } from '@/lib/until-disposed';

export interface PopupEnvironment {
  language?: string;
  openPanel?: (ticketId: number, windowId?: number, scope?: string, route?: boolean) => Promise<void>;
  openOptions?: () => Promise<void> | void;
  /** Reads the tab the popup was opened over (tests pass their own). */
  readTab?: ReadTab;
  /** Closes the popup after a ticket opened in the panel. */
  close?: () => void;
  /** The page's follower of the settings (main.tsx starts it with the language, before the catalog loads). */
  settings?: SettingsFollower;
  /** The lists of the workspace shown last, read beside the settings (first-read.ts). */
  early?: EarlyRead | null;
  /** Called once the first complete draw (the lists read) is in the DOM (lib/first-paint/takeover.ts). */
  onDrawn?: () => void;
}

/**
 * Every model of the popup, wired together: reads storage and follows it from its creation (the
 * popup's first render, before its first paint) until `[Symbol.dispose]()`. A createModel model:
 * its functions are actions (batched, untracked); the settings follower its views share is not a
 * signal, so it is handed out by `follower()`.
 */
const PopupModels = createModel((client: ProtocolClient, env: PopupEnvironment) => {
  const pageTicket = signal<PageTicket | null>(null);
  // Read at creation, so the click handler can pass it to sidePanel.open without an await.
  let windowId: number | undefined;
  const connection = createConnectionModel(client, env.openOptions ? { openOptions: env.openOptions } : {});
  const lists = createTicketListsModel(client);
  /** The settings as the popup follows them, shared by its parts (one read, one subscription). */
  const settings = env.settings ?? followSettings();

  // The field draws at once; what opens a ticket loads once the rows have drawn (launcher.ts).
  const state = createLaunchState();
  let launcher: Launcher | null = null;
  let loading: Promise<Launcher> | null = null;
  function loadLauncher(): Promise<Launcher> {
    loading ??= Promise.all([import('@/lib/lookup/launcher'), settings.first]).then(([module, first]) => {
      launcher = module.createLauncher(client, state, {
        settings,
        windowId: () => windowId,
        ...(env.openPanel ? { openPanel: env.openPanel } : {}),
        ...(env.close ? { close: env.close } : {}),
      });
      void module
        .findPageTicket(first.settings, env.readTab)
        .then((found) => {
          pageTicket.value = found;
        })
        .catch(reported('popup/page-ticket'));
      return launcher;
    });
    loading.catch(() => {
      loading = null; // asked again at the next use
    });
    return loading;
  }
  /**
   * Once loaded, `submit` and `open` run synchronously up to `sidePanel.open`, inside the gesture.
   * A ticket asked for before (a click in the first moments) waits for the load: Chrome keeps a
   * click's activation for seconds.
   */
  const launch: Launcher = {
    ...state,
    submit: () => (launcher ? launcher.submit() : loadLauncher().then((loaded) => loaded.submit())),
    open: (ticketId, scope) =>
      launcher
        ? launcher.open(ticketId, scope)
        : loadLauncher().then((loaded) => loaded.open(ticketId, scope)),
  };

  /**
   * Loads the launcher and looks for the page's ticket: once the rows have drawn, or sooner when
   * the agent reaches for the popup (a pointer down comes well before its click).
   */
  const prepareLauncher = () => void loadLauncher().catch(reported('popup/launcher'));

  untilDisposed(() => lists.start(settings, env.early ?? null));
  void connection.refresh();
  // The connection line is the shown workspace's: a switch reads that one's at once. Once the
  // worker obtains its token (a sign-in in any tab), the line and the lists move on by themselves.
  let shownScope: string | null | undefined;
  let stopSignIn = () => {};
  untilDisposed(() =>
    settings.subscribe((state) => {
      const { scope, workspace } = toActive(state.settings);
      if (scope === shownScope) return;
      shownScope = scope;
      connection.show(scope);
      stopSignIn();
      stopSignIn = scope
        ? followSignIn({ id: workspace.id, scope }, () => {
            void connection.refresh();
            lists.refreshAgain();
          })
        : () => {};
    }),
  );
  untilDisposed(() => () => stopSignIn());
  void Promise.resolve()
    .then(() => browser.windows.getCurrent())
    .then((window) => {
      windowId = window?.id;
    })
    .catch(reported('popup/window'));
  // Back from signing in (or from Options) in another tab: check the connection again.
  const onVisible = () => {
    if (document.visibilityState === 'visible') void connection.refresh();
  };
  untilDisposed(() => {
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  });
  // Its own follower ends with it; a given one is its giver's.
  if (!env.settings) untilDisposed(() => settings.stop);

  return {
    connection,
    lists,
    launch,
    pageTicket,
    /** The settings as the popup follows them (not a signal: the follower itself). */
    follower: () => settings,
    prepareLauncher,
  };
});

export const createPopupModels = (client: ProtocolClient, env: PopupEnvironment = {}) =>
  new PopupModels(client, env);
export type PopupModels = ReturnType<typeof createPopupModels>;
