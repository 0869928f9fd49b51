import { browser } from 'wxt/browser';
import { onSettingsChanged } from '@/lib/account/worker/connection';
import { currentSettings, onStoredSettingsChange } from '@/lib/settings/worker/store';
import { isConfigured } from '@/lib/settings/workspace';
import { renderBadge } from '@/lib/watch/worker/badge';
import type { WorkerContext } from '@/lib/worker/context';
import { handleCommand } from './commands';
import { createMenus, handleMenuClick } from './context-menu';

/**
 * First run: the agent has to tell Sidedesk where its broker and API are before anything works.
 * A tab of its own (`?welcome`), not `openOptionsPage()`: the browser keeps one tab for the
 * options page, and "Open options" in the popup must still open it later.
 */
async function openSetupOnFirstRun(): Promise<void> {
  // The organisation's workspaces count: an agent whose IT set Sidedesk up has nothing to fill in.
  if (!(await currentSettings()).workspaces.some(isConfigured))
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
  onStoredSettingsChange((before, after) => {
    onSettingsChanged(context, before, after);
    // Menu titles and the badge's title are the worker's own text: redraw them in the new language.
    if ((before.language ?? 'auto') !== (after.language ?? 'auto')) void createMenus().then(renderBadge);
  });
}
