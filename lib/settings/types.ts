import type { ManagedSetup } from './managed';
import type { Preferences } from './preferences';
import type { WorkspaceSettings } from './workspace';

/**
 * The workspaces and the browser-wide preferences the agent set (lib/settings/preferences.ts:
 * one never set is read as its default, `preference(settings, name)`).
 */
export interface Settings extends WorkspaceSettings, Partial<Preferences> {}

/** Version 1 (until 0.1.0): one flat configuration. */
export interface SettingsV1 {
  brokerUrl: string;
  apiBaseUrl: string;
  authorEmail: string;
  linkPatterns: string[];
  watchIntervalMinutes: number;
  theme: 'system' | 'light' | 'dark';
}

/** The ticket a workspace's side panel shows (set by the popup, the menu, the keyboard command). */
export interface PanelTicket {
  scope: string;
  ticketId: number | null;
  /** Epoch ms when the panel was asked to show it (the time Recent places it by); absent in older records. */
  at?: number;
}

/** The active workspace and each workspace's panel ticket: one record, written by the worker only. */
export interface WorkspaceView {
  /** The switcher's pick (or a routed link's workspace); null: the first workspace. */
  active: string | null;
  /** By workspace id: switching back to a workspace shows the ticket it had open. */
  panels: Record<string, PanelTicket>;
}

/** Everything a page shows about the workspaces, resolved: one value, read and followed together. */
export interface SettingsState {
  /** The agent's settings with the managed workspaces and the active one applied. */
  settings: Settings;
  /** The ticket the active workspace's panel shows (null: none). */
  panel: PanelTicket | null;
  /** What the organisation pushed by policy (its workspaces are in `settings` too, marked managed). */
  policy: ManagedSetup;
}
