// A workspace is one helpdesk service as the agent reaches it: a token broker and an API. Every
// stored ticket-scoped datum is keyed by the workspace's *scope*, so that nothing of one service
// (a cached ticket #123, a draft for #123) ever shows in, or is sent to, another.

export interface Workspace {
  /** Stable id (today one workspace, `default`); issue "Workspaces" adds more. */
  id: string;
  name: string;
  /** The team's token broker endpoint, e.g. https://broker.example.com/token. */
  brokerUrl: string;
  /** The Ticket API `{base_url}`, e.g. https://api.socialboards.com. */
  apiBaseUrl: string;
  /** Overrides the broker's agent e-mail as reply author; empty means "use the agent's". */
  authorEmail: string;
  /** Extra ticket-link patterns, with `{id}` where the ticket id stands. */
  linkPatterns: string[];
  /** Added once at the end of new messages (may hold variables); absent in older settings. */
  signature?: string;
  /** Whether new messages get the signature (default on). */
  addSignature?: boolean;
  /**
   * The ticket in the team's web inbox, `{id}` standing for the ticket id, e.g.
   * `https://inbox.socialboards.com/acme/tickets?ticketId={id}`; empty or absent: no link.
   */
  inboxLink?: string;
  /** Pushed by the organisation through browser policy (lib/settings/managed.ts): read-only in Options. */
  managed?: boolean;
}

export interface WorkspaceSettings {
  workspaces: Workspace[];
  activeWorkspaceId: string;
}

export const DEFAULT_WORKSPACE_ID = 'default';

export function emptyWorkspace(id = DEFAULT_WORKSPACE_ID): Workspace {
  return { id, name: '', brokerUrl: '', apiBaseUrl: '', authorEmail: '', linkPatterns: [], inboxLink: '' };
}

/** The workspace the pages show and the worker serves (the first one when the id is stale). */
export function activeWorkspace(settings: WorkspaceSettings): Workspace {
  return (
    settings.workspaces.find((w) => w.id === settings.activeWorkspaceId) ??
    settings.workspaces[0] ??
    emptyWorkspace()
  );
}

/** A new workspace id: short, and free of the `:` and `.` that storage keys and scopes use. */
export function newWorkspaceId(random = Math.random): string {
  return `w${Math.floor(random() * 36 ** 8).toString(36)}${Date.now().toString(36)}`;
}

export const isConfigured = (w: Pick<Workspace, 'brokerUrl' | 'apiBaseUrl'>) =>
  !!w.brokerUrl && !!w.apiBaseUrl;

/**
 * The storage scope of a workspace: its id and a hash of its API base URL. Editing the API base
 * URL therefore starts an empty scope: the old service's tickets and drafts stay out of sight.
 * Null when the workspace has no API yet (nothing can be stored for it).
 */
export function scopeOf(workspace: Pick<Workspace, 'id' | 'apiBaseUrl'>): string | null {
  const api = normalizedApi(workspace.apiBaseUrl);
  return api ? `${workspace.id}.${fnv1a(api)}` : null;
}

function normalizedApi(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return null;
  }
}

/** FNV-1a, 32 bits, base 36: short and stable; not a secret, only a name. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
