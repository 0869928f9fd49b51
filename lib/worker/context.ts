import { browser } from 'wxt/browser';
import { type ApiClient, createApiClient } from '../api/client';
import { SidedeskError } from '../api/errors';
import { createTokenManager, type TokenManager } from '../auth/token-manager';
import { originPattern } from '../host-pattern';
import { agentStorage, type Settings, settingsStorage, tokenStorage } from '../storage';
import { activeWorkspace, isConfigured, scopeOf, type Workspace } from '../workspace';
import { rememberProblems } from './field-problems';

/**
 * The workspace a piece of work runs for. Sign-out and a change of broker or API end it: its
 * signal aborts what is in flight, and `alive()` turns false so that nothing it fetched is
 * written afterwards (a late answer must not bring back data the agent just cleared).
 */
export interface Session {
  workspace: Workspace;
  /** Storage scope of the workspace (lib/workspace.ts). */
  scope: string;
  signal: AbortSignal;
  alive(): boolean;
}

export interface WorkerContext {
  tokens: TokenManager;
  settings(): Promise<Settings>;
  /** The active workspace; fails with not-configured when its broker or API is missing. */
  session(): Promise<Session>;
  /** An API client for the active workspace; fails with not-configured / permission-needed. */
  api(): Promise<ApiClient>;
  /** Ends every session: in-flight work is aborted and its results are dropped. */
  endSessions(): void;
}

/** Host access is granted at run time per origin; without it, every fetch would fail obscurely. */
export async function requireHostAccess(url: string, what: 'broker' | 'api'): Promise<void> {
  const origin = new URL(url).origin;
  const granted = await browser.permissions.contains({ origins: [originPattern(url)] }).catch(() => false);
  if (!granted) {
    throw new SidedeskError('permission-needed', {
      reason: what === 'broker' ? 'error.permission-needed.broker' : 'error.permission-needed.api',
      params: { origin },
    });
  }
}

const notConfigured = () => new SidedeskError('not-configured');

export function createWorkerContext(): WorkerContext {
  const settings = () => settingsStorage.getValue();
  let controller = new AbortController();
  let generation = 0;

  async function session(): Promise<Session> {
    const started = generation;
    const { signal } = controller;
    const workspace = activeWorkspace(await settings());
    const scope = scopeOf(workspace);
    if (!scope || !isConfigured(workspace)) throw notConfigured();
    return { workspace, scope, signal, alive: () => generation === started && !signal.aborted };
  }

  const tokens = createTokenManager({
    brokerUrl: async () => {
      const { brokerUrl } = activeWorkspace(await settings());
      if (brokerUrl) await requireHostAccess(brokerUrl, 'broker');
      return brokerUrl;
    },
    store: tokenStorage,
    onAgent: (agent) =>
      void session()
        .then((s) => (s.alive() ? agentStorage.set(s.scope, agent) : undefined))
        .catch(() => undefined),
  });

  let cached: { baseUrl: string; client: ApiClient } | undefined;
  return {
    tokens,
    settings,
    session,
    async api() {
      const { workspace } = await session();
      await requireHostAccess(workspace.apiBaseUrl, 'api');
      if (cached?.baseUrl !== workspace.apiBaseUrl) {
        cached = {
          baseUrl: workspace.apiBaseUrl,
          client: createApiClient({
            baseUrl: workspace.apiBaseUrl,
            tokens,
            signal: () => controller.signal,
            onRead: (key, list) => void rememberProblems(key, list),
          }),
        };
      }
      return cached.client;
    },
    endSessions() {
      generation++;
      controller.abort();
      controller = new AbortController();
      void tokens.clear();
    },
  };
}
