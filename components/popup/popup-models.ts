import { signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import { createConnectionModel } from '@/lib/account/connection-model';
import { followSignIn } from '@/lib/account/follow-sign-in';
import { reported } from '@/lib/diagnostics/report';
import { disposeAll } from '@/lib/disposable';
import { createLaunchState, type Launcher } from '@/lib/lookup/launch-state';
import type { PageTicket, ReadTab } from '@/lib/lookup/page-ticket';
import type { ProtocolClient } from '@/lib/messaging/client';
import { followSettings, type SettingsFollower, toActive } from '@/lib/settings/read';
import type { EarlyRead } from '@/lib/ticket-lists/first-read';
import { createTicketListsModel } from '@/lib/ticket-lists/ticket-lists-model';

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
 * popup's first render, before its first paint) until `[Symbol.dispose]()`. It holds the client
 * and the settings follower, which its views need and which are not signals: not a createModel
 * model, the same contract by hand (lib/disposable.ts).
 */
export function createPopupModels(client: ProtocolClient, env: PopupEnvironment = {}) {
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

  const stopLists = lists.start(settings, env.early ?? null);
  void connection.refresh();
  // The connection line is the shown workspace's: a switch reads that one's at once. Once the
  // worker obtains its token (a sign-in in any tab), the line and the lists move on by themselves.
  let shownScope: string | null | undefined;
  let stopSignIn = () => {};
  const stopShown = settings.subscribe((state) => {
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
  });
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
  document.addEventListener('visibilitychange', onVisible);

  return {
    client,
    connection,
    lists,
    launch,
    pageTicket,
    settings,
    prepareLauncher,
    [Symbol.dispose]: disposeAll([
      stopLists,
      stopShown,
      () => stopSignIn(),
      () => document.removeEventListener('visibilitychange', onVisible),
      // Its own follower ends with it; a given one is its giver's.
      ...(env.settings ? [] : [settings.stop]),
    ]),
  };
}
export type PopupModels = ReturnType<typeof createPopupModels>;
