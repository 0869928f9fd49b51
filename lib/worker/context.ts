import { browser } from 'wxt/browser';
import { type ApiClient, createApiClient } from '../api/client';
import { SidedeskError } from '../api/errors';
import { createTokenManager, type TokenManager } from '../auth/token-manager';
import { originPattern } from '../host-pattern';
import { agentStorage, type Settings, settingsStorage, tokenStorage } from '../storage';

export interface WorkerContext {
  tokens: TokenManager;
  settings(): Promise<Settings>;
  /** An API client for the configured base URL; fails with not-configured / permission-needed. */
  api(): Promise<ApiClient>;
}

/** Host access is granted at run time per origin; without it, every fetch would fail obscurely. */
export async function requireHostAccess(url: string, what: string): Promise<void> {
  const origin = new URL(url).origin;
  const granted = await browser.permissions.contains({ origins: [originPattern(url)] }).catch(() => false);
  if (!granted) {
    throw new SidedeskError(
      'permission-needed',
      `Sidedesk may not contact the ${what} at ${origin} yet. Open Options and press Save to grant access.`,
    );
  }
}

export function createWorkerContext(): WorkerContext {
  const settings = () => settingsStorage.getValue();
  const tokens = createTokenManager({
    brokerUrl: async () => {
      const { brokerUrl } = await settings();
      if (brokerUrl) await requireHostAccess(brokerUrl, 'token broker');
      return brokerUrl;
    },
    store: tokenStorage,
    onAgent: (agent) => void agentStorage.setValue(agent),
  });
  let cached: { baseUrl: string; client: ApiClient } | undefined;
  return {
    tokens,
    settings,
    async api() {
      const { apiBaseUrl, brokerUrl } = await settings();
      if (!apiBaseUrl || !brokerUrl) {
        throw new SidedeskError(
          'not-configured',
          'Sidedesk is not set up yet: add the token broker URL and API base URL in Options.',
        );
      }
      await requireHostAccess(apiBaseUrl, 'Ticket API');
      if (cached?.baseUrl !== apiBaseUrl)
        cached = { baseUrl: apiBaseUrl, client: createApiClient({ baseUrl: apiBaseUrl, tokens }) };
      return cached.client;
    },
  };
}
