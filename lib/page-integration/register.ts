import { browser } from 'wxt/browser';
import { type Settings, settingsStorage } from '../storage';
import { renderBadge } from '../watch/badge';
import { onSettingsChanged } from '../worker/connection';
import type { WorkerContext } from '../worker/context';
import { activeWorkspace, isConfigured } from '../workspace';
import { handleCommand } from './commands';
import { createMenus, handleMenuClick } from './context-menu';

const SETTINGS_KEY = settingsStorage.key.slice(settingsStorage.key.indexOf(':') + 1);

/**
 * First run: the agent has to tell Sidedesk where its broker and API are before anything works.
 * A tab of its own (`?welcome`), not `openOptionsPage()`: the browser keeps one tab for the
 * options page, and "Open options" in the popup must still open it later.
 */
async function openSetupOnFirstRun(): Promise<void> {
  if (!isConfigured(activeWorkspace(await settingsStorage.getValue())))
    await browser.tabs.create({ url: browser.runtime.getURL('/options.html?welcome') });
}

/**
 * Context menu, keyboard command, first run and settings changes. Call synchronously at the top
 * of the worker. The menu and command handlers open the side panel before their first await.
 */
export function registerPageIntegration(context: WorkerContext): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    void createMenus();
    if (reason === 'install') void openSetupOnFirstRun();
  });
  browser.runtime.onStartup.addListener(() => void createMenus()); // menus lost on restart (Firefox)
  browser.contextMenus.onClicked.addListener((info, tab) => void handleMenuClick(context, info, tab));
  browser.commands?.onCommand.addListener((command, tab) => void handleCommand(context, command, tab));
  browser.storage.onChanged.addListener((changes, area) => {
    const change = area === 'local' ? changes[SETTINGS_KEY] : undefined;
    if (!change) return;
    const [before, after] = [
      change.oldValue as Settings | undefined,
      change.newValue as Settings | undefined,
    ];
    onSettingsChanged(context, before, after);
    // Menu titles and the badge's title are the worker's own text: redraw them in the new language.
    if (before?.language !== after?.language) void createMenus().then(renderBadge);
  });
}
