import { browser } from 'wxt/browser';
import { toAppError } from '../api/errors';
import type { ConnectionStatus, ConnectionStep } from '../messaging/protocol';
import type { WorkerContext } from './context';

/** "Signed in as …", or why not; never throws. */
export async function getStatus(context: WorkerContext): Promise<ConnectionStatus> {
  const { brokerUrl, apiBaseUrl } = await context.settings();
  if (!brokerUrl || !apiBaseUrl) {
    return {
      state: 'not-configured',
      message: 'Sidedesk is not set up yet: add the token broker URL and API base URL in Options.',
    };
  }
  try {
    return { state: 'signed-in', agent: await context.tokens.getAgent() };
  } catch (error) {
    const { code, message, signInUrl } = toAppError(error);
    if (code === 'sign-in-required')
      return { state: 'sign-in-required', message, ...(signInUrl ? { signInUrl } : {}) };
    if (code === 'broker-unreachable') return { state: 'broker-unreachable', message };
    if (code === 'not-configured') return { state: 'not-configured', message };
    return { state: 'error', message };
  }
}

/** Opens the broker's sign-in page in a tab, when the broker asks for one. */
export async function signIn(context: WorkerContext): Promise<{ opened: boolean }> {
  const status = await getStatus(context);
  if (status.state !== 'sign-in-required' || !status.signInUrl) return { opened: false };
  await browser.tabs.create({ url: status.signInUrl });
  return { opened: true };
}

/** Each step of a connection, in words, stopping at the first that fails. */
export async function testConnection(context: WorkerContext): Promise<{ steps: ConnectionStep[] }> {
  const steps: ConnectionStep[] = [];
  const run = async (name: ConnectionStep['name'], work: () => Promise<string>) => {
    try {
      steps.push({ name, ok: true, message: await work() });
      return true;
    } catch (error) {
      steps.push({ name, ok: false, message: toAppError(error).message });
      return false;
    }
  };
  await context.tokens.clear(); // test the whole path, not a cached token
  (await run('settings', async () => {
    await context.api();
    return 'Settings are complete and access to both origins is granted.';
  })) &&
    (await run('broker', async () => {
      const agent = await context.tokens.getAgent();
      return `The token broker answered and you are signed in as ${agent.name} <${agent.email}>.`;
    })) &&
    (await run('api', async () => {
      const categories = await (await context.api()).getCategories();
      return `The Ticket API answered with the token (${categories.length} top-level categories).`;
    }));
  return { steps };
}
