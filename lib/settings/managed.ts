import { isConfigured, type Workspace, type WorkspaceSettings } from './workspace';

// Managed setup: an administrator pushes workspaces through browser policy, and the extension
// reads them from `storage.managed` (Chrome and Edge: the `managed_schema` in the manifest and the
// policy for the extension's id; Firefox: `3rdparty` → `Extensions` → its id in policies.json).
// The worker mirrors them (lib/settings/worker/managed-mirror.ts); they join the agent's own workspaces at
// read time (lib/settings/resolve.ts), are never written
// to `settings`, and show locked in Options. README, "Managed setup", has a complete example.

export interface ManagedSetup {
  workspaces: Workspace[];
  /** False when policy forbids the agent's own workspaces (only the managed ones are used). */
  allowAgentWorkspaces: boolean;
  /** False when policy turns on-device language help off for the team. */
  allowLanguageHelp: boolean;
}

export const NO_MANAGED_SETUP: ManagedSetup = {
  workspaces: [],
  allowAgentWorkspaces: true,
  allowLanguageHelp: true,
};

const text = (value: unknown, max = 2_000) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https (http only on this computer), without user name, password or fragment. */
export const isServiceUrl = (value: string) => serviceUrl(value) !== '';

/** The address when it is https (http only on this computer), as Options requires of the agent's own. */
function serviceUrl(value: unknown): string {
  try {
    const url = new URL(text(value));
    const ok = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    return ok && !url.username && !url.password && !url.hash ? url.href.replace(/\/+$/, '') : '';
  } catch {
    return '';
  }
}

/** One policy entry as a workspace; null when it lacks an id, a broker or an API. */
function toWorkspace(entry: unknown): Workspace | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const raw = entry as Record<string, unknown>;
  // Ids become storage keys and scopes (`name:<id>.<hash>:…`): letters, digits, - and _ only.
  const id = text(raw.id, 60).replace(/[^A-Za-z0-9_-]/g, '');
  const brokerUrl = serviceUrl(raw.brokerUrl);
  const apiBaseUrl = serviceUrl(raw.apiBaseUrl);
  if (!id || !brokerUrl || !apiBaseUrl) return null;
  const inboxLink = text(raw.inboxLink);
  return {
    id: `managed-${id}`,
    name: text(raw.name, 100),
    brokerUrl,
    apiBaseUrl,
    authorEmail: text(raw.authorEmail, 254),
    linkPatterns: Array.isArray(raw.linkPatterns)
      ? raw.linkPatterns
          .map((p) => text(p, 500))
          .filter(Boolean)
          .slice(0, 20)
      : [],
    inboxLink: inboxLink.startsWith('https://') && inboxLink.includes('{id}') ? inboxLink : '',
    ...(typeof raw.signature === 'string' ? { signature: text(raw.signature, 10_000) } : {}),
    managed: true,
  };
}

/** The policy as stored; anything malformed is left out, never guessed at. */
export function parseManagedSetup(raw: Record<string, unknown> | undefined): ManagedSetup {
  const entries = Array.isArray(raw?.workspaces) ? raw.workspaces : [];
  const workspaces: Workspace[] = [];
  for (const workspace of entries.map(toWorkspace)) {
    if (workspace && !workspaces.some((w) => w.id === workspace.id)) workspaces.push(workspace);
  }
  return {
    workspaces,
    allowAgentWorkspaces: raw?.allowAgentWorkspaces !== false,
    allowLanguageHelp: raw?.allowLanguageHelp !== false,
  };
}

/**
 * The managed workspaces first, then the agent's own (none when policy forbids them; an own
 * workspace never set up is left out once there are managed ones, so the switcher shows no
 * empty entry).
 */
export function withManaged<S extends WorkspaceSettings>(settings: S, managed: ManagedSetup): S {
  if (!managed.workspaces.length && managed.allowAgentWorkspaces) return settings;
  const own = managed.allowAgentWorkspaces
    ? settings.workspaces.filter((w) => !w.managed && (isConfigured(w) || !managed.workspaces.length))
    : [];
  return { ...settings, workspaces: [...managed.workspaces, ...own] };
}
