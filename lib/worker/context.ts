import { browser } from 'wxt/browser';
import { type ApiClient, createApiClient } from '@/lib/api/client';
import { SidedeskError } from '@/lib/api/errors';
import type { Agent } from '@/lib/api/schemas';
import { createTokenManager, type TokenManager } from '@/lib/auth/token-manager';
import { expected, reported } from '@/lib/diagnostics/report';
import { originPattern } from '@/lib/host-pattern';
import { settingsForScope } from '@/lib/settings/resolve';
import type { Settings, SettingsState } from '@/lib/settings/types';
import { currentSettings, currentState } from '@/lib/settings/worker/store';
import { activeWorkspace, isConfigured, scopeOf, type Workspace } from '@/lib/settings/workspace';
import type { LiveScope } from '@/lib/storage/collection';
import { agentStorage, signedOutStorageOf, tokenStorageOf } from '@/lib/storage/items';
import { rememberProblems } from './remembered-problems';

/**
 * The workspace a piece of work runs for. Sign-out and a change of broker or API end it: its
 * signal aborts what is in flight, and `alive()` turns false so that nothing it fetched is
 * written afterwards (a late answer must not bring back data the agent just cleared).
 */
export interface Session extends LiveScope {
  workspace: Workspace;
  signal: AbortSignal;
}

export interface WorkerContext {
  /** The token manager of a workspace (one broker, one token each). */
  tokensOf(workspace: Workspace): TokenManager;
  /** The settings, managed workspaces and the active one applied (lib/settings/resolve.ts). */
  settings(): Promise<Settings>;
  /** The settings and the active workspace's panel ticket, as the worker holds them. */
  state(): Promise<SettingsState>;
  /**
   * A session of the active workspace, or of the workspace with this id; fails with
   * not-configured when its broker or API is missing.
   */
  session(workspaceId?: string): Promise<Session>;
  /**
   * An API client for the session's workspace (the active one when none is given); fails with
   * not-configured / permission-needed. Work for one workspace passes its session, so that a
   * switch of the active workspace meanwhile never sends it to another service.
   */
  api(within?: Session): Promise<ApiClient>;
  /** Ends the workspace's sessions (every workspace's when no id is given): in-flight work is aborted and its results are dropped. */
  endSessions(workspaceId?: string): void;
  /**
   * The agent named by a token answer obtained since the workspace's last sign-in; null when it is
   * signed out or no answer has come yet. Never asks the broker: "unknown" is never "allowed".
   */
  confirmedAgent(workspaceId: string): Promise<Agent | null>;
  /** Calls `listener` each time a broker hands a workspace a token: its agent is signed in. */
  onToken?(listener: (workspaceId: string, agent: Agent) => void): void;
  /**
   * Calls `listener` at each sign-out of a workspace, before its data is cleared (lib/account's
   * sign-out runs them with `signingOut`): the listener stops the workspace's work and answers the
   * storage keys that must survive the clearing (a signed-out agent's waiting replies).
   */
  onSignOut?(listener: (workspaceId: string) => Promise<readonly string[]>): void;
  /** Runs the sign-out listeners of the workspace; the keys they answer, together. */
  signingOut?(workspaceId: string): Promise<string[]>;
}

/** Host access is granted at run time per origin; without it, every fetch would fail obscurely. */
export async function requireHostAccess(url: string, what: 'broker' | 'api'): Promise<void> {
  const origin = new URL(url).origin;
  const granted = await browser.permissions
    .contains({ origins: [originPattern(url)] })
    .catch(reported('host-access/check', false));
  if (!granted) {
    throw new SidedeskError('permission-needed', {
      reason: what === 'broker' ? 'error.permission-needed.broker' : 'error.permission-needed.api',
      params: { origin },
    });
  }
}

/**
 * A session of the workspace whose scope this is (the scope a page showed, or a waiting send's);
 * null when no workspace has that scope any more (removed, or its API changed).
 */
export async function sessionOfScope(context: WorkerContext, scope: string): Promise<Session | null> {
  const workspace = (await context.settings()).workspaces.find((w) => scopeOf(w) === scope);
  return workspace ? context.session(workspace.id).catch(expected('no-session', null)) : null;
}

/**
 * The context as seen from a page that shows the workspace of `scope`: its sessions and API are
 * that workspace's, whichever is active now. Fails with not-configured (workspace-gone) when no
 * workspace has that scope any more.
 */
export function scopedContext(context: WorkerContext, scope: string | undefined): WorkerContext {
  if (!scope) return context;
  const session = async (workspaceId?: string) => {
    if (workspaceId) return context.session(workspaceId);
    const found = await sessionOfScope(context, scope);
    if (!found) throw new SidedeskError('not-configured', { reason: 'error.not-configured.workspace-gone' });
    return found;
  };
  /** The settings with the scope's workspace as the active one (status, sign-in, author). */
  const settings = async () => settingsForScope(await context.settings(), scope);
  return { ...context, settings, session, api: async (within) => context.api(within ?? (await session())) };
}

const notConfigured = () => new SidedeskError('not-configured');

/**
 * Why nothing may be asked of the workspace's broker (it is signed out), or null: the token
 * manager's gate, and that of every other broker call made with the agent's cookie.
 */
export async function whySignedOut(workspaceId: string): Promise<SidedeskError | null> {
  const state = await signedOutStorageOf(workspaceId).getValue();
  if (!state) return null;
  const reasons = {
    'signed-out': 'error.sign-in-required.after-sign-out',
    'session-ended': 'error.sign-in-required.session-ended',
    'signing-in': 'error.sign-in-required',
  } as const;
  return new SidedeskError('sign-in-required', { reason: reasons[state.why] });
}

/**
 * The broker answered that nobody is signed in. A workspace that was signed in (an agent is
 * stored) is then signed out: no token is asked again until the agent presses Sign in, so a
 * broker session that comes back (SSO) cannot sign anyone in unasked. A workspace never signed
 * in stays as it is, so a sign-in at the broker's page in any tab is found by the next read.
 *
 * The sign-out listeners are not run: nothing is cleared (the agent did not ask to sign out),
 * and a waiting reply stays waiting, because no token is handed out and `confirmedAgent` answers
 * null until the agent signs in again.
 */
async function sessionEnded(workspaceId: string): Promise<void> {
  const record = signedOutStorageOf(workspaceId);
  if (await record.getValue()) return; // already signed out (and perhaps following a sign-in tab)
  const workspace = (await currentSettings()).workspaces.find((w) => w.id === workspaceId);
  const scope = workspace && scopeOf(workspace);
  if (!scope || !(await agentStorage.get(scope))) return;
  await record.setValue({ at: Date.now(), why: 'session-ended' });
}

export function createWorkerContext(): WorkerContext {
  const settings = currentSettings;
  /** Per workspace: its abort controller and generation; ending a session replaces both. */
  const lives = new Map<string, { controller: AbortController; generation: number }>();
  const lifeOf = (id: string) => {
    const life = lives.get(id) ?? { controller: new AbortController(), generation: 0 };
    lives.set(id, life);
    return life;
  };

  async function session(workspaceId?: string): Promise<Session> {
    const all = await settings();
    const workspace = workspaceId ? all.workspaces.find((w) => w.id === workspaceId) : activeWorkspace(all);
    const scope = workspace && scopeOf(workspace);
    if (!workspace || !scope || !isConfigured(workspace)) throw notConfigured();
    const life = lifeOf(workspace.id);
    const started = life.generation;
    const { signal } = life.controller;
    return { workspace, scope, signal, alive: () => life.generation === started && !signal.aborted };
  }

  const managers = new Map<string, TokenManager>();
  const tokenListeners: ((workspaceId: string, agent: Agent) => void)[] = [];
  const signOutListeners: ((workspaceId: string) => Promise<readonly string[]>)[] = [];
  function tokensOf(workspace: Workspace): TokenManager {
    const existing = managers.get(workspace.id);
    if (existing) return existing;
    const id = workspace.id;
    const tokens = createTokenManager({
      brokerUrl: async () => {
        const brokerUrl = (await settings()).workspaces.find((w) => w.id === id)?.brokerUrl ?? '';
        if (brokerUrl) await requireHostAccess(brokerUrl, 'broker');
        return brokerUrl;
      },
      store: tokenStorageOf(id),
      signedOut: () => whySignedOut(id),
      onSignInRequired: () => sessionEnded(id),
      onAgent: (agent, asked) => {
        // Signed in: the signed-out state goes first (pages follow it and read their data again).
        // Only an answer the agent asked for ends it: a broker call from before a sign-out may
        // still answer while that sign-out is being written.
        void (asked ? signedOutStorageOf(id).setValue(null) : Promise.resolve())
          .then(() => session(id))
          .then((s) => (s.alive() ? agentStorage.set(s.scope, agent) : undefined))
          .catch(reported('context/agent'));
        for (const listener of tokenListeners) listener(id, agent);
      },
    });
    managers.set(id, tokens);
    return tokens;
  }

  const clients = new Map<string, { baseUrl: string; client: ApiClient }>();
  /**
   * API addresses found granted: asking the browser is a round trip to it, on every request
   * otherwise. Forgotten whenever the agent withdraws an access (listened for from the start).
   */
  const grantedApis = new Set<string>();
  let withdrawals = 0;
  let toldOfWithdrawals = false;
  try {
    browser.permissions.onRemoved.addListener(() => {
      withdrawals++;
      grantedApis.clear();
    });
    toldOfWithdrawals = true;
  } catch {
    // A browser (or a test's fake) that cannot tell: the browser is asked every time.
  }
  return {
    tokensOf,
    onToken: (listener) => void tokenListeners.push(listener),
    onSignOut: (listener) => void signOutListeners.push(listener),
    async signingOut(workspaceId) {
      const kept = await Promise.all(signOutListeners.map((listener) => listener(workspaceId)));
      return kept.flat();
    },
    async confirmedAgent(workspaceId) {
      if (await signedOutStorageOf(workspaceId).getValue()) return null;
      const workspace = (await settings()).workspaces.find((w) => w.id === workspaceId);
      const scope = workspace && scopeOf(workspace);
      return scope ? agentStorage.get(scope) : null;
    },
    settings,
    state: currentState,
    session,
    async api(within) {
      const { workspace } = within ?? (await session());
      if (!grantedApis.has(workspace.apiBaseUrl)) {
        const before = withdrawals;
        await requireHostAccess(workspace.apiBaseUrl, 'api');
        if (toldOfWithdrawals && before === withdrawals) grantedApis.add(workspace.apiBaseUrl);
      }
      const cached = clients.get(workspace.id);
      if (cached?.baseUrl === workspace.apiBaseUrl) return cached.client;
      const client = createApiClient({
        baseUrl: workspace.apiBaseUrl,
        tokens: tokensOf(workspace),
        signal: () => lifeOf(workspace.id).controller.signal,
        onRead: (key, list) => void rememberProblems(key, list),
      });
      clients.set(workspace.id, { baseUrl: workspace.apiBaseUrl, client });
      return client;
    },
    endSessions(workspaceId) {
      const ids = workspaceId ? [workspaceId] : [...new Set([...lives.keys(), ...managers.keys()])];
      for (const id of ids) {
        const life = lifeOf(id);
        life.generation++;
        life.controller.abort();
        life.controller = new AbortController();
        void (managers.get(id)?.clear() ?? tokenStorageOf(id).setValue(null));
      }
    },
  };
}
